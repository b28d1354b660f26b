import { useMemo } from 'react';
import { dayText, monthTitle, monthWeeks, weekdayNames } from '../slot-dates.ts';

interface SlotCalendarProps {
  /** The month shown, YYYY-MM. */
  month: string;
  /** Every date with slots, and the places left on its bookable ones (0: none can be booked). */
  places: ReadonlyMap<string, number>;
  /** Dates with none left to book but a sold-out time whose waiting list may be joined: buttons too, marked 'full'. */
  waitable?: ReadonlySet<string>;
  chosen: string | null;
  onChoose: (date: string) => void;
  /** The nearest months before and after with slots, or null. */
  previous: string | null;
  next: string | null;
  onMonth: (month: string) => void;
}

const placesText = (count: number) => `${count} ${count === 1 ? 'place' : 'places'} left`;

/**
 * A month of an experience's dates, Monday first. A date with a slot that can be booked is a button showing its
 * places left; so is a sold-out date with a waiting list, marked 'full'; every other date is plain text, out of the tab
 * order.
 */
export function SlotCalendar({ month, places, waitable, chosen, onChoose, previous, next, onMonth }: SlotCalendarProps) {
  const names = useMemo(() => weekdayNames(), []);
  const title = monthTitle(month);
  return (
    <div className="slot-calendar">
      <div className="slot-calendar__head">
        <button
          type="button"
          className="slot-calendar__nav"
          aria-label="Previous month"
          disabled={previous === null}
          onClick={() => previous && onMonth(previous)}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <h3 className="slot-calendar__title" aria-live="polite">
          {title}
        </h3>
        <button
          type="button"
          className="slot-calendar__nav"
          aria-label="Next month"
          disabled={next === null}
          onClick={() => next && onMonth(next)}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <table className="slot-calendar__grid">
        <caption className="visually-hidden">{title}: the dates that can be booked are buttons, with the places left that day</caption>
        <thead>
          <tr>
            {names.map((name) => (
              <th key={name.long} scope="col" abbr={name.long}>
                {name.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((date, index) => {
                if (date === null) return <td key={`blank-${index}`} />;
                const day = Number(date.slice(8));
                const left = places.get(date);
                if (left === undefined) {
                  return (
                    <td key={date}>
                      <span className="slot-calendar__day">{day}</span>
                    </td>
                  );
                }
                if (left === 0 && waitable?.has(date)) {
                  return (
                    <td key={date}>
                      <button
                        type="button"
                        className="slot-calendar__day slot-calendar__day--waitable"
                        aria-pressed={chosen === date}
                        onClick={() => onChoose(date)}
                      >
                        <span className="visually-hidden">{dayText(date).split(' ')[0]}</span> <span>{day}</span>{' '}
                        <span className="visually-hidden">{dayText(date).split(' ').slice(2).join(' ')},</span>{' '}
                        <span className="slot-calendar__places">full</span>
                        <span className="visually-hidden">: waiting list</span>
                      </button>
                    </td>
                  );
                }
                if (left === 0) {
                  return (
                    <td key={date}>
                      <span className="slot-calendar__day slot-calendar__day--full">
                        {day}
                        <span className="visually-hidden"> (fully booked or closed)</span>
                      </span>
                    </td>
                  );
                }
                return (
                  <td key={date}>
                    <button
                      type="button"
                      className="slot-calendar__day slot-calendar__day--open"
                      aria-pressed={chosen === date}
                      onClick={() => onChoose(date)}
                    >
                      {/* Named by its content, so that what it shows is part of its name: 'Saturday 3 July 2027, 16 places left'. */}
                      <span className="visually-hidden">{dayText(date).split(' ')[0]}</span> <span>{day}</span>{' '}
                      <span className="visually-hidden">{dayText(date).split(' ').slice(2).join(' ')},</span>{' '}
                      <span className="slot-calendar__places">{left}</span>{' '}
                      <span className="visually-hidden">{placesText(left).replace(/^\d+ /, '')}</span>
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
