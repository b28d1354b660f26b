import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  checkContactForm,
  errorModalMessage,
  type ContactFailure,
  type ContactField,
  type ContactForm as ContactFormKind,
  type ContactFormValues,
} from '@trg/contract/contact';
import { COUNTRIES } from '@trg/contract/lists/countries';
import { REFERRAL_SOURCES } from '@trg/contract/lists/options';
import { paths } from '@trg/contract/paths';
import { Modal } from '../../../components/ui/modal.tsx';
import { SocialLinks } from '../../../components/ui/social-links.tsx';
import { submitContactForm } from '../contact-outbox.ts';
import './contact.css';
import { useHydrated } from '../../../lib/use-hydrated.ts';

const EMPTY: ContactFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  countrySelect: '',
  city: '',
  requestContent: '',
  howDidYouHear: '',
  ageCertification: false,
};

const COUNTRY_OPTIONS = COUNTRIES.map((country) => ({ value: country.code, label: country.name }));
const REFERRAL_OPTIONS = REFERRAL_SOURCES.map((source) => ({ value: String(source.value), label: source.label }));

type Errors = Partial<Record<ContactField, string>>;
type ModalState = { kind: 'errors'; message: string } | { kind: 'thanks' } | null;

const toErrors = (failures: ContactFailure[]): Errors => Object.fromEntries(failures.map((f) => [f.field, f.message]));

interface ContactFormProps {
  form: ContactFormKind;
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  /** 'dark' on the footer's background. */
  tone?: 'light' | 'dark';
  thanks: ReactNode;
  /** The thank-you modal's title: the spec's 'Thank you for signing-up' belongs to the sign-up form (docs/decisions/0007). */
  thanksTitle?: string;
}

/**
 * The request-info and sign-up forms of spec part 1 §4-§5. On submit the shared checks run: failures mark
 * their fields inline and the 'Form has errors' modal shows the latest of the first two; valid data is kept
 * in the outbox and sent, the form is cleared and the thank-you modal opens at once.
 */
export function ContactForm({
  form,
  label,
  submitLabel,
  tone = 'light',
  thanks,
  thanksTitle = 'Thank you for signing-up',
}: ContactFormProps) {
  const [values, setValues] = useState<ContactFormValues>(EMPTY);
  const hydrated = useHydrated();
  const [errors, setErrors] = useState<Errors>({});
  const [modal, setModal] = useState<ModalState>(null);
  const firstInvalid = useRef<ContactField | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();
  const fieldId = (field: ContactField) => `${id}-${field}`;

  // The server's HTML of the form can be typed into before its code arrives (React keeps what the DOM holds as it
  // hydrates): what was typed becomes the form's state, so that it is sent, not refused as empty.
  useEffect(() => {
    const fields = formRef.current?.elements;
    if (!fields) return;
    const typed: Partial<ContactFormValues> = {};
    for (const field of Object.keys(EMPTY) as ContactField[]) {
      const element = fields.namedItem(field);
      if (element instanceof HTMLInputElement && element.type === 'checkbox') {
        if (element.checked) typed.ageCertification = true;
      } else if (element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement) {
        if (element.value !== '') Object.assign(typed, { [field]: element.value });
      }
    }
    if (Object.keys(typed).length > 0) setValues((current) => ({ ...current, ...typed }));
  }, []);

  const payloadOf = (current: ContactFormValues) => {
    if (form === 'requestInfo') return current;
    const { requestContent: _unused, ...signUp } = current;
    return signUp;
  };

  const change = (field: ContactField) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
    const target = event.currentTarget;
    const value = target instanceof HTMLInputElement && target.type === 'checkbox' ? target.checked : target.value;
    const next = { ...values, [field]: value };
    setValues(next);
    // A field marked invalid is checked again as it changes, so its message goes once it is right.
    if (errors[field]) {
      const result = checkContactForm(form, payloadOf(next));
      const failure = result.ok ? undefined : result.failures.find((f) => f.field === field);
      setErrors((current) => ({ ...current, [field]: failure?.message }));
    }
  };

  const fail = (failures: ContactFailure[]) => {
    setErrors(toErrors(failures));
    firstInvalid.current = failures[0]?.field ?? null;
    const message = errorModalMessage(failures);
    if (message) setModal({ kind: 'errors', message });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form === 'requestInfo') {
      const result = checkContactForm('requestInfo', values);
      if (!result.ok) return fail(result.failures);
      submitContactForm('requestInfo', result.data);
    } else {
      const result = checkContactForm('signUp', payloadOf(values));
      if (!result.ok) return fail(result.failures);
      submitContactForm('signUp', result.data);
    }
    setValues(EMPTY);
    setErrors({});
    firstInvalid.current = null;
    setModal({ kind: 'thanks' });
  };

  const describe = (field: ContactField) =>
    errors[field] ? { 'aria-invalid': true as const, 'aria-describedby': `${fieldId(field)}-error` } : {};

  const errorText = (field: ContactField) =>
    errors[field] ? (
      <p id={`${fieldId(field)}-error`} className="contact-form__error">
        {errors[field]}
      </p>
    ) : null;

  const text = (field: ContactField, fieldLabel: string, type: string, autoComplete: string) => (
    <div className="contact-form__field">
      <label htmlFor={fieldId(field)}>{fieldLabel}</label>
      <input
        id={fieldId(field)}
        name={field}
        type={type}
        autoComplete={autoComplete}
        aria-required="true"
        value={String(values[field])}
        onChange={change(field)}
        {...describe(field)}
      />
      {errorText(field)}
    </div>
  );

  const select = (
    field: 'countrySelect' | 'howDidYouHear',
    fieldLabel: string,
    placeholder: string,
    options: readonly { value: string; label: string }[],
    { autoComplete, wide = false }: { autoComplete?: string; wide?: boolean },
  ) => (
    <div className={wide ? 'contact-form__field contact-form__field--wide' : 'contact-form__field'}>
      <label htmlFor={fieldId(field)}>{fieldLabel}</label>
      <select
        id={fieldId(field)}
        name={field}
        autoComplete={autoComplete}
        aria-required="true"
        value={values[field]}
        onChange={change(field)}
        {...describe(field)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {errorText(field)}
    </div>
  );

  return (
    <>
      <form ref={formRef} method="post" className={`contact-form contact-form--${tone}`} aria-label={label} noValidate onSubmit={submit}>
        <div className="contact-form__grid">
          {text('firstName', 'First name', 'text', 'given-name')}
          {text('lastName', 'Last name', 'text', 'family-name')}
          {text('email', 'Email', 'email', 'email')}
          {text('phone', 'Phone', 'tel', 'tel')}
          {select('countrySelect', 'Country', 'Select a country', COUNTRY_OPTIONS, { autoComplete: 'country' })}
          {text('city', 'City', 'text', 'address-level2')}
          {form === 'requestInfo' && (
            <div className="contact-form__field contact-form__field--wide">
              <label htmlFor={fieldId('requestContent')}>How can we help?</label>
              <textarea
                id={fieldId('requestContent')}
                name="requestContent"
                rows={5}
                aria-required="true"
                value={values.requestContent}
                onChange={change('requestContent')}
                {...describe('requestContent')}
              />
              {errorText('requestContent')}
            </div>
          )}
          {select('howDidYouHear', 'How did you hear about us?', 'Please choose', REFERRAL_OPTIONS, { wide: true })}
          <div className="contact-form__field contact-form__field--wide contact-form__check">
            <input
              id={fieldId('ageCertification')}
              name="ageCertification"
              type="checkbox"
              aria-required="true"
              checked={values.ageCertification}
              onChange={change('ageCertification')}
              {...describe('ageCertification')}
            />
            <label htmlFor={fieldId('ageCertification')}>
              I confirm that I am over the age of 18 and agree with the Terms &amp; Conditions and Privacy Policy
            </label>
            {errorText('ageCertification')}
          </div>
        </div>
        <p className="contact-form__policy">
          <Link to={paths.privacyPolicy}>Read our privacy policy</Link>
        </p>
        <button type="submit" className={tone === 'dark' ? 'button button--light' : 'button'} disabled={!hydrated}>
          {submitLabel}
        </button>
      </form>

      <Modal
        open={modal?.kind === 'errors'}
        title="Form has errors"
        onClose={() => setModal(null)}
        returnFocusTo={() =>
          firstInvalid.current ? formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(fieldId(firstInvalid.current))}`) : null
        }
      >
        <p className="contact-form__modal-message">{modal?.kind === 'errors' ? modal.message : ''}</p>
      </Modal>
      <Modal open={modal?.kind === 'thanks'} title={thanksTitle} onClose={() => setModal(null)}>
        {thanks}
        <p>Follow us for news from the vineyards:</p>
        <div className="contact-form__social">
          <SocialLinks />
        </div>
      </Modal>
    </>
  );
}
