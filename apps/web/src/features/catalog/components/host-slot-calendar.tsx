import { useState } from 'react';
import type { HostSlot } from '@trg/contract/slots';
import { QueryStatus } from '../../../components/ui/query-status.tsx';
import { useHostSlots } from '../api/experience-slots.ts';
import { dayText, monthTitle, shiftMonth } from '../slot-dates.ts';
import { HostSlotRow } from './host-slot-row.tsx';

/** The host's slots month by month: each day's times with their bookings, places to change, and Close slot. */
export function HostSlotCalendar({ id }: { id: number }) {
  // null: the month the server starts with.
  const [month, setMonth] = useState<string | null>(null);
  const query = useHostSlots(id, month);
  const data = query.data;
  const days = new Map<string, HostSlot[]>();
  for (const slot of data?.slots ?? []) days.set(slot.date, [...(days.get(slot.date) ?? []), slot]);

  return (
    <section className="host-slots" aria-labelledby="host-slots-title">
      <h3 id="host-slots-title">Slots and bookings</h3>
      {!data ? (
        <QueryStatus isLoading={query.isPending} error={query.error} onRetry={() => void query.refetch()} what="slots" />
      ) : (
        <>
          <div className="host-slots__nav">
            <button type="button" className="button button--ghost button--small" onClick={() => setMonth(shiftMonth(data.month, -1))}>
              Previous month
            </button>
            <h4 className="host-slots__month" aria-live="polite">
              {monthTitle(data.month)}
              {query.isPlaceholderData && <span className="muted"> (loading)</span>}
            </h4>
            <button type="button" className="button button--ghost button--small" onClick={() => setMonth(shiftMonth(data.month, 1))}>
              Next month
            </button>
          </div>
          {query.error && <QueryStatus isLoading={false} error={query.error} onRetry={() => void query.refetch()} what="slots" />}
          {days.size === 0 && <p className="muted">No slots in {monthTitle(data.month)}.</p>}
          {[...days].map(([date, slots]) => (
            <section key={date} className="host-slots__day" aria-labelledby={`host-day-${date}`}>
              <h5 id={`host-day-${date}`} className="host-slots__date">
                {dayText(date)}
              </h5>
              <ul className="host-slots__list">
                {slots.map((slot) => (
                  <HostSlotRow key={slot.id} experienceId={id} timeZoneId={data.timeZoneId} slot={slot} />
                ))}
              </ul>
            </section>
          ))}
        </>
      )}
    </section>
  );
}
