import { Link } from 'react-router';
import type { CartItem } from '@trg/contract/cart';
import { itemSlug } from '@trg/contract/slugs';
import { paths } from '@trg/contract/paths';
import { formatDate, formatTime } from '@trg/contract/dates';
import { timeZoneLabel } from '@trg/contract/display';
import { ItemImage } from '../../../components/ui/item-image.tsx';
import { moneyText } from '../../../lib/money.ts';

/** 'Paris time, GMT+2': the line's zone and its offset on the item's date. */
const zoneOf = (item: CartItem) => timeZoneLabel(item.timeZoneId ?? item.timeZone, { date: item.date, offset: item.timeZone });

export type LineAction = 'increase' | 'decrease' | 'remove';

export function lineTitle(item: CartItem): string {
  return item.event__eventTitle ?? item.experiences__experienceTitle ?? '';
}

/** One item of the cart: image, title, type, quantity with minus and plus, remove, price and fee. */
export function CartLine({ item, busy, onChange }: { item: CartItem; busy: boolean; onChange: (action: LineAction) => void }) {
  const title = lineTitle(item);
  const type = item.event__eventType ?? item.experiences__experienceType;
  const kind = item.orderType === 'Events' ? 'Event' : 'Experience';
  // A slot's line links to its experience's page.
  const pageId = item.slot?.experienceId ?? item.productId;
  const href = item.orderType === 'Events' ? paths.event(itemSlug(title, pageId)) : paths.experience(itemSlug(title, pageId));
  const money = (amount: string) => moneyText(amount, item.currency);
  return (
    <li className="cart-line card">
      <ItemImage src={item.mainExperienceImage} className="cart-line__image" />
      <div className="cart-line__body">
        <h2 className="cart-line__title">
          <Link to={href}>{title}</Link>
        </h2>
        <p className="cart-line__meta">
          {kind}
          {type ? ` · ${type}` : ''}
          {item.date ? ` · ${formatDate(item.date)}${item.time ? `, ${formatTime(item.time)} (${zoneOf(item)})` : ''}` : ''}
        </p>
        <p className="cart-line__price">
          <span className="cart-line__amount">{money(item.price)}</span> per ticket
          <span className="cart-line__fee">
            {' '}
            + {money(item.clientTransactionFee)} booking fee (+ {money(item.feeVat)} VAT)
          </span>
        </p>
        <p className="cart-line__all-in">
          {money(item.allInPrice)} per ticket all-in · admits {item.ticketsPerOrder} {item.ticketsPerOrder === 1 ? 'guest' : 'guests'}
        </p>
      </div>
      <div className="cart-line__controls">
        <div className="quantity" role="group" aria-label={`Tickets for ${title}`}>
          <button
            type="button"
            className="quantity__step"
            aria-label={`One ticket fewer for ${title}`}
            disabled={busy || item.quantity <= 1}
            onClick={() => onChange('decrease')}
          >
            −
          </button>
          <output className="quantity__value" aria-live="polite" aria-label={`Quantity of ${title}`}>
            {item.quantity}
          </output>
          <button
            type="button"
            className="quantity__step"
            aria-label={`One ticket more for ${title}`}
            disabled={busy || item.quantity >= item.maximumQuantity}
            onClick={() => onChange('increase')}
          >
            +
          </button>
        </div>
        <button type="button" className="link-button cart-line__remove" disabled={busy} onClick={() => onChange('remove')}>
          Remove<span className="visually-hidden"> {title}</span>
        </button>
      </div>
    </li>
  );
}
