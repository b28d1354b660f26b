import { asc, count, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../modules/accounts/schema.ts';
import { catalogItemWineLists, catalogItems } from '../modules/catalog/schema.ts';
import { profiles } from '../modules/profiles/schema.ts';
import { wineLists, wines } from '../modules/wine-lists/schema.ts';
import { wineProfiles } from '../modules/wine-profiles/schema.ts';
import { DEFAULT_PRICING_RATES, priceTicket } from '@trg/contract/pricing';
import { orderItems, orders } from '../modules/cart/schema.ts';
import { tickets } from '../modules/bookings/schema.ts';
import { hashPassword } from '../modules/accounts/passwords.ts';
import { createVoucher } from '../modules/cart/vouchers.ts';
import { DEMO_ACCOUNTS, DEMO_BOOKINGS, DEMO_ITEMS, DEMO_VOUCHERS, DEMO_WINE_LISTS, type DemoItem } from './demo-content.ts';
import { isoDateInDays } from '@trg/contract/dates';
import { instantOf } from '@trg/contract/local-time';
import { bookSale } from '../modules/ledger/index.ts';

function itemRow(item: DemoItem, hostId: number) {
  return {
    kind: item.kind,
    hostId,
    title: item.title,
    imageKey: item.image,
    online: item.online,
    status: 'Active' as const,
    currency: item.currency,
    description: item.description,
    itemType: item.itemType,
    hashTags: item.hashTags,
    host: item.host,
    date: isoDateInDays(item.inDays),
    time: item.time,
    timeZone: item.timeZone,
    hostEmail: item.hostEmail,
    hostPhone: item.hostPhone,
    hostPhoneCountryCode: item.hostPhoneCountryCode,
    maximumQuantity: item.maximumQuantity,
    priceMinor: item.priceMinor,
    quantity: item.quantity,
    ticketsPerOrder: item.ticketsPerOrder,
    summary: item.summary,
    locationAddress: item.online ? null : item.address,
    locationCity: item.online ? null : item.city,
    locationZipCode: item.online ? null : item.postcode,
    locationCountry: item.online ? null : item.country,
    lat: item.online ? null : item.lat,
    lng: item.online ? null : item.lng,
    salesStartDate: isoDateInDays(-7),
    salesEndDate: isoDateInDays(item.inDays - 1),
    salesStartTime: '09:00',
    salesEndTime: '18:00',
    ccyExpenseSymbols: item.currency,
    publishedAt: new Date(),
  };
}

/**
 * Loads the demo accounts, events, experiences and wine lists (one wine with a full profile) into an empty database;
 * returns whether it did. Staff accounts do not count (`npm run staff` may make one before the first start).
 */
export async function seedDemoData(db: Db): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(users).where(ne(users.group, 'staff'));
  if ((existing?.n ?? 0) > 0) return false;
  await db.transaction(async (tx) => {
    const userIds = new Map<string, number>();
    for (const account of DEMO_ACCOUNTS) {
      const [row] = await tx
        .insert(users)
        .values({
          username: account.username,
          email: account.email,
          passwordHash: await hashPassword(account.password),
          firstName: account.firstName,
          lastName: account.lastName,
          group: account.group,
        })
        .returning({ id: users.id });
      if (!row) continue;
      userIds.set(account.username, row.id);
      await tx.insert(profiles).values({ userId: row.id, ...account.profile });
    }
    const hostId = userIds.get(DEMO_ACCOUNTS.find((a) => a.group === 'professionals')?.username ?? '');
    if (!hostId) throw new Error('demo content needs a professional account');
    const items = await tx
      .insert(catalogItems)
      .values(DEMO_ITEMS.map((item) => itemRow(item, hostId)))
      .returning({ id: catalogItems.id, title: catalogItems.title });
    const itemIdByTitle = new Map(items.map((item) => [item.title, item.id]));
    for (const list of DEMO_WINE_LISTS) {
      const [created] = await tx
        .insert(wineLists)
        .values({ ownerId: hostId, name: list.name, description: list.description, status: 'Published' })
        .returning({ id: wineLists.id });
      if (!created) continue;
      for (const { profile, ...wine } of list.wines) {
        const [row] = await tx
          .insert(wines)
          .values({ ...wine, wineListId: created.id })
          .returning({ id: wines.id });
        if (row && profile) await tx.insert(wineProfiles).values({ ...profile, wineId: row.id });
      }
      const links = list.pouredAt
        .map((title) => itemIdByTitle.get(title))
        .filter((id): id is number => id !== undefined)
        .map((itemId) => ({ itemId, wineListId: created.id }));
      if (links.length > 0) await tx.insert(catalogItemWineLists).values(links);
    }
    for (const voucher of DEMO_VOUCHERS) await createVoucher(tx, voucher);
    for (const booking of DEMO_BOOKINGS) {
      const bookedItem = DEMO_ITEMS.find((item) => item.title === booking.itemTitle);
      const bookedItemId = itemIdByTitle.get(booking.itemTitle);
      const memberId = userIds.get(booking.username);
      if (bookedItem && bookedItemId && memberId) {
        // Priced with the default rates, as the cart would have charged it.
        const ticket = priceTicket(bookedItem.priceMinor, bookedItem.currency, DEFAULT_PRICING_RATES);
        const subtotalMinor = ticket.priceMinor * booking.quantity;
        const feesMinor = ticket.feeMinor * booking.quantity;
        const vatMinor = ticket.vatMinor * booking.quantity;
        const [order] = await tx
          .insert(orders)
          .values({
            userId: memberId,
            status: 'paid',
            currency: bookedItem.currency,
            bookingReference: booking.bookingReference,
            subtotalMinor,
            discountMinor: 0,
            feesMinor,
            vatMinor,
            totalMinor: subtotalMinor + feesMinor + vatMinor,
            paidAt: new Date(),
          })
          .returning({ id: orders.id });
        if (order) {
          const [line] = await tx
            .insert(orderItems)
            .values({
              orderId: order.id,
              itemId: bookedItemId,
              quantity: booking.quantity,
              unitPriceMinor: ticket.priceMinor,
              unitFeeMinor: ticket.feeMinor,
              unitVatMinor: ticket.vatMinor,
            })
            .returning({ id: orderItems.id });
          if (line) {
            // In the books as the checkout would have booked it (decision 0030): the host's share payable after the item.
            const ends = instantOf(isoDateInDays(bookedItem.inDays), bookedItem.time, bookedItem.timeZone);
            await bookSale(tx, {
              orderId: order.id,
              currency: bookedItem.currency,
              totalMinor: subtotalMinor + feesMinor + vatMinor,
              discountMinor: 0,
              paidAt: new Date(),
              lines: [
                {
                  orderItemId: line.id,
                  hostId,
                  subtotalMinor,
                  feesMinor,
                  vatMinor,
                  itemEndsAt: ends === undefined ? null : new Date(ends),
                },
              ],
            });
            await tx.insert(tickets).values(
              Array.from({ length: booking.quantity }, (_, index) => ({
                code: `DEMO-${booking.bookingReference}-${index + 1}`,
                orderId: order.id,
                orderItemId: line.id,
                itemId: bookedItemId,
                seq: index + 1,
                admits: bookedItem.ticketsPerOrder,
              })),
            );
          }
        }
      }
    }
  });
  return true;
}

const SYNTHETIC_CITIES = [
  { city: 'Bordeaux', country: 'FR', lat: 44.8378, lng: -0.5792, currency: 'EUR', zone: 'Europe/Paris' },
  { city: 'Porto', country: 'PT', lat: 41.1579, lng: -8.6291, currency: 'EUR', zone: 'Europe/Lisbon' },
  { city: 'Florence', country: 'IT', lat: 43.7696, lng: 11.2558, currency: 'EUR', zone: 'Europe/Rome' },
  { city: 'Logrono', country: 'ES', lat: 42.4627, lng: -2.4449, currency: 'EUR', zone: 'Europe/Madrid' },
  { city: 'London', country: 'GB', lat: 51.5072, lng: -0.1276, currency: 'GBP', zone: 'Europe/London' },
  { city: 'Lausanne', country: 'CH', lat: 46.5197, lng: 6.6323, currency: 'CHF', zone: 'Europe/Zurich' },
] as const;

/** The `i`th synthetic event: spread over cities, dates, prices and times so that listings sort and filter as real ones. */
function syntheticEvent(i: number, hostId: number) {
  const place = SYNTHETIC_CITIES[i % SYNTHETIC_CITIES.length] ?? SYNTHETIC_CITIES[0];
  const online = i % 5 === 0;
  return {
    kind: 'event' as const,
    hostId,
    title: `Synthetic tasting ${i + 1} in ${place.city}`,
    online,
    status: 'Active' as const,
    currency: place.currency,
    description: 'A generated event for load and pagination benchmarks.',
    itemType: 'Tasting',
    hashTags: '#benchmark #tasting',
    host: 'Benchmark host',
    date: isoDateInDays(10 + (i % 300)),
    time: `${String(10 + (i % 10)).padStart(2, '0')}:30`,
    timeZone: place.zone,
    hostEmail: 'bench@example.com',
    hostPhone: '0123456789',
    hostPhoneCountryCode: '+44',
    maximumQuantity: 6,
    priceMinor: 2500 + (i % 40) * 125,
    quantity: 40,
    ticketsPerOrder: 1,
    summary: 'Benchmark event',
    locationAddress: online ? null : `${i + 1} Rue du Benchmark`,
    locationCity: online ? null : place.city,
    locationZipCode: online ? null : '00000',
    locationCountry: online ? null : place.country,
    lat: online ? null : place.lat + ((i % 17) - 8) * 0.01,
    lng: online ? null : place.lng + ((i % 13) - 6) * 0.01,
    salesStartDate: isoDateInDays(-1),
    salesEndDate: isoDateInDays(9 + (i % 300)),
    salesStartTime: '00:00',
    salesEndTime: '23:59',
    ccyExpenseSymbols: place.currency,
    publishedAt: new Date(),
  };
}

/** PostgreSQL takes at most this many parameters in one statement. */
const MAX_STATEMENT_PARAMETERS = 65_535;

/** Adds `n` published synthetic events (for benchmarks) hosted by the first professional; returns how many. */
export async function seedSyntheticEvents(db: Db, n: number): Promise<number> {
  const [host] = await db.select({ id: users.id }).from(users).where(eq(users.group, 'professionals')).orderBy(asc(users.id)).limit(1);
  if (!host) throw new Error('no professional account: start the site once (demo data) before seeding events');
  // As many rows a statement as its parameters allow: 100,000 events take a few dozen statements, not hundreds.
  const rowsPerStatement = Math.floor(MAX_STATEMENT_PARAMETERS / Object.keys(syntheticEvent(0, host.id)).length);
  for (let start = 0; start < n; start += rowsPerStatement) {
    const count = Math.min(rowsPerStatement, n - start);
    await db.insert(catalogItems).values(Array.from({ length: count }, (_, offset) => syntheticEvent(start + offset, host.id)));
  }
  return n;
}

/** The title of the experience sold by the slot that benchmarks book (seedSlottedExperience). */
export const BENCH_SLOTTED_TITLE = 'Benchmark vineyard tour by the slot';

/**
 * Adds (once) a published experience for benchmarks to sell by the slot, in London and in pounds; its schedule is
 * saved through the host's API (scripts/bench/fixtures.ts), as a host would.
 */
export async function seedSlottedExperience(db: Db): Promise<number> {
  const [existing] = await db.select({ id: catalogItems.id }).from(catalogItems).where(eq(catalogItems.title, BENCH_SLOTTED_TITLE));
  if (existing) return existing.id;
  const [host] = await db.select({ id: users.id }).from(users).where(eq(users.group, 'professionals')).orderBy(asc(users.id)).limit(1);
  if (!host) throw new Error('no professional account: seed the demo data first');
  // The fifth synthetic city is London: the benchmark's member keeps pounds in their cart.
  const [item] = await db
    .insert(catalogItems)
    .values({ ...syntheticEvent(4, host.id), kind: 'experience', title: BENCH_SLOTTED_TITLE, online: false })
    .returning({ id: catalogItems.id });
  if (!item) throw new Error('inserting the experience returned nothing');
  return item.id;
}
