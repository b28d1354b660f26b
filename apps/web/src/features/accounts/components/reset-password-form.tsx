import { useRef, useState, type FormEvent } from 'react';
import { PASSWORD_MIN_LENGTH } from '@trg/contract/account-limits';
import { FormAlert, TextField } from '../../../components/ui/field.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { fieldErrorsOf } from '../../../lib/field-errors.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useConfirmPasswordReset } from '../api/password-reset.ts';
import './accounts.css';

const FIELD_ORDER = ['password', 'password2'];

/** The new password for the link's token, under the registration's rules; `onDone` gets the server's sentence. */
export function ResetPasswordForm({ token, onDone }: { token: string; onDone(detail: string): void }) {
  const confirm = useConfirmPasswordReset();
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
    const data = new FormData(event.currentTarget);
    const { PasswordResetSchema } = await import('@trg/contract/accounts');
    const parsed = PasswordResetSchema.safeParse({ token, password: data.get('password'), password2: data.get('password2') });
    if (!parsed.success) {
      const errors = fieldErrorsOf(parsed.error);
      // A broken link is not the person's typing: say so above the form.
      showErrors(errors, errors.token ?? null);
      return;
    }
    showErrors({}, null);
    confirm.mutate(parsed.data, {
      onSuccess: (answer) => onDone(answer.detail),
      onError: (error) => {
        const errors = error instanceof ApiRequestError ? error.fields : {};
        showErrors(errors, errors.token ?? error.message);
      },
    });
  };

  return (
    <form
      ref={formRef}
      className="account-form"
      method="post"
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-describedby={message ? 'reset-error' : undefined}
    >
      <FormAlert>{message && <p id="reset-error">{message}</p>}</FormAlert>
      <TextField
        label="New password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        hint={`At least ${PASSWORD_MIN_LENGTH} characters. A short phrase is easy to remember; avoid common passwords and your username.`}
        error={fields.password}
      />
      <TextField
        label="Confirm new password"
        name="password2"
        type="password"
        autoComplete="new-password"
        required
        error={fields.password2}
      />
      <div className="form-actions">
        <button type="submit" className="button" disabled={!hydrated || confirm.isPending}>
          {confirm.isPending ? 'Saving…' : 'Save new password'}
        </button>
      </div>
    </form>
  );
}
