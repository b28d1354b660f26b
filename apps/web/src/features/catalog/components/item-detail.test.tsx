// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { PublicItemSchema, type ItemCard as ItemCardData, type PublicItem } from '@trg/contract/catalog';
import { renderWithApp } from '../../../testing/render.tsx';
import { BuyBar } from './buy-bar.tsx';
import { ItemCard } from './item-card.tsx';
import { ItemDetail } from './item-detail.tsx';
import { soonestOf } from './soonest-items.tsx';
import { ticketsLeftText } from './tickets-left.tsx';

const ITEM: PublicItem = PublicItemSchema.parse({
  id: 7,
  slug: 'grower-champagne-afternoon-7',
  eventTitle: 'Grower Champagne Afternoon',
  eventType: 'Tasting',
  mainExperienceImage: null,
  mainExperienceImageSrcSet: null,
  currency: 'EUR',
  description: 'Six growers, one long table.',
  hashTags: null,
  host: null,
  date: '2026-12-05',
  time: '15:00',
  timeZone: 'GMT+01:00',
  timeZoneId: 'Europe/Paris',
  hostEmail: 'cellar.door@domaine-example.fr',
  hostPhone: '+33 01 45 55 01 99',
  hostPhoneCountryCode: '+33',
  maximumQuantity: 6,
  price: '1250.00',
  clientTransactionFee: '62.50',
  allInPrice: '1325.00',
  quantity: 40,
  ticketsPerOrder: 1,
  summary: null,
  olineExperience: false,
  endTime: null,
  refundPolicy: null,
  locationAddress: '1 Rue de la Craie',
  locationcity: 'Reims',
  locationZip_code: '51100',
  locationCountry: 'FR',
  lat: 49.25,
  lng: 4.03,
  salesStartDate: null,
  salesEndDate: null,
  salesStartTime: null,
  salesEndTime: null,
  status: 'Active',
  ccyExpenseSymbols: 'EUR|GBP',
  businessName: 'Domaine Example',
  businessBio: '',
  WineListData: [],
  salesState: 'open',
  ticketsAvailable: 3,
  reviewAverage: null,
  reviewCount: 0,
});

describe('the item detail page', () => {
  it('puts the booking box right after the title, before the picture, the description and the venue', () => {
    const { container } = renderWithApp(
      <ItemDetail kind="event" item={ITEM}>
        <section aria-label="Tickets">booking</section>
      </ItemDetail>,
    );
    const order = [...container.querySelectorAll('h1, .item-detail__booking, .item-detail__image, #need-to-know-title, .venue')].map(
      (node) =>
        node.matches('h1')
          ? 'title'
          : node.matches('.item-detail__booking')
            ? 'booking'
            : node.matches('#need-to-know-title')
              ? 'description'
              : node.matches('.venue')
                ? 'venue'
                : 'image',
    );
    expect(order).toEqual(['title', 'booking', 'description', 'image', 'venue']);
  });

  it("shows the zone as a place and offset, the host's phone and email to read, and no 'Currencies' line", () => {
    const { container } = renderWithApp(<ItemDetail kind="event" item={ITEM} />);
    expect(container.querySelector('.item-detail__when')?.textContent?.replace(/\u00a0/g, ' ')).toContain(
      '5 December 2026 · 15:00 · Paris time, GMT+1',
    );
    expect(container.textContent).not.toContain('Currencies');
    const phone = screen.getByRole('link', { name: '+33 1 45 55 01 99' });
    expect(phone.getAttribute('href')).toBe('tel:+33145550199');
    const email = screen.getByRole('link', { name: 'cellar.door@domaine-example.fr' });
    expect(email.querySelectorAll('wbr')).toHaveLength(3);
  });

  it('labels online items by their kind', () => {
    const online = { ...ITEM, olineExperience: true };
    const { unmount } = renderWithApp(<ItemDetail kind="event" item={online} />);
    expect(screen.getAllByText('Online event')).toHaveLength(2);
    unmount();
    renderWithApp(<ItemDetail kind="experience" item={{ ...online, experienceTitle: 'Chasselas by the Lake' }} />);
    expect(screen.getAllByText('Online experience')).toHaveLength(2);
  });
});

describe("'Only N left'", () => {
  it('shows under ten tickets while sales are open', () => {
    expect(ticketsLeftText({ salesState: 'open', ticketsAvailable: 3 })).toBe('Only 3 left');
    expect(ticketsLeftText({ salesState: 'open', ticketsAvailable: 9 })).toBe('Only 9 left');
    expect(ticketsLeftText({ salesState: 'open', ticketsAvailable: 10 })).toBeNull();
    expect(ticketsLeftText({ salesState: 'sold-out', ticketsAvailable: 0 })).toBeNull();
    expect(ticketsLeftText({ salesState: 'closed', ticketsAvailable: 2 })).toBeNull();
  });
});

describe("the phone's buy bar", () => {
  it('shows the all-in price and a labelled button that leads to the booking box, hidden until the box scrolls away', () => {
    const { container } = renderWithApp(<BuyBar item={ITEM} />);
    const bar = container.querySelector('.buy-bar');
    expect(bar?.getAttribute('data-shown')).toBe('false');
    expect(bar?.textContent).toContain('€1,325.00 a ticket, all-in');
    expect(bar?.textContent).toContain('Only 3 left');
    const button = within(bar as HTMLElement).getByRole('button', { name: 'Add to cart' });
    expect(button.getAttribute('aria-describedby')).toBe('buy-bar-hint');
  });

  it('is not shown when tickets cannot be bought', () => {
    const { container } = renderWithApp(<BuyBar item={{ ...ITEM, salesState: 'sold-out', ticketsAvailable: 0 }} />);
    expect(container.querySelector('.buy-bar')).toBeNull();
  });
});

const card = (id: number, date: string, time: string | null): ItemCardData => ({
  id,
  slug: `item-${id}`,
  eventTitle: `Item ${id}`,
  eventType: null,
  mainExperienceImage: null,
  mainExperienceImageSrcSet: null,
  currency: 'CHF',
  price: '35.00',
  allInPrice: '36.84',
  date,
  time,
  timeZone: 'GMT+01:00',
  timeZoneId: 'Europe/Paris',
  summary: null,
  olineExperience: true,
  locationcity: null,
  locationCountry: 'CH',
  lat: null,
  lng: null,
});

describe('the soonest items', () => {
  it('merges both listings by date and time and keeps the first four', () => {
    const soonest = soonestOf({
      event: [card(1, '2026-05-02', '19:00'), card(2, '2026-06-01', null), card(3, '2026-07-01', '10:00')],
      experience: [card(4, '2026-05-02', '09:00'), card(5, '2026-05-20', '10:00')],
    });
    expect(soonest.map(({ kind, item }) => `${kind} ${item.id}`)).toEqual(['experience 4', 'event 1', 'experience 5', 'event 2']);
  });

  it("shows each card's price in the page's locale and the online tag of its kind", () => {
    const { container } = renderWithApp(<ItemCard kind="experience" item={card(4, '2026-05-02', '09:00')} />);
    expect(container.textContent?.replace(/\u00a0/g, ' ')).toContain('Tickets From CHF 35.00');
    expect(screen.getByText('Online experience')).toBeTruthy();
  });
});
