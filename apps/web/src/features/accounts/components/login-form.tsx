import { useState, type FormEvent } from 'react';
import type { AuthSession } from '@trg/contract/accounts';
import { FormAlert, TextField } from '../../../components/ui/field.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useLogin } from '../api/login.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { fieldErrorsOf } from '../../../lib/field-errors.ts';
import './accounts.css';

/** Username and password; hands the session to `onSignedIn`. Failures show the server's message. */
export function LoginForm({ onSignedIn }: { onSignedIn(session: AuthSession): void }) {
  const login = useLogin();
  const hydrated = useHydrated();
  const [fields, setFields] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    // The schema (and zod) loads with the first submit, so that the page's first script stays small.
    const { LoginSchema } = await import('@trg/contract/accounts');
    const parsed = LoginSchema.safeParse({ username: data.get('username'), password: data.get('password') });
    if (!parsed.success) {
      setFields(fieldErrorsOf(parsed.error));
      setMessage(null);
      return;
    }
    setFields({});
    setMessage(null);
    login.mutate(parsed.data, {
      onSuccess: onSignedIn,
      onError: (error) => {
        setMessage(error.message);
        if (error instanceof ApiRequestError) setFields(error.fields);
      },
    });
  };

  return (
    <form
      className="account-form"
      method="post"
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-describedby={message ? 'login-error' : undefined}
    >
      <FormAlert>{message && <p id="login-error">{message}</p>}</FormAlert>
      <TextField
        label="Username"
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        error={fields.username}
      />
      <TextField label="Password" name="password" type="password" autoComplete="current-password" required error={fields.password} />
      <div className="form-actions">
        <button type="submit" className="button" disabled={!hydrated || login.isPending}>
          {login.isPending ? 'Logging in…' : 'Login'}
        </button>
      </div>
    </form>
  );
}
