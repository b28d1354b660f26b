import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { eq, sql } from 'drizzle-orm';
import { ExperienceScheduleInputSchema, type ExperienceScheduleInput } from '@trg/contract/slots';
import { catalogItems } from '../modules/catalog/schema.ts';
import { saveSchedule } from '../modules/catalog/slots.ts';
import type { LightMyRequestResponse } from 'fastify';
import { queryRows, type Db } from '../db/client.ts';
import { passwordResetTokens, users, type GroupName } from '../modules/accounts/schema.ts';
import { hashPassword } from '../modules/accounts/passwords.ts';
import { hashToken, issueToken } from '../modules/accounts/tokens.ts';
import { createTestApp, type TestContext } from './test-app.ts';
import { isoDateInDays } from '@trg/contract/dates';
import { createCatalogItem, createMember, createPaidOrder } from './factories.ts';
import { infoRequests } from '../modules/contact/schema.ts';
import { createVoucher } from '../modules/cart/vouchers.ts';
import { orderItems } from '../modules/cart/schema.ts';
import { tickets } from '../modules/bookings/schema.ts';
import { newTicketCode } from '../modules/bookings/booking-codes.ts';
import { bookItem, createHostedWine, createWineListWithWines, type HostedWine } from './cellar-fixtures.ts';

/** A weekly schedule as Manage Experience sends it: weekends of May 2031 at 11:00 and 15:00. */
export const WEEKEND_SCHEDULE: ExperienceScheduleInput = {
  weekdays: [6, 7],
  startTimes: ['11:00', '15:00'],
  durationMinutes: 90,
  placesPerSlot: 8,
  partyMin: 1,
  partyMax: 6,
  cutoffHours: 24,
  seasonFrom: '2031-05-01',
  seasonUntil: '2031-05-31',
  closedDates: [],
};
import { ATTENDEE, CARDS, cartClient } from './cart.ts';

/**
 * The six callers of the security suite: nobody, the owning member and another, the owning host and another, and
 * a member of staff (the operator's console).
 */
export const ACTORS = ['anonymous', 'member', 'otherMember', 'host', 'otherHost', 'staff'] as const;
export type Actor = (typeof ACTORS)[number];

type Headers = Record<string, string>;

export interface SignedIn {
  user: { id: number; username: string };
  password: string;
  headers: Headers;
}

/**
 * The real app for the security suite: rate limits scaled out of the way (the suite sends thousands of
 * requests from one address), no login slow-down, no housekeeping job changing rows under the checks, and the test
 * provider's direct debits left processing for the hour (one that settled seconds later paid its order in the middle
 * of another route's check of refused requests, which then saw rows change).
 */
export function openSecurityApp(): Promise<TestContext> {
  return createTestApp({ RATE_LIMIT_SCALE: '1000', LOGIN_SLOWDOWN_MS: '0', JOB_INTERVAL_SECONDS: '0', TEST_PAYMENT_DELAY_SECONDS: '3600' });
}

const PASSWORD = 'Security-Suite-Vintage-2026';
let passwordHash: Promise<string> | undefined;

/** A user with a session; the password is hashed once for the whole suite, so fresh users are cheap. */
async function signedInUser(db: Db, group: GroupName, label: string): Promise<SignedIn> {
  passwordHash ??= hashPassword(PASSWORD);
  const suffix = randomBytes(5).toString('hex');
  const [user] = await db
    .insert(users)
    .values({
      username: `${label}_${suffix}`,
      email: `${label}_${suffix}@example.com`,
      passwordHash: await passwordHash,
      firstName: 'Ada',
      lastName: 'Vine',
      group,
    })
    .returning();
  if (!user) throw new Error('user insert returned nothing');
  const token = await issueToken(db, user.id, 10);
  return { user, password: PASSWORD, headers: { authorization: `Token ${token}` } };
}

let png: Promise<Buffer> | undefined;
/** A small real PNG for the image routes. */
export function testPng(): Promise<Buffer> {
  png ??= sharp({ create: { width: 40, height: 30, channels: 3, background: '#8a6420' } })
    .png()
    .toBuffer();
  return png;
}

async function ok(response: LightMyRequestResponse, what: string): Promise<Record<string, unknown>> {
  if (response.statusCode >= 300) throw new Error(`${what} answered ${response.statusCode}: ${response.body}`);
  return response.json();
}

/**
 * A fresh set of callers for one route, and the resources a route's entry asks for, made on demand and
 * owned by the owning member (`member`) or the owning host (`host`). Nothing is shared between routes, so
 * what one route's requests change cannot break the next.
 */
export async function newWorld(ctx: TestContext) {
  const { app } = ctx;
  const db = ctx.database.db;
  const [member, otherMember, host, otherHost, staff] = await Promise.all([
    signedInUser(db, 'members', 'member'),
    signedInUser(db, 'members', 'other_member'),
    signedInUser(db, 'professionals', 'host'),
    signedInUser(db, 'professionals', 'other_host'),
    signedInUser(db, 'staff', 'staff'),
  ]);
  const headers: Record<Actor, Headers> = {
    anonymous: {},
    member: member.headers,
    otherMember: otherMember.headers,
    host: host.headers,
    otherHost: otherHost.headers,
    staff: staff.headers,
  };
  const cart = cartClient(app);

  let hostedWine: Promise<HostedWine> | undefined;

  const world = {
    app,
    db,
    headers,
    member,
    otherMember,
    host,
    otherHost,
    staff,
    /** An Active, on-sale event (or experience) of the owning host. */
    item: (kind: 'event' | 'experience' = 'event') => createCatalogItem(db, host.user.id, { kind }),
    /** An Active experience of the owning host sold by the slot (weekends of May 2031), and its first slot. */
    slottedExperience: async () => {
      const item = await createCatalogItem(db, host.user.id, { kind: 'experience', timeZone: 'Europe/Paris' });
      await saveSchedule(db, host.user.id, item.id, ExperienceScheduleInputSchema.parse(WEEKEND_SCHEDULE), {
        itemsWithLines: () => Promise.resolve(new Set<number>()),
      });
      const [slot] = await db.select({ id: catalogItems.id }).from(catalogItems).where(eq(catalogItems.parentId, item.id)).limit(1);
      if (!slot) throw new Error('the schedule made no slot');
      return { id: item.id, slotId: slot.id };
    },
    /** A voucher, 10% off everything (the console edits it). */
    voucher: () => createVoucher(db, { code: `SEC${randomBytes(4).toString('hex')}`, percent: 10 }),
    /** An item of the owning host that the owning member holds a paid ticket for. */
    bookedItem: async (kind: 'event' | 'experience' = 'event') => {
      const item = await createCatalogItem(db, host.user.id, { kind });
      await createPaidOrder(db, member.user.id, [{ itemId: item.id, quantity: 1, unitPriceMinor: 4500 }]);
      return item;
    },
    /** An event of the owning host the owning member booked, with that booking's reference (cancelling it). */
    bookedReference: async () => {
      const item = await createCatalogItem(db, host.user.id);
      const order = await createPaidOrder(db, member.user.id, [{ itemId: item.id, quantity: 1, unitPriceMinor: 4500 }]);
      return { id: item.id, reference: order.bookingReference ?? '' };
    },
    /** An on-sale event of the owning host whose one place another member has bought: sold out. */
    soldOutItem: async () => {
      const item = await createCatalogItem(db, host.user.id, { quantity: 1, maximumQuantity: 1 });
      await createPaidOrder(db, (await createMember(db)).user.id, [{ itemId: item.id, quantity: 1, unitPriceMinor: 4500 }]);
      return item;
    },
    /** The code of a valid ticket the owning member bought for an event of the owning host. */
    bookedTicket: async () => {
      const item = await createCatalogItem(db, host.user.id);
      const order = await createPaidOrder(db, member.user.id, [{ itemId: item.id, quantity: 1, unitPriceMinor: 4500 }]);
      const [line] = await db.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.orderId, order.id));
      if (!line) throw new Error('the order has no line');
      const code = newTicketCode();
      await db.insert(tickets).values({ code, orderId: order.id, orderItemId: line.id, itemId: item.id, seq: 1, admits: 1 });
      return code;
    },
    /** An item of the owning host that has started, which the owning member holds a paid ticket for (reviews open). */
    attendedItem: async (kind: 'event' | 'experience' = 'event') => {
      const started = { date: isoDateInDays(-1), salesStartDate: isoDateInDays(-10), salesEndDate: isoDateInDays(-2) };
      const item = await createCatalogItem(db, host.user.id, { ...started, kind });
      await createPaidOrder(db, member.user.id, [{ itemId: item.id, quantity: 1, unitPriceMinor: 4500 }]);
      return item;
    },
    /**
     * A live password-reset token of an account made for it (a reset signs out every session of its account, so
     * never the world's own members).
     */
    resetToken: async () => {
      const { user } = await createMember(db);
      const token = randomBytes(32).toString('hex');
      await db
        .insert(passwordResetTokens)
        .values({ tokenHash: hashToken(token), userId: user.id, expiresAt: new Date(Date.now() + 60 * 60_000) });
      return token;
    },
    /** An image the owning host uploaded: its key. */
    image: async () => (await app.images.store(await testPng())).key,
    /** A Draft wine list of the owning host with one wine. */
    wineList: async () => {
      const { wineListId, wineIds } = await createWineListWithWines(app, host, [{ wine: 'Blanc de Blancs', producer: 'Domaine Test' }]);
      return { wineListId, wineId: wineIds[0] ?? 0 };
    },
    /**
     * A wine of the owning host on a published list, poured at their event that has started, which the owning member
     * booked (so is a guest of, and may review).
     */
    hostedWine: () => {
      hostedWine ??= (async () => {
        const started = { date: isoDateInDays(-1), salesStartDate: isoDateInDays(-10), salesEndDate: isoDateInDays(-2) };
        const wine = await createHostedWine(app, db, host, { wine: 'Blanc de Blancs Extra Brut', producer: 'Domaine Test' }, started);
        await bookItem(db, member.user.id, wine.itemId);
        return wine;
      })();
      return hostedWine;
    },
    /** An entry of the owning member's cellar (a wine of their own). */
    cellarEntry: async () => {
      const entry = await ok(
        await app.inject({
          method: 'POST',
          url: '/api/auth/member-profile/cellar-add',
          headers: member.headers,
          payload: { wine: 'Own Bottle', quantity: 2 },
        }),
        'cellar-add',
      );
      return entry.id as number;
    },
    /** The owning member's cart with one ticket in it: its OrderId. */
    cartOrder: async () => {
      const item = await createCatalogItem(db, host.user.id);
      const added = await ok(await cart.add(member.headers, item.id), 'add to cart');
      return added.OrderId as number;
    },
    /** The owning member's order, its tickets held and its payment started: the OrderId and client secret. */
    paymentIntent: async () => {
      const orderId = await world.cartOrder();
      const intent = await ok(await cart.intent(member.headers, orderId), 'create-payment-intent');
      return { orderId, clientSecret: intent.client_secret as string };
    },
    /** The owning member's order paid with the test card, so that complete-order finds it paid. */
    paidOrder: async () => {
      const { orderId, clientSecret } = await world.paymentIntent();
      await ok(await cart.pay(member.headers, clientSecret), 'pay with the test card');
      return orderId;
    },
    /** A request for information from the home page's form (the inbox): its id. */
    infoRequest: async () => {
      const [row] = await db
        .insert(infoRequests)
        .values({
          firstName: 'Inès',
          lastName: 'Marchal',
          email: 'ines@example.com',
          phone: '+33 6 00 00 00 00',
          countryCode: 'FR',
          city: 'Épernay',
          referralSource: 2,
          ageCertified: true,
          requestContent: 'A weekend in Champagne for two.',
        })
        .returning({ id: infoRequests.id });
      return row?.id ?? 0;
    },
    attendee: ATTENDEE,
    card: { number: CARDS.visa, expiry: '12/34', cvc: '123' },
    /** A username and email nobody has yet. */
    unique: (label: string) => `${label}${randomBytes(4).toString('hex')}`,
  };
  return world;
}

export type World = Awaited<ReturnType<typeof newWorld>>;

/**
 * A fingerprint of every row the API can change: all tables of the public schema but the rate-limit
 * counters and the session tokens (whose sliding expiry moves on any signed-in request), once the mail
 * queued earlier has gone. Equal before and after a pass of refused requests means they changed nothing.
 */
export async function dataFingerprint(ctx: TestContext): Promise<Record<string, string>> {
  const db = ctx.database.db;
  // Mail that earlier requests queued is sent in the background; let it finish so that it is not counted. A pass
  // sends at most 25 (a new request emails every staff account, and the suite has many): pass until none is left.
  while ((await ctx.app.mail.sendDue()) > 0);
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not in ('rate_limit_hits', 'auth_tokens')
        order by table_name`,
  );
  if (tables.length === 0) throw new Error('dataFingerprint: no tables found');
  const parts = tables.map(
    ({ name }) =>
      sql`select ${name} as name, count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${sql.identifier(name)} t`,
  );
  const rows = await queryRows<{ name: string; n: number; digest: string }>(db, sql.join(parts, sql` union all `));
  return Object.fromEntries(rows.map((row) => [row.name, `${row.n}:${row.digest}`]));
}
