import { useRef, useState, type FormEvent } from 'react';
import type { AuthSession, RegistrationType } from '@trg/contract/accounts';
import { PASSWORD_MIN_LENGTH, USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from '@trg/contract/account-limits';
import { FormAlert, TextField } from '../../../components/ui/field.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { fieldErrorsOf } from '../../../lib/field-errors.ts';
import { useRegister } from '../api/register.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import './accounts.css';

const ACCOUNT_TYPES: { value: RegistrationType; label: string; description: string }[] = [
  { value: 'mbr', label: 'Member', description: 'Book events and experiences, review wines and keep a cellar.' },
  { value: 'prf', label: 'Professional', description: 'Host events and experiences and publish your wine lists.' },
];

// The order fields appear in, so that focus goes to the first one that needs attention.
const FIELD_ORDER = ['first_name', 'last_name', 'username', 'email', 'password', 'password2', 'registrationType'];

/** The Register Account form (spec part 1 §3): checked here first, then by the server, field by field. */
export function RegisterForm({ onRegistered }: { onRegistered(session: AuthSession): void }) {
  const register = useRegister();
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);

  const showErrors = (errors: Record<string, string>, summary: string | null) => {
    setFields(errors);
    setMessage(summary);
    const first = FIELD_ORDER.find((name) => errors[name]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = Object.fromEntries(new FormData(event.currentTarget));
    // The schema (and zod) loads with the first submit, so that the page's first script stays small.
    const { RegistrationSchema } = await import('@trg/contract/accounts');
    const parsed = RegistrationSchema.safeParse(data);
    if (!parsed.success) {
      showErrors(fieldErrorsOf(parsed.error), 'Please correct the fields marked below.');
      return;
    }
    showErrors({}, null);
    register.mutate(parsed.data, {
      onSuccess: onRegistered,
      onError: (error) => {
        if (error instanceof ApiRequestError && Object.keys(error.fields).length > 0) {
          showErrors(error.fields, 'Please correct the fields marked below.');
        } else {
          showErrors({}, error.message);
        }
      },
    });
  };

  return (
    <form ref={formRef} className="account-form" method="post" onSubmit={(event) => void onSubmit(event)} noValidate>
      <FormAlert>{message && <p>{message}</p>}</FormAlert>
      <div className="account-form__pair">
        <TextField label="First name" name="first_name" autoComplete="given-name" required error={fields.first_name} />
        <TextField label="Last name" name="last_name" autoComplete="family-name" required error={fields.last_name} />
      </div>
      <TextField
        label="Username"
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        hint={`${USERNAME_MIN_LENGTH} to ${USERNAME_MAX_LENGTH} characters: letters, digits, dots, hyphens or underscores.`}
        error={fields.username}
      />
      <TextField label="Email" name="email" type="email" autoComplete="email" required error={fields.email} />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        hint={`At least ${PASSWORD_MIN_LENGTH} characters. A short phrase is easy to remember; avoid common passwords and your username.`}
        error={fields.password}
      />
      <TextField label="Confirm password" name="password2" type="password" autoComplete="new-password" required error={fields.password2} />
      <fieldset className="account-type" aria-describedby={fields.registrationType ? 'account-type-error' : undefined}>
        <legend>I am registering as</legend>
        {ACCOUNT_TYPES.map((type) => (
          <label key={type.value} className="account-type__choice">
            <input type="radio" name="registrationType" value={type.value} defaultChecked={type.value === 'mbr'} />
            <span>
              <strong>{type.label}</strong>
              <span className="account-type__description">{type.description}</span>
            </span>
          </label>
        ))}
        {fields.registrationType && (
          <p id="account-type-error" className="form-field__error">
            {fields.registrationType}
          </p>
        )}
      </fieldset>
      <div className="form-actions">
        <button type="submit" className="button" disabled={!hydrated || register.isPending}>
          {register.isPending ? 'Creating your account…' : 'Register'}
        </button>
      </div>
    </form>
  );
}
