import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { CatalogKind } from '@trg/contract/catalog-rules';
import { ticketCodeOf, type CheckInResult } from '@trg/contract/guest-list';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { sendCheckIns } from '../api/check-in.ts';
import { getGuestList } from '../api/get-guest-list.ts';
import { KINDS } from '../catalog-kinds.ts';
import { doorTime, guestMatches, guestWhen, ticketState, zoneNote } from '../door-format.ts';
import {
  afterSync,
  checkInOffline,
  doorCounts,
  doorDeviceId,
  keepDoorPageOffline,
  loadDoorState,
  queuedEntries,
  saveDoorState,
  withList,
  withServerResults,
  type DoorState,
} from '../door-store.ts';
import { QrScanner } from './qr-scanner.tsx';
import './door.css';

const isNetworkError = (error: unknown) => error instanceof ApiRequestError && error.status === 0;

const HEADLINES = { admitted: 'Admitted', already: 'Already checked in', refused: 'Refused' } as const;

/**
 * The door on a phone: scan a ticket's QR or type its code or a guest's name; each ticket lets its holders in once.
 * The list is kept on the phone, so the door goes on without a network; check-ins made offline are sent when it
 * returns, and what another phone did first is shown.
 */
export function CheckInDoor({ kind, id, itemId }: { kind: CatalogKind; id: number; itemId: number }) {
  const config = KINDS[kind];
  const [state, setState] = useState<DoorState>(() => loadDoorState(id));
  const current = useRef(state);
  const [online, setOnline] = useState(() => navigator.onLine);
  const [last, setLast] = useState<CheckInResult | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [typed, setTyped] = useState('');
  const syncing = useRef(false);
  const deviceId = useRef('');
  const inputId = useId();

  const update = useCallback(
    (change: (state: DoorState) => DoorState) => {
      current.current = change(current.current);
      saveDoorState(id, current.current);
      setState(current.current);
    },
    [id],
  );

  const refresh = useCallback(async () => {
    try {
      const list = await getGuestList(id);
      update((state) => withList(state, list));
      setProblem(null);
    } catch (error) {
      if (!isNetworkError(error)) setProblem(error instanceof ApiRequestError ? error.message : 'The guest list could not be read.');
    }
  }, [id, update]);

  const sync = useCallback(async () => {
    const sent = current.current.queue;
    if (syncing.current || sent.length === 0) return;
    syncing.current = true;
    try {
      const { results } = await sendCheckIns(id, queuedEntries(sent));
      update((state) => afterSync(state, sent, results));
    } catch (error) {
      if (!isNetworkError(error)) setProblem(error instanceof ApiRequestError ? error.message : 'The check-ins could not be sent.');
    } finally {
      syncing.current = false;
    }
  }, [id, update]);

  useEffect(() => {
    deviceId.current = doorDeviceId();
    keepDoorPageOffline();
    const back = () => {
      setOnline(true);
      void sync().then(refresh);
    };
    const gone = () => setOnline(false);
    window.addEventListener('online', back);
    window.addEventListener('offline', gone);
    // Whatever was queued here before the page was left goes first, then the list is read afresh.
    void Promise.resolve().then(sync).then(refresh);
    return () => {
      window.removeEventListener('online', back);
      window.removeEventListener('offline', gone);
    };
  }, [sync, refresh]);

  const checkIn = useCallback(
    async (input: string) => {
      if (navigator.onLine) {
        try {
          const { results, counts } = await sendCheckIns(id, [
            { code: input, clientTime: new Date().toISOString(), deviceId: deviceId.current },
          ]);
          update((state) => withServerResults(state, results, counts));
          setLast(results[0] ?? null);
          return;
        } catch (error) {
          if (!isNetworkError(error)) {
            setProblem(error instanceof ApiRequestError ? error.message : 'The check-in could not be sent.');
            return;
          }
        }
      }
      const decided = checkInOffline(current.current, input, deviceId.current);
      update(() => decided.state);
      setLast(decided.result);
    },
    [id, update],
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!ticketCodeOf(typed)) return;
    void checkIn(typed);
    setTyped('');
  };

  const list = state.list;
  const counts = doorCounts(state);
  const zone = list?.item.timeZone ?? 'UTC';
  const searching = typed.trim().length >= 2 && !ticketCodeOf(typed);
  const matches = searching && list ? list.guests.filter((guest) => guestMatches(guest, typed)).slice(0, 8) : [];
  const queued = new Set(state.queue.map((entry) => entry.code));

  return (
    <section className="section host-page door door--check-in" aria-labelledby="check-in-title">
      <p className="door__back">
        <Link to={config.guestsPath(itemId) + (itemId !== id ? `?slot=${id}` : '')}>Guest list</Link>
      </p>
      <h1 id="check-in-title">Check-in</h1>
      {list ? (
        <h2 className="door__item">
          {list.item.title}
          {list.item.date && <span className="door__when"> · {guestWhen(list.item)}</span>}
        </h2>
      ) : (
        <p role="status">{online ? 'Loading the guest list...' : 'Offline, and no guest list is kept on this phone yet.'}</p>
      )}
      <p className="door__counts door__counts--big" aria-live="polite">
        <strong>{counts.arrived}</strong> arrived of <strong>{counts.expected}</strong> expected
      </p>
      {!online && (
        <p className="door__offline" role="status">
          Offline: check-ins are kept on this phone
          {state.queue.length > 0 ? ` (${state.queue.length} waiting)` : ''} and sent when the network returns.
          {state.savedAt && list ? ` The list was saved at ${doorTime(state.savedAt, zone)}.` : ''}
        </p>
      )}
      {online && state.queue.length > 0 && <p role="status">Sending {state.queue.length} check-ins made offline...</p>}
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}

      <div className={`door__result${last ? ` door__result--${last.outcome}` : ''}`} role="status" aria-live="assertive">
        {!last && <p className="muted">Scan a ticket, or type its code or the guest’s name.</p>}
        {last && (
          <>
            <p className="door__result-title">
              {HEADLINES[last.outcome]}
              {last.name ? `: ${last.name}` : ''}
              {last.outcome === 'admitted' && last.admits ? ` (${last.admits} ${last.admits === 1 ? 'person' : 'people'})` : ''}
            </p>
            <p className="door__result-message">{last.message}</p>
          </>
        )}
      </div>

      <QrScanner onCode={(code) => void checkIn(code)} />

      <form className="door__type" onSubmit={onSubmit}>
        <label htmlFor={inputId}>Ticket code or guest name</label>
        <div className="door__type-row">
          <input
            id={inputId}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="K7QM-4XPD-2RTA or a name"
          />
          <button type="submit" className="button" disabled={!ticketCodeOf(typed)}>
            Check in
          </button>
        </div>
      </form>
      {searching && (
        <div className="door__matches">
          {matches.length === 0 ? (
            <p className="muted">No guest matches “{typed.trim()}”.</p>
          ) : (
            <ul className="door__guests">
              {matches.map((guest) => (
                <li key={`${guest.bookingReference ?? ''}-${guest.itemId}`}>
                  <p className="door__guest-name">
                    {guest.name} <span className="muted">{guest.bookingReference}</span>
                  </p>
                  <ul className="door__tickets">
                    {guest.tickets.map((ticket) => {
                      const open = ticket.status === 'valid' && !ticket.checkedInAt && !queued.has(ticket.code) && guest.status === 'paid';
                      return (
                        <li key={ticket.code}>
                          <code>{ticket.code}</code> · admits {ticket.admits} ·{' '}
                          {queued.has(ticket.code) ? 'Checked in (not sent yet)' : ticketState(ticket, zone)}
                          {open && (
                            <button
                              type="button"
                              className="button button--small"
                              onClick={() => {
                                void checkIn(ticket.code);
                                setTyped('');
                              }}
                            >
                              Check in {ticket.code}
                            </button>
                          )}
                        </li>
                      );
                    })}
                  </ul>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}

      {state.conflicts.length > 0 && (
        <section className="door__conflicts" aria-labelledby="conflicts-title">
          <h2 id="conflicts-title">Found when the check-ins were sent</h2>
          <ul>
            {state.conflicts.map((conflict, index) => (
              <li key={`${conflict.code}-${index}`}>
                <code>{conflict.code}</code>
                {conflict.name ? ` (${conflict.name})` : ''}: {conflict.message}
              </li>
            ))}
          </ul>
          <button type="button" className="button button--ghost" onClick={() => update((state) => ({ ...state, conflicts: [] }))}>
            Clear these notes
          </button>
        </section>
      )}
      {list && <p className="muted door__zone">{zoneNote(list)}</p>}
    </section>
  );
}
