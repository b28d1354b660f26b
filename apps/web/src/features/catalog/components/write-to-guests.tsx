import { useState, type FormEvent } from 'react';
import type { HostItem } from '@trg/contract/catalog';
import type { CatalogKind } from '@trg/contract/catalog-rules';
import { formatDate } from '@trg/contract/dates';
import { timeZoneLabel } from '@trg/contract/display';
import { GUEST_MESSAGE_LIMITS, GuestMessageInputSchema } from '@trg/contract/guest-messages';
import { localDateTimeOf } from '@trg/contract/local-time-labels';
import { FormAlert, SelectField, TextAreaField, TextField } from '../../../components/ui/field.tsx';
import { QueryStatus } from '../../../components/ui/query-status.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useGuestMessages, useSendGuestMessage } from '../api/guest-messages.ts';

/** '14 July 2026 at 18:05 (Paris time, GMT+1)': when a message went, in the item's zone. */
function sentText(sentAt: string, zone: string) {
  const { date, time } = localDateTimeOf(Date.parse(sentAt), zone);
  return `${formatDate(date)} at ${time} (${timeZoneLabel(zone, { date }).replace(/\u00a0/g, ' ')})`;
}

/** '14 July 2026 at 11:00': one slot of an experience sold by the slot. */
const slotText = (slot: { date: string | null; time: string | null } | undefined) =>
  slot?.date ? `${formatDate(slot.date)}${slot.time ? ` at ${slot.time}` : ''}` : 'one date';

const guestsText = (count: number) => (count === 1 ? '1 guest' : `${count} guests`);

/**
 * Write to guests: an email to everyone holding a paid ticket for the item (their addresses stay hidden from the host),
 * and the log of what was sent before.
 */
export function WriteToGuests({ kind, item }: { kind: CatalogKind; item: HostItem }) {
  const log = useGuestMessages(item.id);
  const send = useSendGuestMessage(item.id);
  const [subject, setSubject] = useState('');
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sent, setSent] = useState<string | null>(null);
  const [slotId, setSlotId] = useState('');
  const zone = item.timeZoneId ?? 'Etc/UTC';
  const slots = log.data?.slots ?? [];
  const chosenSlot = slots.find((slot) => String(slot.id) === slotId);
  const guests = chosenSlot?.guests ?? log.data?.guests ?? 0;
  const failure =
    send.error instanceof ApiRequestError ? send.error.message : send.error ? 'Your message was not sent. Please try again.' : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSent(null);
    const parsed = GuestMessageInputSchema.safeParse({ subject, text });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    send.mutate(
      { slotId: chosenSlot?.id ?? null, message: parsed.data },
      {
        onSuccess: (message) => {
          setSubject('');
          setText('');
          setSent(`Sent to ${guestsText(message.recipients)}.`);
        },
        onError: (error) => setErrors(error instanceof ApiRequestError ? error.fields : {}),
      },
    );
  };

  return (
    <section className="card write-to-guests" aria-labelledby="write-to-guests-title">
      <h2 id="write-to-guests-title">Write to guests</h2>
      <QueryStatus isLoading={log.isPending} error={log.error} onRetry={() => void log.refetch()} what="your guests" />
      {log.data && (
        <>
          <p>
            An email to the {guestsText(guests)} holding a paid ticket for this {kind}. Each guest gets it on their own: you never see their
            addresses. You can write {GUEST_MESSAGE_LIMITS.perItemPerHour} times an hour.
          </p>
          {guests > 0 ? (
            <form onSubmit={submit} noValidate>
              {slots.length > 0 && (
                <SelectField
                  label="Write to"
                  value={slotId}
                  onChange={(event) => setSlotId(event.target.value)}
                  options={[
                    { value: '', label: `Every guest of this ${kind} (${guestsText(log.data.guests)})` },
                    ...slots.map((slot) => ({
                      value: String(slot.id),
                      label: `The guests of ${slotText(slot)} (${guestsText(slot.guests)})`,
                    })),
                  ]}
                />
              )}
              <TextField
                label="Subject"
                value={subject}
                maxLength={GUEST_MESSAGE_LIMITS.subject}
                onChange={(event) => setSubject(event.target.value)}
                error={errors.subject}
              />
              <TextAreaField
                label="Message"
                rows={6}
                value={text}
                maxLength={GUEST_MESSAGE_LIMITS.text}
                onChange={(event) => setText(event.target.value)}
                error={errors.text}
              />
              <FormAlert>{failure}</FormAlert>
              <button type="submit" className="button" disabled={send.isPending}>
                {send.isPending ? 'Sending...' : `Send to ${guestsText(guests)}`}
              </button>
              <p role="status" className="write-to-guests__sent">
                {sent}
              </p>
            </form>
          ) : (
            <p className="muted">Nobody has a ticket yet: you can write once guests have bought one.</p>
          )}
          <h3>Sent before</h3>
          {log.data.messages.length === 0 ? (
            <p className="muted">No messages yet.</p>
          ) : (
            <ul className="write-to-guests__log">
              {log.data.messages.map((message) => (
                <li key={message.id}>
                  <strong>{message.subject}</strong>
                  <span>
                    {sentText(message.sentAt, zone)} · to {guestsText(message.recipients)}
                    {message.itemId !== item.id && ` of ${slotText(slots.find((slot) => slot.id === message.itemId))}`}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
