import { useEffect, useState } from 'react';
import type { PublicItem } from '@trg/contract/catalog';
import { moneyText } from '../../../lib/money.ts';
import { BOOKING_BOX_ID } from './item-detail.tsx';
import { ticketsLeftText } from './tickets-left.tsx';

/**
 * A phone's sticky bar: the all-in price of a ticket and 'Add to cart', in reach while the booking box is scrolled
 * away. Its button does not add by itself: it brings the booking box into view and puts the focus on its first
 * control (the quantity), so that there is one quantity and one real 'Add to cart', and a keyboard or screen reader
 * user lands where the choice is made. The bar is hidden while the booking box is on screen, and on wide screens.
 */
export function BuyBar({ item }: { item: PublicItem }) {
  // On the server and in the first render the bar is hidden, as the booking box starts on screen (no mismatch).
  const [boxOnScreen, setBoxOnScreen] = useState(true);

  useEffect(() => {
    const box = document.getElementById(BOOKING_BOX_ID);
    if (!box || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setBoxOnScreen(entry?.isIntersecting ?? true));
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  const price = item.allInPrice ?? item.price;
  if (item.salesState !== 'open' || price === null) return null;

  const goToBox = () => {
    const box = document.getElementById(BOOKING_BOX_ID);
    if (!box) return;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    box.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    const control = box.querySelector<HTMLElement>('select, button:not([disabled])') ?? box;
    control.focus({ preventScroll: true });
  };
  // An experience sold by the slot has places slot by slot, shown in the booking box.
  const left = item.slotted ? null : ticketsLeftText(item);

  // Hidden, the bar is visibility: hidden, so out of the tab order and of what a screen reader reads.
  return (
    <div className="buy-bar" data-shown={!boxOnScreen}>
      <p className="buy-bar__price">
        <strong>{moneyText(price, item.currency)}</strong> <span>a ticket, all-in</span>
        {left && <span className="buy-bar__left">{left}</span>}
      </p>
      <button type="button" className="button" onClick={goToBox} aria-describedby="buy-bar-hint">
        Add to cart
      </button>
      <span id="buy-bar-hint" className="visually-hidden">
        Goes to the booking box to choose how many tickets
      </span>
    </div>
  );
}
