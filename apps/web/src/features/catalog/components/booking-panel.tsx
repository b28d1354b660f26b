import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { PublicItem } from '@trg/contract/catalog';
import type { CatalogKind } from '@trg/contract/catalog-rules';
import { formatDate } from '@trg/contract/dates';
import { experienceSlotPath, paths } from '@trg/contract/paths';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { moneyText } from '../../../lib/money.ts';
import { useQuery } from '@tanstack/react-query';
import { catalogKeys } from '../api/query-keys.ts';
import { KINDS } from '../catalog-kinds.ts';
import { zoneText } from '../format.ts';
import { lazyWithPreload } from '../../../lib/lazy-with-preload.tsx';
// The calendar's styles come with the page, so that the server's HTML of a slotted experience is styled at once.
import './slots.css';

/**
 * The month calendar of an experience sold by the slot: its code arrives only on such a page (most items have one
 * date), so it does not weigh on every item page's first script; the server renders it whole (lazyWithPreload).
 */
const SlotPicker = lazyWithPreload(() => import('./slot-picker.tsx').then((module) => module.SlotPicker));
import { TicketsLeft } from './tickets-left.tsx';
/** Join or leave the waiting list: only a sold-out item's page needs its code. */
const WaitingListControl = lazyWithPreload(() => import('./waiting-list-control.tsx').then((module) => module.WaitingListControl));

export type Buyer = 'anonymous' | 'member' | 'host';

interface BookingPanelProps {
  kind: CatalogKind;
  item: PublicItem;
  buyer: Buyer;
  /**
   * Adds the tickets to the cart (or sends a visitor to log in); rejects with the reason it failed. `slot` is the
   * slot chosen, for an experience sold by the slot.
   */
  onAdd: (quantity: number, slot?: number) => Promise<'added' | 'redirected'>;
  /** Empties a cart in another currency, then adds: offered when `isCurrencyConflict` says that is why the add failed. */
  onEmptyCartAndAdd?: (quantity: number, slot?: number) => Promise<unknown>;
  isCurrencyConflict?: (error: unknown) => boolean;
  /** A quantity chosen before signing in, to add now (validated by the caller); `onPendingAdded` follows the add. */
  pendingQuantity?: number | null;
  /**
   * The slot chosen with it, for an experience sold by the slot; alone (a waiting list's link or sign-in), the slot
   * shown as chosen.
   */
  pendingSlot?: number | null;
  onPendingAdded?: () => void;
}

type PanelState =
  | { status: 'idle' | 'adding' | 'added' }
  | { status: 'confirming'; quantity: number; slot: number | undefined; pending: boolean }
  | { status: 'failed'; message: string; currencyConflict: boolean; quantity: number; slot: number | undefined };

/** 'You have 2 tickets' with the way to the booking: fetched in the browser, never part of the shared page HTML. */
function HeldTickets({ kind, held, slug }: { kind: CatalogKind; held: number; slug: string }) {
  return (
    <p className="booking-panel__held" role="status">
      You have {held} {held === 1 ? 'ticket' : 'tickets'}. <Link to={KINDS[kind].bookingPath(slug)}>See your booking</Link>
    </p>
  );
}

function closedNote(item: PublicItem): string | null {
  switch (item.salesState) {
    case 'sold-out':
      return 'Sold out: every ticket has been sold.';
    case 'closed':
      return item.status === 'Past' ? 'This has already taken place.' : 'Ticket sales have closed.';
    case 'not-started':
      return `Ticket sales open on ${item.salesStartDate ? formatDate(item.salesStartDate) : 'a later date'}${item.salesStartTime ? ` at ${item.salesStartTime} ${zoneText(item)}` : ''}.`;
    default:
      return null;
  }
}

/** An experience sold by the slot is on sale slot by slot: only a cancelled or past one says so here. */
function slottedNote(item: PublicItem): string | null {
  if (item.status === 'Cancelled') return 'This experience was cancelled.';
  if (item.status === 'Past') return 'This has already taken place.';
  return null;
}

/**
 * Price and fee, a quantity of 1 up to maximumQuantity, and Add to cart; for an experience sold by the slot, its
 * calendar of dates and times and the party's size in place of the quantity.
 */
export function BookingPanel({
  kind,
  item,
  buyer,
  onAdd,
  onEmptyCartAndAdd,
  isCurrencyConflict,
  pendingQuantity,
  pendingSlot,
  onPendingAdded,
}: BookingPanelProps) {
  const [quantity, setQuantity] = useState(pendingQuantity ?? 1);
  const [state, setState] = useState<PanelState>({ status: 'idle' });
  const selectId = useId();
  const slotted = item.slotted === true;
  // Sold out, but a freed place is held for this member: they may buy it.
  const waitingList = !slotted && item.salesState === 'sold-out';
  const [holding, setHolding] = useState(false);
  const note = slotted ? slottedNote(item) : holding ? null : closedNote(item);
  const most = Math.max(1, Math.min(item.maximumQuantity ?? 1, item.ticketsAvailable || 1));
  const admits = item.ticketsPerOrder ?? 1;
  // Only a signed-in member asks whether they already hold tickets (404: they hold none).
  // Loaded on demand (with its schema) so that the public page's first script stays within budget.
  const booking = useQuery({
    queryKey: catalogKeys.booking(item.id),
    queryFn: async ({ signal }) => (await import('../api/get-my-booking.ts')).getMyBooking(item.id, signal),
    enabled: buyer === 'member',
  });
  const held = booking.data?.quantityBought ?? 0;
  const heldKnown = buyer !== 'member' || booking.isSuccess || booking.isError;

  const run = async (change: () => Promise<unknown>, chosen: number, slot: number | undefined, pending: boolean) => {
    setState({ status: 'adding' });
    try {
      const outcome = await change();
      setState({ status: outcome === 'redirected' ? 'idle' : 'added' });
      if (pending && outcome !== 'redirected') onPendingAdded?.();
    } catch (error) {
      setState({
        status: 'failed',
        message: error instanceof ApiRequestError ? error.message : 'The tickets could not be added. Please try again.',
        currencyConflict: Boolean(onEmptyCartAndAdd && isCurrencyConflict?.(error)),
        quantity: chosen,
        slot,
      });
    }
  };
  const add = (chosen: number, slot: number | undefined, pending = false) => run(() => onAdd(chosen, slot), chosen, slot, pending);
  const requestAdd = (chosen: number, slot: number | undefined, pending = false) => {
    if (held > 0) setState({ status: 'confirming', quantity: chosen, slot, pending });
    else void add(chosen, slot, pending);
  };

  // Back from /login with the quantity chosen before: add it once, as soon as we know what the member holds.
  const pendingRun = useRef(false);
  const pendingSlotId = slotted ? (pendingSlot ?? undefined) : undefined;
  useEffect(() => {
    // A slotted experience's party comes back with its slot, or not at all.
    const incomplete = slotted && pendingSlotId === undefined;
    if (!pendingQuantity || buyer !== 'member' || !heldKnown || pendingRun.current || note || incomplete) return;
    pendingRun.current = true;
    requestAdd(pendingQuantity, pendingSlotId, true);
  });

  const addButton = (onClick: (() => void) | null) =>
    buyer === 'host' ? (
      <p className="booking-panel__note">Tickets are booked with a member account.</p>
    ) : (
      <button type="button" className="button" onClick={onClick ?? undefined} disabled={!onClick || state.status === 'adding'}>
        {state.status === 'adding' ? 'Adding...' : 'Add to cart'}
      </button>
    );

  return (
    <section className="booking-panel" aria-labelledby="booking-title">
      <h2 id="booking-title">{kind === 'experience' ? 'Make a booking' : 'Tickets'}</h2>
      <div className="booking-panel__ticket">
        <div>
          <p className="booking-panel__name">General Admission</p>
          <p className="booking-panel__admits">
            One ticket admits {admits} {admits === 1 ? 'guest' : 'guests'}
          </p>
        </div>
        <div className="booking-panel__price">
          <strong>{moneyText(item.price, item.currency)}</strong>
          {item.clientTransactionFee !== null && <span>plus {moneyText(item.clientTransactionFee, item.currency)} booking fee</span>}
          {item.allInPrice !== null && item.allInPrice !== item.price && (
            <span className="booking-panel__all-in">
              {moneyText(item.allInPrice, item.currency)} a ticket all-in (fee and its VAT included)
            </span>
          )}
        </div>
      </div>
      {!slotted && !holding && <TicketsLeft item={item} />}
      {note && (
        <p className="booking-panel__closed" role="status">
          {note}
        </p>
      )}
      {waitingList && (
        <Suspense fallback={<p className="booking-panel__note">Loading the waiting list…</p>}>
          <WaitingListControl itemId={item.id} buyer={buyer} back={KINDS[kind].detailPath(item.slug)} onHolding={setHolding} />
        </Suspense>
      )}
      {note ? null : slotted ? (
        <Suspense fallback={<p className="booking-panel__note">Loading the dates…</p>}>
          <SlotPicker
            experienceId={item.id}
            initial={pendingSlot ? { slot: pendingSlot, quantity: pendingQuantity } : null}
            waitingList={
              buyer === 'host'
                ? undefined
                : (slotId, onHolding) => (
                    <Suspense fallback={<p className="booking-panel__note">Loading the waiting list…</p>}>
                      <WaitingListControl
                        itemId={slotId}
                        buyer={buyer}
                        back={experienceSlotPath(item.slug, slotId)}
                        onHolding={onHolding}
                      />
                    </Suspense>
                  )
            }
            action={(choice) => (
              <>
                {addButton(choice ? () => requestAdd(choice.quantity, choice.slot) : null)}
                {!choice && buyer !== 'host' && <p className="booking-panel__note">Choose a date and a time to book.</p>}
              </>
            )}
          />
        </Suspense>
      ) : (
        <div className="booking-panel__buy">
          <label htmlFor={selectId}>Quantity</label>
          <select id={selectId} value={quantity} onChange={(event) => setQuantity(Number(event.target.value))}>
            {Array.from({ length: most }, (_, index) => index + 1).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
          {addButton(() => requestAdd(quantity, undefined))}
        </div>
      )}
      {buyer === 'anonymous' && !note && <p className="booking-panel__note">You will be asked to log in first.</p>}
      {held > 0 && <HeldTickets kind={kind} held={held} slug={item.slug} />}
      {state.status === 'confirming' && (
        <div className="booking-panel__confirm" role="alertdialog" aria-labelledby="booking-confirm-text">
          <p id="booking-confirm-text">
            You already have {held} {held === 1 ? 'ticket' : 'tickets'} for this {kind}. Book more?
          </p>
          <div className="booking-panel__confirm-actions">
            <button type="button" className="button" onClick={() => void add(state.quantity, state.slot, state.pending)}>
              Book {state.quantity} more
            </button>
            <button type="button" className="button button--ghost" onClick={() => setState({ status: 'idle' })}>
              Not now
            </button>
          </div>
        </div>
      )}
      <div aria-live="polite">
        {state.status === 'added' && (
          <p className="form-message form-message--success">
            Added to your cart. <Link to={paths.cart}>View your cart</Link>
          </p>
        )}
        {state.status === 'failed' && (
          <div className="form-message form-message--error" role="alert">
            <p>{state.message}</p>
            {state.currencyConflict && onEmptyCartAndAdd && (
              <button
                type="button"
                className="button"
                onClick={() => void run(() => onEmptyCartAndAdd(state.quantity, state.slot), state.quantity, state.slot, false)}
              >
                Empty cart and add
              </button>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
