import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { PublicItem } from '@trg/contract/catalog';
import type { CatalogKind } from '@trg/contract/catalog-rules';
import { formatDate } from '@trg/contract/dates';
import { paths } from '@trg/contract/paths';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { moneyText } from '../../../lib/money.ts';
import { zoneText } from '../format.ts';
import { TicketsLeft } from './tickets-left.tsx';

export type Buyer = 'anonymous' | 'member' | 'host';

interface BookingPanelProps {
  kind: CatalogKind;
  item: PublicItem;
  buyer: Buyer;
  /** Adds the tickets to the cart (or sends a visitor to log in); rejects with the reason it failed. */
  onAdd: (quantity: number) => Promise<'added' | 'redirected'>;
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

/** Price and fee, a quantity of 1 up to maximumQuantity, and Add to cart. */
export function BookingPanel({ kind, item, buyer, onAdd }: BookingPanelProps) {
  const [quantity, setQuantity] = useState(1);
  const [state, setState] = useState<{ status: 'idle' | 'adding' | 'added' } | { status: 'failed'; message: string }>({ status: 'idle' });
  const selectId = useId();
  const note = closedNote(item);
  const most = Math.max(1, Math.min(item.maximumQuantity ?? 1, item.ticketsAvailable || 1));
  const admits = item.ticketsPerOrder ?? 1;

  const add = async () => {
    setState({ status: 'adding' });
    try {
      const outcome = await onAdd(quantity);
      setState({ status: outcome === 'added' ? 'added' : 'idle' });
    } catch (error) {
      setState({ status: 'failed', message: error instanceof ApiRequestError ? error.message : 'The tickets could not be added. Please try again.' });
    }
  };

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
            <span className="booking-panel__all-in">{moneyText(item.allInPrice, item.currency)} a ticket all-in (fee and its VAT included)</span>
          )}
        </div>
      </div>
      <TicketsLeft item={item} />
      {note ? (
        <p className="booking-panel__closed" role="status">
          {note}
        </p>
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
          {buyer === 'host' ? (
            <p className="booking-panel__note">Tickets are booked with a member account.</p>
          ) : (
            <button type="button" className="button" onClick={() => void add()} disabled={state.status === 'adding'}>
              {state.status === 'adding' ? 'Adding...' : 'Add to cart'}
            </button>
          )}
        </div>
      )}
      {buyer === 'anonymous' && !note && <p className="booking-panel__note">You will be asked to log in first.</p>}
      <div aria-live="polite">
        {state.status === 'added' && (
          <p className="form-message form-message--success">
            Added to your cart. <Link to={paths.cart}>View your cart</Link>
          </p>
        )}
        {state.status === 'failed' && (
          <p className="form-message form-message--error" role="alert">
            {state.message}
          </p>
        )}
      </div>
    </section>
  );
}
