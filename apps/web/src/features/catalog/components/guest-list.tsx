import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { CatalogKind } from '@trg/contract/catalog-rules';
import type { GuestList as GuestListData } from '@trg/contract/guest-list';
import { QueryStatus } from '../../../components/ui/query-status.tsx';
import { useGuestList } from '../api/get-guest-list.ts';
import { KINDS } from '../catalog-kinds.ts';
import { amountText, guestListCsv, guestMatches, guestWhen, ticketState, zoneNote } from '../door-format.ts';
import './door.css';

function downloadCsv(list: GuestListData) {
  const url = URL.createObjectURL(new Blob([guestListCsv(list)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `guest-list-${list.item.id}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** An item's guest list: who booked, their tickets and what became of each; searchable, as CSV, printable. */
export function GuestList({ kind, id }: { kind: CatalogKind; id: number }) {
  const config = KINDS[kind];
  const query = useGuestList(id);
  const [words, setWords] = useState('');
  const [slot, setSlot] = useState('');
  const searchId = useId();
  const slotId = useId();
  const list = query.data;
  const slots = useMemo(() => {
    if (!list) return [];
    const seen = new Map<number, string>();
    for (const guest of list.guests) if (guest.itemId !== list.item.id) seen.set(guest.itemId, guestWhen(guest));
    return [...seen];
  }, [list]);
  const shown = list ? list.guests.filter((guest) => guestMatches(guest, words) && (slot === '' || String(guest.itemId) === slot)) : [];
  const parentId = list?.item.parentId ?? id;
  return (
    <section className="section host-page door" aria-labelledby="guests-title">
      <p className="door__back">
        <Link to={config.managePath(parentId)}>Back to Manage {config.Noun}</Link>
      </p>
      <h1 id="guests-title">Guest list</h1>
      <QueryStatus isLoading={query.isPending} error={query.error} onRetry={() => void query.refetch()} what="guest list" />
      {list && (
        <>
          <div className="door__summary">
            <h2 className="door__item">
              {list.item.title}
              {list.item.date && <span className="door__when"> · {guestWhen(list.item)}</span>}
            </h2>
            <p className="door__counts">
              <strong>{list.counts.arrived}</strong> arrived of <strong>{list.counts.expected}</strong> expected
            </p>
            <p className="door__actions">
              <Link className="button" to={config.checkInPath(parentId) + (parentId !== id ? `?slot=${id}` : '')}>
                Check-in at the door
              </Link>
              <button type="button" className="button button--ghost" onClick={() => downloadCsv(list)}>
                Download CSV
              </button>
              <button type="button" className="button button--ghost" onClick={() => window.print()}>
                Print
              </button>
            </p>
          </div>
          <div className="door__filters">
            <label htmlFor={searchId}>Search guests</label>
            <input
              id={searchId}
              type="search"
              value={words}
              onChange={(event) => setWords(event.target.value)}
              placeholder="Name, email, reference or ticket code"
            />
            {slots.length > 0 && (
              <>
                <label htmlFor={slotId}>Date</label>
                <select id={slotId} value={slot} onChange={(event) => setSlot(event.target.value)}>
                  <option value="">Every date</option>
                  {slots.map(([slotItem, when]) => (
                    <option key={slotItem} value={String(slotItem)}>
                      {when}
                    </option>
                  ))}
                </select>
              </>
            )}
          </div>
          {list.guests.length === 0 ? (
            <p className="muted">Nobody has booked yet.</p>
          ) : shown.length === 0 ? (
            <p className="muted" role="status">
              No guest matches “{words}”.
            </p>
          ) : (
            <table className="guest-table">
              <caption className="visually-hidden">
                Guests of {list.item.title}. {zoneNote(list)}
              </caption>
              <thead>
                <tr>
                  <th scope="col">Guest</th>
                  <th scope="col">Booking</th>
                  <th scope="col">Tickets</th>
                  <th scope="col">Amount paid</th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {shown.map((guest) => (
                  <tr key={`${guest.bookingReference ?? ''}-${guest.itemId}`}>
                    <th scope="row" data-label="Guest">
                      <span className="guest-table__name">{guest.name}</span>
                      {guest.email && <span className="guest-table__email">{guest.email}</span>}
                    </th>
                    <td data-label="Booking">
                      {guest.bookingReference ?? '—'}
                      {guest.itemId !== list.item.id && <span className="guest-table__email">{guestWhen(guest)}</span>}
                    </td>
                    <td data-label="Tickets">
                      {guest.tickets.length === 0 ? (
                        `${guest.quantity} (no codes issued)`
                      ) : (
                        <ul className="guest-table__tickets">
                          {guest.tickets.map((ticket) => (
                            <li key={ticket.code}>
                              <code>{ticket.code}</code> · admits {ticket.admits} ·{' '}
                              <span className={`ticket-state ticket-state--${ticket.checkedInAt ? 'in' : ticket.status}`}>
                                {ticketState(ticket, list.item.timeZone)}
                              </span>
                            </li>
                          ))}
                        </ul>
                      )}
                    </td>
                    <td data-label="Amount paid">{amountText(guest)}</td>
                    <td data-label="Status">{guest.status === 'paid' ? 'Paid' : 'Refunded'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <p className="muted door__zone">{zoneNote(list)}</p>
        </>
      )}
    </section>
  );
}
