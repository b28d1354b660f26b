import { useId, useState, type FormEvent } from 'react';
import { TextField } from '../../../components/ui/field.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useTransferTicket } from '../api/transfer-ticket.ts';

interface TicketTransferFormProps {
  itemId: number;
  code: string;
  onDone: (message: string) => void;
  onCancel: () => void;
}

/**
 * 'Pass this ticket on': the person's name and email, then a confirm. The new ticket (a new QR code) is emailed to
 * them and this one stops admitting anyone, which the form says before the member confirms.
 */
export function TicketTransferForm({ itemId, code, onDone, onCancel }: TicketTransferFormProps) {
  const titleId = useId();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [confirming, setConfirming] = useState(false);
  const transfer = useTransferTicket(itemId);
  const failure = transfer.error instanceof ApiRequestError ? transfer.error : null;
  const fields = failure?.fields ?? {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!confirming) {
      setConfirming(true);
      return;
    }
    transfer.mutate(
      { code, input: { name: name.trim(), email: email.trim() } },
      { onSuccess: (answer) => onDone(answer.message), onError: () => setConfirming(false) },
    );
  };

  return (
    <form className="ticket-transfer" aria-labelledby={titleId} onSubmit={submit} noValidate>
      <h4 id={titleId}>Pass ticket {code} on</h4>
      <TextField
        label="Their name"
        name="name"
        autoComplete="off"
        required
        value={name}
        error={fields.name}
        onChange={(event) => {
          setName(event.target.value);
          setConfirming(false);
        }}
      />
      <TextField
        label="Their email"
        name="email"
        type="email"
        autoComplete="off"
        required
        value={email}
        error={fields.email}
        onChange={(event) => {
          setEmail(event.target.value);
          setConfirming(false);
        }}
      />
      <div aria-live="polite">
        {confirming && (
          <p className="ticket-transfer__confirm">
            {name.trim() || 'They'} will get a new ticket by email at {email.trim() || 'that address'}; ticket {code} will no longer admit
            anyone. This cannot be undone.
          </p>
        )}
        {failure && !failure.fields.name && !failure.fields.email && (
          <p className="form-message form-message--error" role="alert">
            {failure.message}
          </p>
        )}
        {transfer.error && !failure && (
          <p className="form-message form-message--error" role="alert">
            The ticket could not be passed on. Please try again.
          </p>
        )}
      </div>
      <div className="ticket-transfer__actions">
        <button type="submit" className="button" disabled={transfer.isPending}>
          {transfer.isPending ? 'Passing it on…' : confirming ? 'Confirm: pass it on' : 'Pass it on'}
        </button>
        <button type="button" className="button button--ghost" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
