import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CONTACT_MESSAGES, checkContactForm, RequestInfoSchema, errorModalMessage, isValidEmail, type ContactFailure } from './contact.ts';
import { TEXT_MESSAGES } from './text.ts';

const validRequest = {
  firstName: 'Margaux',
  lastName: 'Durand',
  email: 'margaux@example.com',
  phone: '+44 20 7946 0958',
  countrySelect: 'GB',
  city: 'London',
  requestContent: 'Four days in the Rhone for two, in September.',
  howDidYouHear: '3',
  ageCertification: true,
};
const { requestContent: _omit, ...validSignUp } = validRequest;

const failuresOf = (form: 'requestInfo' | 'signUp', input: unknown): ContactFailure[] => {
  const result = checkContactForm(form, input);
  return result.ok ? [] : result.failures;
};
const messageFor = (field: string, value: unknown, form: 'requestInfo' | 'signUp' = 'requestInfo') =>
  failuresOf(form, { ...validRequest, [field]: value }).find((failure) => failure.field === field)?.message;

describe('the contact forms accept a complete submission', () => {
  it('parses the request-info payload into clean values', () => {
    const result = checkContactForm('requestInfo', { ...validRequest, firstName: '  Margaux ' });
    expect(result).toEqual({ ok: true, data: { ...validRequest, firstName: 'Margaux', howDidYouHear: 3 } });
  });

  it('parses the sign-up payload and ignores a request it does not have', () => {
    const result = checkContactForm('signUp', { ...validSignUp, howDidYouHear: 5 });
    expect(result).toEqual({ ok: true, data: { ...validSignUp, howDidYouHear: 5 } });
  });
});

describe('each rule and message of spec part 1 §5', () => {
  it.each([
    ['firstName', '', CONTACT_MESSAGES.firstNameRequired],
    ['firstName', '   ', CONTACT_MESSAGES.firstNameRequired],
    ['firstName', undefined, CONTACT_MESSAGES.firstNameRequired],
    ['firstName', 'Anne_Marie', CONTACT_MESSAGES.firstNameLetters],
    ['firstName', '-Zoë', CONTACT_MESSAGES.firstNameLetters],
    ['firstName', 'R2', CONTACT_MESSAGES.firstNameLetters],
    ['firstName', 'Ma\u0000rgaux', TEXT_MESSAGES.controlCharacters],
    ['lastName', '', CONTACT_MESSAGES.lastNameRequired],
    ['lastName', "O'", CONTACT_MESSAGES.lastNameLetters],
    ['email', '', CONTACT_MESSAGES.email],
    ['email', 'margaux.example.com', CONTACT_MESSAGES.email],
    ['email', '@example.com', CONTACT_MESSAGES.email],
    ['phone', '', CONTACT_MESSAGES.phone],
    ['phone', undefined, CONTACT_MESSAGES.phone],
    ['countrySelect', '', CONTACT_MESSAGES.country],
    ['countrySelect', 'ZZ', CONTACT_MESSAGES.country],
    ['city', '', CONTACT_MESSAGES.cityRequired],
    ['city', 'New York!', CONTACT_MESSAGES.cityLetters],
    ['city', 'Paris75', CONTACT_MESSAGES.cityLetters],
    ['requestContent', '', CONTACT_MESSAGES.requestContent],
    ['requestContent', ' \n ', CONTACT_MESSAGES.requestContent],
    ['requestContent', 'Two of us\u0007', TEXT_MESSAGES.controlCharacters],
    ['howDidYouHear', '', CONTACT_MESSAGES.howDidYouHear],
    ['howDidYouHear', '0', CONTACT_MESSAGES.howDidYouHear],
    ['howDidYouHear', 6, CONTACT_MESSAGES.howDidYouHear],
    ['howDidYouHear', 'Editorial', CONTACT_MESSAGES.howDidYouHear],
    ['ageCertification', false, CONTACT_MESSAGES.ageCertification],
    ['ageCertification', 'true', CONTACT_MESSAGES.ageCertification],
  ])('%s = %j fails with "%s"', (field, value, message) => {
    expect(messageFor(field, value)).toBe(message);
  });

  it('spells the messages as the spec does, with the brand after "heard about"', () => {
    expect(CONTACT_MESSAGES).toMatchObject({
      firstNameRequired: 'Please provide your first name',
      firstNameLetters: 'First name should be letters only',
      lastNameRequired: 'Please provide your last name',
      lastNameLetters: 'Last name should be letters only',
      email: 'Please enter a valid email address',
      phone: 'Please enter a valid phone number',
      country: 'Please select a country',
      cityRequired: 'Please enter a city',
      cityLetters: 'City should be letters only',
      requestContent: 'Please let us know how we can help',
      howDidYouHear: 'Please let us know how you heard about The Real Grape',
      ageCertification: 'Please certify you are over the age of 18',
    });
  });

  it('takes names and cities as the registration form does: letters of any alphabet, spaces, hyphens, apostrophes', () => {
    for (const name of ['Zoë', 'Anne-Marie', "O'Neil", 'O’Neil', 'Anne Marie', 'Nguyễn', '葡萄']) {
      expect(messageFor('firstName', name)).toBeUndefined();
      expect(messageFor('lastName', name)).toBeUndefined();
    }
    for (const city of ['St Malo', 'New York', 'Saint-Émilion', "L'Aquila", 'Zürich']) expect(messageFor('city', city)).toBeUndefined();
  });

  it('keeps the line breaks of a message', () => {
    const result = checkContactForm('requestInfo', { ...validRequest, requestContent: 'Four days.\n\tTwo of us.' });
    expect(result.ok && result.data.requestContent).toBe('Four days.\n\tTwo of us.');
  });

  it('refuses fields the form does not have, naming them', () => {
    expect(RequestInfoSchema.safeParse({ ...validRequest, isAdmin: true }).error?.issues[0]?.message).toBe(
      'This field cannot be sent here: isAdmin.',
    );
  });

  it('accepts every referral option from 1 to 5, as a number or as the select sends it', () => {
    for (const value of [1, 2, 3, 4, 5, '1', '5']) expect(messageFor('howDidYouHear', value)).toBeUndefined();
  });

  it('has no phone format rule', () => {
    expect(messageFor('phone', 'call me after six')).toBeUndefined();
  });

  it('only checks a request on the request-info form', () => {
    expect(failuresOf('signUp', validSignUp)).toEqual([]);
    expect(failuresOf('requestInfo', validSignUp)).toEqual([{ field: 'requestContent', message: CONTACT_MESSAGES.requestContent }]);
  });

  it('bounds the length of every text', () => {
    expect(messageFor('firstName', 'a'.repeat(51))).toBe('First name should be at most 50 characters');
    expect(messageFor('requestContent', 'a'.repeat(5001))).toBe('Your message should be at most 5000 characters');
  });

  it('reports the failed checks in the order of the form, one per field', () => {
    expect(failuresOf('requestInfo', {})).toEqual([
      { field: 'firstName', message: CONTACT_MESSAGES.firstNameRequired },
      { field: 'lastName', message: CONTACT_MESSAGES.lastNameRequired },
      { field: 'email', message: CONTACT_MESSAGES.email },
      { field: 'phone', message: CONTACT_MESSAGES.phone },
      { field: 'countrySelect', message: CONTACT_MESSAGES.country },
      { field: 'city', message: CONTACT_MESSAGES.cityRequired },
      { field: 'requestContent', message: CONTACT_MESSAGES.requestContent },
      { field: 'howDidYouHear', message: CONTACT_MESSAGES.howDidYouHear },
      { field: 'ageCertification', message: CONTACT_MESSAGES.ageCertification },
    ]);
  });
});

describe('the email rule', () => {
  it.each(['a@b.co', 'margaux@example.com', 'first.last@mail.example.org', 'x@domain.travel', 'ab@.co'])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    ['', 'empty'],
    ['margaux.example.com', 'no @'],
    ['mar@gaux@example.com', 'two @'],
    ['margaux@@example.com', 'double @'],
    ['first.last@example', '@ after the last dot'],
    ['a@.co', 'last dot at position 2'],
    ['.@co', 'last dot at position 0'],
    ['margaux@example.c', 'one character after the last dot'],
    ['margaux@example.', 'nothing after the last dot'],
  ])('rejects %j (%s)', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  const label = fc.stringMatching(/^[a-z0-9]{1,12}$/);

  it('accepts any local@domain.tld with a tld of two or more characters (property)', () => {
    fc.assert(
      fc.property(label, label, fc.stringMatching(/^[a-z]{2,6}$/), (local, domain, tld) => {
        const email = `${local}@${domain}.${tld}`;
        // The spec's rule needs the last dot after position 2.
        fc.pre(email.lastIndexOf('.') > 2);
        expect(isValidEmail(email)).toBe(true);
      }),
    );
  });

  it('rejects any address with more than one @ (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (a, b, c) => {
        expect(isValidEmail(`${a}@${b}@${c}`)).toBe(false);
      }),
    );
  });

  it('rejects any address without an @ (property)', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !s.includes('@')),
        (s) => {
          expect(isValidEmail(s)).toBe(false);
        },
      ),
    );
  });

  it('rejects any address with fewer than two characters after the last dot (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.stringMatching(/^[^.]?$/), (head, tail) => {
        expect(isValidEmail(`${head}.${tail}`)).toBe(false);
      }),
    );
  });

  it('rejects any address whose @ comes after the last dot (property)', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.string(),
        fc.string().filter((s) => !s.includes('.')),
        (a, b, c) => {
          expect(isValidEmail(`${a}.${b}@${c}`)).toBe(false);
        },
      ),
    );
  });

  it('agrees with the rule as the spec words it, for any text (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', 'b', '@', '.', ' ') }), (s) => {
        const at = s.indexOf('@');
        const dot = s.lastIndexOf('.');
        const expected = at > 0 && s.split('@').length === 2 && at < dot && dot > 2 && s.length - dot - 1 >= 2;
        expect(isValidEmail(s)).toBe(expected);
      }),
    );
  });
});

describe('the error modal counter', () => {
  const failure = (n: number): ContactFailure => ({ field: 'firstName', message: `failure ${n}` });

  it('opens nothing when every check passed', () => {
    expect(errorModalMessage([])).toBeNull();
  });

  it('shows the only failure when one check failed', () => {
    expect(errorModalMessage([failure(1)])).toBe('failure 1');
  });

  it('shows the second failure when two failed: the latest of the first two', () => {
    expect(errorModalMessage([failure(1), failure(2)])).toBe('failure 2');
  });

  it('ignores the third and later failures', () => {
    expect(errorModalMessage([failure(1), failure(2), failure(3), failure(4)])).toBe('failure 2');
  });

  it('shows the last-name message for an empty request-info form', () => {
    expect(errorModalMessage(failuresOf('requestInfo', {}))).toBe(CONTACT_MESSAGES.lastNameRequired);
  });

  it('shows the message of the only failing field of a submit', () => {
    expect(errorModalMessage(failuresOf('signUp', { ...validSignUp, city: 'Saint Malo 2' }))).toBe(CONTACT_MESSAGES.cityLetters);
  });
});
