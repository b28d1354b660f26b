import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { LoginSchema, RegistrationSchema } from './accounts.ts';
import { PageViewSchema } from './analytics.ts';
import { AttendeeDetailsSchema, CreatePaymentIntentSchema, UpdateCartSchema } from './cart.ts';
import { ItemUpdateSchema, ListingQuerySchema } from './catalog.ts';
import { CellarImportSchema, CellarWineSchema } from './cellar.ts';
import { RequestInfoSchema, SignUpSchema } from './contact.ts';
import { ItemIdParamsSchema } from './params.ts';
import { BusinessProfileUpdateSchema, MemberProfileUpdateSchema } from './profiles.ts';
import { CreateEventReviewSchema } from './reviews.ts';
import { NAME_PATTERN, TEXT_MESSAGES, inputObject, isPlainText, multiLineText, singleLineText } from './text.ts';
import { CreateWineListSchema, WineDetailsSaveSchema, WineListUpdateSchema } from './wine-lists.ts';
import { WineDetailsUpdateSchema } from './wine-profiles.ts';
import { CreateWineReviewSchema } from './wine-reviews.ts';

const NUL = '\u0000';

function fieldErrors(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.') || 'body'] ??= issue.message;
  return errors;
}

describe('isPlainText', () => {
  it.each([
    ['a NUL byte', 'a\u0000b'],
    ['a bell', 'a\u0007b'],
    ['an escape', '\u001b[31m'],
    ['DEL', 'a\u007fb'],
    ['a lone high surrogate', 'a\ud83cb'],
    ['a lone low surrogate', 'a\udf77b'],
    ['a high surrogate at the end', 'wine\ud83c'],
    ['two high surrogates', '\ud83c\ud83c'],
  ])('refuses %s anywhere', (_name, value) => {
    expect(isPlainText(value)).toBe(false);
    expect(isPlainText(value, { multiLine: true })).toBe(false);
  });

  it('takes tabs and line breaks only in multi-line text', () => {
    for (const value of ['a\tb', 'a\nb', 'a\r\nb']) {
      expect(isPlainText(value)).toBe(false);
      expect(isPlainText(value, { multiLine: true })).toBe(true);
    }
  });

  it('takes any script, emoji (a surrogate pair) and the spaces people type', () => {
    expect(isPlainText('Zoë Nguyễn, 葡萄酒 🍷 St\u00a0Malo ’')).toBe(true);
  });
});

describe('the text builders', () => {
  const one = inputObject({ name: singleLineText('Please enter a name').trim().min(1) });
  const many = inputObject({ notes: multiLineText() });

  it('name the field and say what to do about control characters, before any other rule', () => {
    expect(fieldErrors(one, { name: `Cornas${NUL}` })).toEqual({ name: TEXT_MESSAGES.controlCharacters });
    expect(fieldErrors(one, { name: NUL })).toEqual({ name: TEXT_MESSAGES.controlCharacters });
    expect(fieldErrors(many, { notes: `one\ntwo${NUL}` })).toEqual({ notes: TEXT_MESSAGES.controlCharacters });
    expect(TEXT_MESSAGES.controlCharacters).toBe('Remove the control characters from this text.');
  });

  it('keep line breaks in free text only', () => {
    expect(many.parse({ notes: 'one\r\n\ttwo' })).toEqual({ notes: 'one\r\n\ttwo' });
    expect(fieldErrors(one, { name: 'one\ntwo' })).toEqual({ name: TEXT_MESSAGES.controlCharacters });
  });

  it('answer a missing field and a value that is not text with a sentence, never zod’s default', () => {
    expect(fieldErrors(one, {})).toEqual({ name: 'Please enter a name' });
    expect(fieldErrors(many, {})).toEqual({ notes: TEXT_MESSAGES.required });
    expect(fieldErrors(many, { notes: 3 })).toEqual({ notes: TEXT_MESSAGES.notText });
    expect(fieldErrors(inputObject({ code: singleLineText('Please enter a code', 'That is not a code') }), { code: 3 })).toEqual({
      code: 'That is not a code',
    });
  });

  it('refuse unknown fields, naming them, and a body that is not an object', () => {
    expect(fieldErrors(one, { name: 'x', admin: true })).toEqual({ body: 'This field cannot be sent here: admin.' });
    expect(fieldErrors(one, { name: 'x', admin: true, role: 'host' })).toEqual({ body: 'These fields cannot be sent here: admin, role.' });
    expect(fieldErrors(one, 'name=x')).toEqual({ body: TEXT_MESSAGES.notObject });
  });
});

describe('every input schema refuses a NUL byte in its text, naming the field', () => {
  const attendee = {
    title: 'Ms',
    firstName: 'Margaux',
    lastName: 'Durand',
    countryCode: '+33',
    phone: '0612345678',
    companyName: '',
    address: '1 rue de la Paix',
    city: 'Reims',
    postCode: '51100',
    country: 'FR',
  };
  const contact = {
    firstName: 'Margaux',
    lastName: 'Durand',
    email: 'margaux@example.com',
    phone: '0612345678',
    countrySelect: 'FR',
    city: 'Reims',
    requestContent: 'Hello',
    howDidYouHear: 1,
    ageCertification: true,
  };
  const registration = {
    username: 'margaux',
    email: 'margaux@example.com',
    password: 'Barrel-Aged-Riesling',
    password2: 'Barrel-Aged-Riesling',
    first_name: 'Margaux',
    last_name: 'Durand',
    registrationType: 'mbr',
  };
  const { requestContent: _unused, ...signUp } = contact;

  it.each<[string, z.ZodType, Record<string, unknown>, string]>([
    ['page view path', PageViewSchema, { path: `/a${NUL}b` }, 'path'],
    ['page view referrer', PageViewSchema, { path: '/', referrer: `https://x${NUL}` }, 'referrer'],
    ['login username', LoginSchema, { username: `margaux${NUL}`, password: 'x' }, 'username'],
    ['login password', LoginSchema, { username: 'margaux', password: `x${NUL}` }, 'password'],
    ['registration first name', RegistrationSchema, { ...registration, first_name: `Mar${NUL}gaux` }, 'first_name'],
    ['registration email', RegistrationSchema, { ...registration, email: `margaux${NUL}@example.com` }, 'email'],
    ['request-info message', RequestInfoSchema, { ...contact, requestContent: `Hi${NUL}` }, 'requestContent'],
    ['request-info phone', RequestInfoSchema, { ...contact, phone: `06${NUL}` }, 'phone'],
    ['sign-up email', SignUpSchema, { ...signUp, email: `m${NUL}@example.com` }, 'email'],
    ['member profile address', MemberProfileUpdateSchema, { 'member.address': `1 rue${NUL}` }, 'member.address'],
    ['business bio', BusinessProfileUpdateSchema, { 'professional.businessBio': `We pour${NUL}` }, 'professional.businessBio'],
    ['event title', ItemUpdateSchema, { eventTitle: `Tasting${NUL}` }, 'eventTitle'],
    ['event description', ItemUpdateSchema, { description: `Chalk${NUL}` }, 'description'],
    ['event host', ItemUpdateSchema, { host: `Domaine${NUL}` }, 'host'],
    ['listing country', ListingQuerySchema, { country: `F${NUL}` }, 'country'],
    ['voucher code', UpdateCartSchema, { action: 'voucher', voucherCode: `WELCOME${NUL}` }, 'voucherCode'],
    [
      'attendee city',
      CreatePaymentIntentSchema,
      { OrderId: 1, attendeeDetails: { ...attendee, city: `Reims${NUL}` } },
      'attendeeDetails.city',
    ],
    ['attendee company', AttendeeDetailsSchema, { ...attendee, companyName: `Maison${NUL}` }, 'companyName'],
    ['review comment', CreateEventReviewSchema, { product: 'event', rating: 4, comment: `Lovely${NUL}` }, 'comment'],
    ['wine review comment', CreateWineReviewSchema, { rating: 4, comment: `Lovely${NUL}` }, 'comment'],
    ['wine list name', CreateWineListSchema, { wineListName: `Chalk${NUL}` }, 'wineListName'],
    ['wine list description', WineListUpdateSchema, { wineListdescription: `Chalk${NUL}` }, 'wineListdescription'],
    ['wine of a list', WineDetailsSaveSchema, { wineId: 1, wineDetails: { producer: `Dom${NUL}` } }, 'wineDetails.producer'],
    ['wine profile nose', WineDetailsUpdateSchema, { nose: `Cassis${NUL}` }, 'nose'],
    ['wine profile awards', WineDetailsUpdateSchema, { awards: [`Gold${NUL}`] }, 'awards.0'],
    ['wine profile producer', WineDetailsUpdateSchema, { producer: `Dom${NUL}` }, 'producer'],
    ['cellar wine', CellarWineSchema, { wine: `Cornas${NUL}` }, 'wine'],
    ['cellar import', CellarImportSchema, { csv: `Wine\r\nCornas${NUL}\r\n` }, 'csv'],
  ])('%s', (_name, schema, input, field) => {
    expect(fieldErrors(schema, input)).toEqual({ [field]: TEXT_MESSAGES.controlCharacters });
  });

  it('keeps line breaks where text is free', () => {
    expect(CreateEventReviewSchema.parse({ product: 'event', rating: 4, comment: 'Chalk.\nBubbles.' }).comment).toBe('Chalk.\nBubbles.');
    expect(ItemUpdateSchema.parse({ description: 'One.\n\nTwo.' }).description).toBe('One.\n\nTwo.');
    expect(fieldErrors(ItemUpdateSchema, { eventTitle: 'One\nTwo' })).toEqual({ eventTitle: TEXT_MESSAGES.controlCharacters });
  });
});

describe('every input object is strict', () => {
  it.each<[string, z.ZodType, Record<string, unknown>]>([
    ['page view', PageViewSchema, { path: '/', userId: 7 }],
    ['login', LoginSchema, { username: 'margaux', password: 'x', remember: true }],
    ['event details update', ItemUpdateSchema, { eventTitle: 'Tasting', status: 'Active' }],
    ['attendee details', CreatePaymentIntentSchema, { OrderId: 1, attendeeDetails: {}, total: '0.00' }],
    ['listing query', ListingQuerySchema, { page: '1', order: 'price' }],
    ['path id', ItemIdParamsSchema, { id: '1', other: '2' }],
  ])('%s', (_name, schema, input) => {
    const issues = schema.safeParse(input).error?.issues ?? [];
    const unknown = Object.keys(input).at(-1) ?? '';
    expect(issues.map((issue) => issue.message)).toContain(TEXT_MESSAGES.unknownFields([unknown]));
  });
});

describe('human messages for missing fields', () => {
  it('the login form asks for each field by name', () => {
    expect(fieldErrors(LoginSchema, {})).toEqual({ username: 'Please enter your username', password: 'Please enter your password' });
  });

  it('no input schema answers a missing field with zod’s default message', () => {
    const schemas: z.ZodType[] = [
      LoginSchema,
      RegistrationSchema,
      PageViewSchema,
      RequestInfoSchema,
      SignUpSchema,
      AttendeeDetailsSchema,
      CreatePaymentIntentSchema,
      CreateEventReviewSchema,
      CreateWineReviewSchema,
      CreateWineListSchema,
      CellarWineSchema,
      CellarImportSchema,
    ];
    for (const schema of schemas) {
      for (const message of Object.values(fieldErrors(schema, {}))) expect(message).not.toMatch(/Invalid input/);
    }
  });
});

describe('the attendee country', () => {
  it('asks to choose a country from the list when given a name rather than its code', () => {
    const attendee = { firstName: 'A', lastName: 'B', phone: '0612345678', address: '1 rue', city: 'Reims', postCode: '51100' };
    expect(fieldErrors(AttendeeDetailsSchema, { ...attendee, country: 'France' })).toEqual({
      country: 'Please choose a country from the list',
    });
    expect(fieldErrors(AttendeeDetailsSchema, { ...attendee, country: '' })).toEqual({ country: 'Please choose a country from the list' });
    expect(AttendeeDetailsSchema.parse({ ...attendee, country: 'fr' }).country).toBe('FR');
  });
});

describe('one name rule', () => {
  it('takes the names and cities people have', () => {
    for (const name of ['Zoë', 'Anne-Marie', "O'Neil", 'O’Neil', 'St Malo', 'New York', 'St. Malo', 'J. R.', 'Nguyễn', 'Åsa', '葡萄']) {
      expect(NAME_PATTERN.test(name)).toBe(true);
    }
  });

  it('refuses digits, symbols and separators that stand alone', () => {
    for (const name of ['R2', 'Anne_Marie', '-Anne', "O'", 'Anne--', 'a@b', ' ', '']) expect(NAME_PATTERN.test(name)).toBe(false);
  });

  it('is the rule of registration, profiles and the contact forms alike', () => {
    const names = ['Zoë', 'Anne-Marie', "O'Neil", 'St Malo', 'New York'];
    for (const name of names) {
      expect(fieldErrors(MemberProfileUpdateSchema, { first_name: name, last_name: name })).toEqual({});
      expect(
        RegistrationSchema.safeParse({
          username: 'margaux',
          email: 'margaux@example.com',
          password: 'Barrel-Aged-Riesling',
          password2: 'Barrel-Aged-Riesling',
          first_name: name,
          last_name: name,
          registrationType: 'mbr',
        }).success,
      ).toBe(true);
      expect(
        SignUpSchema.safeParse({
          firstName: name,
          lastName: name,
          city: name,
          email: 'margaux@example.com',
          phone: '06',
          countrySelect: 'FR',
          howDidYouHear: 1,
          ageCertification: true,
        }).success,
      ).toBe(true);
    }
  });
});

describe('the email rules', () => {
  it('refuse an address without its local part, wherever an email is asked for', () => {
    const expected = 'Please enter a valid email address';
    expect(fieldErrors(MemberProfileUpdateSchema, { email: '@example.com' })).toEqual({ email: expected });
    expect(fieldErrors(SignUpSchema, { email: '@example.com' }).email).toBe(expected);
    expect(fieldErrors(RequestInfoSchema, { email: '@example.com' }).email).toBe(expected);
    expect(fieldErrors(ItemUpdateSchema, { hostEmail: '@example.com' }).hostEmail).toMatch(/valid email address/);
  });
});
