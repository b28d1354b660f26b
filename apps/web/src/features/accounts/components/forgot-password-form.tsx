import { useState, type FormEvent } from 'react';
import { FormAlert, TextField } from '../../../components/ui/field.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { fieldErrorsOf } from '../../../lib/field-errors.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useRequestPasswordReset } from '../api/password-reset.ts';
import './accounts.css';

/** Asks for a reset link by username or email; the answer is the server's, the same for every account. */
export function ForgotPasswordForm() {
  const request = useRequestPasswordReset();
  const hydrated = useHydrated();
  const [fields, setFields] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const { PasswordResetRequestSchema } = await import('@trg/contract/accounts');
    const parsed = PasswordResetRequestSchema.safeParse({ usernameOrEmail: data.get('usernameOrEmail') });
    if (!parsed.success) {
      setFields(fieldErrorsOf(parsed.error));
      setMessage(null);
      return;
    }
    setFields({});
    setMessage(null);
    request.mutate(parsed.data, {
      onSuccess: (answer) => setSent(answer.detail),
      onError: (error) => {
        setMessage(error.message);
        if (error instanceof ApiRequestError) setFields(error.fields);
      },
    });
  };

  if (sent) {
    return (
      <div className="account-form__done" role="status">
        <p>{sent}</p>
        <p>No email? Check your spam folder, or ask again in a few minutes.</p>
      </div>
    );
  }

  return (
    <form
      className="account-form"
      method="post"
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-describedby={message ? 'forgot-error' : undefined}
    >
      <FormAlert>{message && <p id="forgot-error">{message}</p>}</FormAlert>
      <TextField
        label="Username or email address"
        name="usernameOrEmail"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        error={fields.usernameOrEmail}
      />
      <div className="form-actions">
        <button type="submit" className="button" disabled={!hydrated || request.isPending}>
          {request.isPending ? 'Sending…' : 'Send me a reset link'}
        </button>
      </div>
    </form>
  );
}
