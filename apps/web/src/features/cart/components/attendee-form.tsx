import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { AGE_AND_TERMS_TEXT, type AttendeeDetails } from '@trg/contract/cart';
import { TITLES } from '@trg/contract/lists/options';
import { COUNTRIES } from '@trg/contract/lists/countries';
import { CALLING_CODES } from '@trg/contract/lists/calling-codes';
import { paths } from '@trg/contract/paths';

/** The form's values: every attendee field as typed. */
export type AttendeeValues = Record<keyof AttendeeDetails, string>;

type Field = keyof AttendeeValues;

const REQUIRED: readonly Field[] = ['firstName', 'lastName', 'phone', 'address', 'city', 'postCode', 'country'];
const MISSING: Record<Field, string> = {
  title: '',
  firstName: "Please enter the attendee's first name",
  lastName: "Please enter the attendee's last name",
  countryCode: '',
  phone: 'Please enter a phone number',
  companyName: '',
  address: 'Please enter the first line of the address',
  city: 'Please enter a city',
  postCode: 'Please enter a postcode',
  country: 'Please choose a country',
};
export const TERMS_REQUIRED_MESSAGE = 'Please confirm that you are over 18 and agree with the Terms & Conditions and Privacy Policy.';

export const emptyAttendee = (firstName = '', lastName = ''): AttendeeValues => ({
  title: '',
  firstName,
  lastName,
  countryCode: '',
  phone: '',
  companyName: '',
  address: '',
  city: '',
  postCode: '',
  country: '',
});

interface Props {
  initial: AttendeeValues;
  busy: boolean;
  /** Per-field messages from the server, keyed by field name. */
  serverErrors: Partial<Record<Field, string>>;
  onConfirm: (details: AttendeeValues) => void;
}

/** Step 1, Attendee Details: the spec's fields (* required) and the age and terms box, which must be ticked. */
export function AttendeeForm({ initial, busy, serverErrors, onConfirm }: Props) {
  const id = useId();
  const [values, setValues] = useState<AttendeeValues>(initial);
  const [agreed, setAgreed] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field | 'terms', string>>>({});
  const allErrors = { ...serverErrors, ...errors };
  const complete = REQUIRED.every((field) => values[field].trim() !== '');

  const set = (field: Field) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field | 'terms', string>> = {};
    for (const field of REQUIRED) if (values[field].trim() === '') found[field] = MISSING[field];
    if (!agreed) found.terms = TERMS_REQUIRED_MESSAGE;
    setErrors(found);
    if (Object.keys(found).length === 0) onConfirm(values);
  };

  const field = (
    name: Field,
    label: string,
    input: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode,
  ) => {
    const inputId = `${id}-${name}`;
    const error = allErrors[name];
    const required = REQUIRED.includes(name);
    return (
      <div className="field">
        <label htmlFor={inputId}>
          {label}
          {required && <span aria-hidden="true"> *</span>}
        </label>
        {input({ id: inputId, 'aria-invalid': Boolean(error), 'aria-describedby': error ? `${inputId}-error` : undefined })}
        {error && (
          <p id={`${inputId}-error`} className="form-message form-message--error">
            {error}
          </p>
        )}
      </div>
    );
  };
  const text = (name: Field, label: string, autoComplete: string, type = 'text') =>
    field(name, label, (props) => (
      <input
        {...props}
        name={name}
        type={type}
        autoComplete={autoComplete}
        required={REQUIRED.includes(name)}
        value={values[name]}
        onChange={set(name)}
      />
    ));

  return (
    <form className="attendee-form" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>1. Attendee Details</h2>
      <p className="attendee-form__note">Fields marked * are required.</p>
      <div className="attendee-form__grid">
        {field('title', 'Title', (props) => (
          <select {...props} name="title" autoComplete="honorific-prefix" value={values.title} onChange={set('title')}>
            <option value="">No title</option>
            {TITLES.map((title) => (
              <option key={title}>{title}</option>
            ))}
          </select>
        ))}
        {text('firstName', 'First name', 'given-name')}
        {text('lastName', 'Last name', 'family-name')}
        {field('countryCode', 'Country code', (props) => (
          <select {...props} name="countryCode" value={values.countryCode} onChange={set('countryCode')}>
            <option value="">Choose a calling code</option>
            {CALLING_CODES.map((code) => (
              <option key={code.country} value={code.dialCode}>
                {code.name} ({code.dialCode})
              </option>
            ))}
          </select>
        ))}
        {text('phone', 'Phone', 'tel-national', 'tel')}
        {text('companyName', 'Company name', 'organization')}
        {text('address', 'Address line 1', 'address-line1')}
        {text('city', 'City', 'address-level2')}
        {text('postCode', 'Postcode', 'postal-code')}
        {field('country', 'Country', (props) => (
          <select {...props} name="country" autoComplete="country" required value={values.country} onChange={set('country')}>
            <option value="">Choose a country</option>
            {COUNTRIES.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </select>
        ))}
      </div>
      <div className="attendee-form__terms">
        <input
          id={`${id}-terms`}
          type="checkbox"
          checked={agreed}
          onChange={(event) => {
            setAgreed(event.target.checked);
            setErrors((current) => ({ ...current, terms: undefined }));
          }}
          aria-invalid={Boolean(errors.terms)}
          aria-describedby={errors.terms ? `${id}-terms-error` : undefined}
        />
        <label htmlFor={`${id}-terms`}>{AGE_AND_TERMS_TEXT}</label>
      </div>
      <p className="attendee-form__policy">
        <Link to={paths.privacyPolicy} target="_blank" rel="noopener">
          Read the Terms &amp; Conditions and Privacy Policy (opens in a new tab)
        </Link>
      </p>
      {errors.terms && (
        <p id={`${id}-terms-error`} className="form-message form-message--error" role="alert">
          {errors.terms}
        </p>
      )}
      {complete ? (
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Confirming…' : 'Confirm Details'}
        </button>
      ) : (
        <p className="attendee-form__hint">Fill in the fields marked * to confirm the details.</p>
      )}
    </form>
  );
}
