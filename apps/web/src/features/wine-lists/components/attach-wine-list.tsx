import { useId, useState, type FormEvent } from 'react';
import type { HostItem } from '@trg/contract/catalog';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useUpdateWineListStatus } from '../api/update-wine-list-status.ts';

/** One of the host's listings as its query answers it so far. */
export interface HostItemsAnswer {
  data?: readonly HostItem[] | undefined;
  isPending: boolean;
  isError: boolean;
}

/**
 * The host's events and experiences a list can be poured at: the catalog's host listings, which the page reads
 * (under the catalog's keys, so that they never go stale beside the catalog's own) and hands in.
 */
export interface PourTargets {
  events: HostItemsAnswer;
  experiences: HostItemsAnswer;
}

/** Experiences carry experienceTitle beside eventTitle; events only eventTitle. */
const titleOf = (item: { eventTitle: string; experienceTitle?: string | undefined }) => item.experienceTitle ?? item.eventTitle;

/**
 * Pour a list at one of the host's events and/or experiences: two dropdowns, and Confirm once at least one
 * is chosen (the server refuses neither being sent).
 */
export function AttachWineList({ listId, listName, pourTargets }: { listId: number; listName: string; pourTargets: PourTargets }) {
  const { events, experiences } = pourTargets;
  const attach = useUpdateWineListStatus();
  const [eventId, setEventId] = useState('');
  const [experienceId, setExperienceId] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const headingId = useId();
  const eventSelectId = useId();
  const experienceSelectId = useId();
  const chosen = eventId !== '' || experienceId !== '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return;
    const names = [
      events.data?.find((item) => String(item.id) === eventId),
      experiences.data?.find((item) => String(item.id) === experienceId),
    ]
      .filter((item) => item !== undefined)
      .map(titleOf);
    setDone(null);
    attach.mutate(
      {
        action: 'add_to_event_experience',
        wineListId: listId,
        ...(eventId ? { eventId: Number(eventId) } : {}),
        ...(experienceId ? { experienceId: Number(experienceId) } : {}),
      },
      {
        onSuccess: () => {
          setEventId('');
          setExperienceId('');
          setDone(`${listName} is now on ${names.join(' and ')}.`);
        },
      },
    );
  };

  const error =
    attach.error instanceof ApiRequestError
      ? attach.error.message
      : attach.error
        ? 'The wine list could not be added. Please try again.'
        : null;
  const loadFailed = events.isError || experiences.isError;

  return (
    <form className="wine-list-card__attach" aria-labelledby={headingId} onSubmit={submit} noValidate>
      <h3 id={headingId} className="wine-list-card__subhead">
        Add to an event or experience
      </h3>
      <div className="wine-list-card__selects">
        <div className="wine-lists__field">
          <label htmlFor={eventSelectId}>Event</label>
          <select id={eventSelectId} value={eventId} onChange={(e) => setEventId(e.target.value)} disabled={events.isPending}>
            <option value="">
              {events.isPending ? 'Loading events...' : events.data?.length === 0 ? 'No events yet' : 'Choose an event'}
            </option>
            {events.data?.map((item) => (
              <option key={item.id} value={String(item.id)}>
                {titleOf(item)}
              </option>
            ))}
          </select>
        </div>
        <div className="wine-lists__field">
          <label htmlFor={experienceSelectId}>Experience</label>
          <select
            id={experienceSelectId}
            value={experienceId}
            onChange={(e) => setExperienceId(e.target.value)}
            disabled={experiences.isPending}
          >
            <option value="">
              {experiences.isPending
                ? 'Loading experiences...'
                : experiences.data?.length === 0
                  ? 'No experiences yet'
                  : 'Choose an experience'}
            </option>
            {experiences.data?.map((item) => (
              <option key={item.id} value={String(item.id)}>
                {titleOf(item)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {loadFailed && (
        <p className="form-message form-message--error">We could not load your events and experiences. Please reload the page.</p>
      )}
      {chosen && (
        <button type="submit" className="button button--small" disabled={attach.isPending}>
          {attach.isPending ? 'Adding...' : 'Confirm'}
        </button>
      )}
      {error && (
        <p className="form-message form-message--error" role="alert">
          {error}
        </p>
      )}
      {done && (
        <p className="form-message form-message--success" role="status">
          {done}
        </p>
      )}
    </form>
  );
}
