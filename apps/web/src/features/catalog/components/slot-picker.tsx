import { useCallback, useId, useState, type ReactNode } from 'react';
import { timeZoneLabel } from '@trg/contract/display';
import type { PublicSlot } from '@trg/contract/slots';
import { QueryStatus } from '../../../components/ui/query-status.tsx';
import { useSlots } from '../api/get-slots.ts';
import { dayText, monthOf, slotTimeText } from '../slot-dates.ts';
import { SlotCalendar } from './slot-calendar.tsx';
import './slots.css';

/** What 'Add to cart' adds for an experience sold by the slot: the slot and the party's size. */
export interface SlotChoice {
  slot: number;
  quantity: number;
}

interface SlotPickerProps {
  experienceId: number;
  /** A choice made before signing in (or a slot named by the page's link), shown as chosen. */
  initial?: { slot: number; quantity?: number | null } | null;
  /** The add button (or what stands in for it), given the choice made so far. */
  action: (choice: SlotChoice | null) => ReactNode;
  /**
   * The waiting-list control of a sold-out slot, told whether a place is held for the member (then the slot can be
   * booked by them). Without it, a sold-out time cannot be chosen.
   */
  waitingList?: (slotId: number, onHolding: (holding: boolean) => void) => ReactNode;
}

/** No place left at all: a time whose waiting list may be joined (the server says if its sales have closed). */
const isSoldOut = (slot: PublicSlot) => !slot.bookable && slot.placesLeft === 0;

/** '3 left'; 'Sold out' when too few places are left for the smallest party; 'Closed' once past the cut-off. */
function slotState(slot: PublicSlot, partyMin: number): string {
  if (slot.bookable) return `${slot.placesLeft} left`;
  return slot.placesLeft < partyMin ? 'Sold out' : 'Closed';
}

const guests = (count: number) => `${count} ${count === 1 ? 'guest' : 'guests'}`;

function durationText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} minutes`;
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}${rest ? ` ${rest} minutes` : ''}`;
}

/**
 * An experience sold by the slot: a month calendar of its dates, the chosen date's times with their places left,
 * then the party's size. Times are the experience's own, labelled with its zone.
 */
export function SlotPicker({ experienceId, initial, action, waitingList }: SlotPickerProps) {
  const query = useSlots(experienceId);
  const [month, setMonth] = useState<string | null>(null);
  const [day, setDay] = useState<string | null>(null);
  // Chosen by the member; until then, the initial slot (which may come only once the page knows who is signed in).
  const [chosenSlot, setSlotId] = useState<number | null>(null);
  const [chosenParty, setParty] = useState<number | null>(null);
  const baseId = useId();
  // The sold-out slot whose waiting list holds a place for the member now.
  const [heldSlot, setHeldSlot] = useState<number | null>(null);
  const onHolding = useCallback(
    (slot: number) => (holding: boolean) => setHeldSlot((now) => (holding ? slot : now === slot ? null : now)),
    [],
  );

  if (!query.data) {
    return <QueryStatus isLoading={query.isPending} error={query.error} onRetry={() => void query.refetch()} what="dates" />;
  }
  const { slots, partyMin, partyMax, timeZoneId, durationMinutes } = query.data;
  const byDate = new Map<string, PublicSlot[]>();
  const places = new Map<string, number>();
  for (const slot of slots) {
    byDate.set(slot.date, [...(byDate.get(slot.date) ?? []), slot]);
    places.set(slot.date, (places.get(slot.date) ?? 0) + (slot.bookable ? slot.placesLeft : 0));
  }
  const waits = (slot: PublicSlot) => waitingList !== undefined && isSoldOut(slot);
  const waitable = new Set(slots.filter(waits).map((slot) => slot.date));
  const firstBookable = slots.find((slot) => slot.bookable) ?? slots.find(waits);
  if (!firstBookable) {
    return (
      <p className="booking-panel__closed" role="status">
        No dates can be booked at the moment.
      </p>
    );
  }
  const initialSlot = slots.find((slot) => slot.id === initial?.slot && (slot.bookable || waits(slot)));
  const months = [...new Set(slots.map((slot) => monthOf(slot.date)))];
  const shown = month ?? monthOf((initialSlot ?? firstBookable).date);
  const index = months.indexOf(shown);
  const chosenDay = day ?? initialSlot?.date ?? null;
  const slotId = chosenSlot ?? (day === null ? (initialSlot?.id ?? null) : null);
  const party = chosenParty ?? initial?.quantity ?? null;
  const daySlots = chosenDay ? (byDate.get(chosenDay) ?? []) : [];
  const open = daySlots.filter((slot) => slot.bookable);
  // A day with one bookable time has it chosen already.
  const picked = daySlots.find((slot) => slot.id === slotId && (slot.bookable || waits(slot)));
  const soldOut = picked && !picked.bookable ? picked : undefined;
  const held = soldOut !== undefined && heldSlot === soldOut.id;
  const chosen = soldOut ? (held ? soldOut : undefined) : (picked ?? (open.length === 1 ? open[0] : undefined));
  // A held place is one place: the smallest party may book it (the server says if that is too many).
  const most = held ? partyMin : chosen ? Math.min(partyMax, chosen.placesLeft) : partyMax;
  const quantity = Math.min(Math.max(party ?? partyMin, partyMin), most);
  const partyId = `${baseId}-party`;

  const chooseDay = (date: string) => {
    setDay(date);
    setSlotId(null);
  };

  return (
    <div className="slot-picker">
      <p className="slot-picker__hint">Choose a date, then a time. Each visit lasts {durationText(durationMinutes)}.</p>
      <SlotCalendar
        month={shown}
        places={places}
        waitable={waitable}
        chosen={chosenDay}
        onChoose={chooseDay}
        previous={months[index - 1] ?? null}
        next={months[index + 1] ?? null}
        onMonth={setMonth}
      />
      {chosenDay && daySlots[0] && (
        <fieldset className="slot-times">
          <legend>Times on {dayText(chosenDay)}</legend>
          <p className="slot-times__zone">{timeZoneLabel(timeZoneId, { date: chosenDay, offset: daySlots[0].timeZone })}</p>
          <div className="slot-times__options">
            {daySlots.map((slot) => (
              <label key={slot.id} className="slot-times__option" data-bookable={slot.bookable}>
                <input
                  type="radio"
                  name={`${baseId}-time`}
                  value={slot.id}
                  checked={(chosen ?? soldOut)?.id === slot.id}
                  disabled={!slot.bookable && !waits(slot)}
                  onChange={() => setSlotId(slot.id)}
                />
                <span className="slot-times__time">{slotTimeText(slot)}</span>{' '}
                <span className="slot-times__left">{slotState(slot, partyMin)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {soldOut && waitingList?.(soldOut.id, onHolding(soldOut.id))}
      {chosen && (
        <div className="slot-picker__party">
          <label htmlFor={partyId}>Party size</label>
          <select id={partyId} value={quantity} onChange={(event) => setParty(Number(event.target.value))}>
            {Array.from({ length: most - partyMin + 1 }, (_, offset) => partyMin + offset).map((count) => (
              <option key={count} value={count}>
                {guests(count)}
              </option>
            ))}
          </select>
        </div>
      )}
      {/* A sold-out time offers its waiting list in place of the add button, until a place is held for the member. */}
      {!(soldOut && !held) && <div className="booking-panel__buy">{action(chosen ? { slot: chosen.id, quantity } : null)}</div>}
    </div>
  );
}
