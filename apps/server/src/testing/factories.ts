import { DEFAULT_TIME_ZONE } from '@trg/contract/lists/time-zones';
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { users, type GroupName } from '../modules/accounts/schema.ts';
import { hashPassword } from '../modules/accounts/passwords.ts';
import { issueToken } from '../modules/accounts/tokens.ts';
import { catalogItems } from '../modules/catalog/schema.ts';
import { orderItems, orders } from '../modules/cart/schema.ts';
import { isoDateInDays } from '@trg/contract/dates';

export interface UserOverrides {
  username?: string;
  email?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  group?: GroupName;
}

/** A user with a valid session token; members by default. */
export async function createUser(db: Db, overrides: UserOverrides = {}) {
  const suffix = randomBytes(4).toString('hex');
  const password = overrides.password ?? `Vintage-${suffix}-2026`;
  const [user] = await db
    .insert(users)
    .values({
      username: overrides.username ?? `user_${suffix}`,
      email: overrides.email ?? `user_${suffix}@example.com`,
      passwordHash: await hashPassword(password),
      firstName: overrides.firstName ?? 'Ada',
      lastName: overrides.lastName ?? 'Vine',
      group: overrides.group ?? 'members',
    })
    .returning();
  if (!user) throw new Error('user insert returned nothing');
  const token = await issueToken(db, user.id, 10);
  return { user, password, token, headers: { authorization: `Token ${token}` } };
}

export const createMember = (db: Db, overrides: UserOverrides = {}) => createUser(db, { ...overrides, group: 'members' });
export const createProfessional = (db: Db, overrides: UserOverrides = {}) => createUser(db, { ...overrides, group: 'professionals' });

/** An Active, ready-to-sell live event (or experience) owned by `hostId`; override any column. */
export async function createCatalogItem(db: Db, hostId: number, overrides: Partial<typeof catalogItems.$inferInsert> = {}) {
  const [item] = await db
    .insert(catalogItems)
    .values({
      kind: 'event',
      hostId,
      title: 'Test Tasting Evening',
      online: false,
      status: 'Active',
      imageKey: null,
      currency: 'GBP',
      description: 'A tasting for tests.',
      itemType: 'Tasting',
      hashTags: '#test #tasting',
      host: 'Test Host',
      date: isoDateInDays(30),
      time: '19:00',
      timeZone: DEFAULT_TIME_ZONE,
      hostEmail: 'host@example.com',
      hostPhone: '07700900123',
      hostPhoneCountryCode: '+44',
      maximumQuantity: 4,
      priceMinor: 4500,
      quantity: 20,
      ticketsPerOrder: 1,
      summary: 'Test summary',
      locationAddress: '1 Test Street',
      locationCity: 'London',
      locationZipCode: 'SE1 1AA',
      locationCountry: 'GB',
      lat: 51.5,
      lng: -0.1,
      salesStartDate: isoDateInDays(-5),
      salesEndDate: isoDateInDays(29),
      salesStartTime: '00:00',
      salesEndTime: '23:59',
      ccyExpenseSymbols: 'GBP',
      publishedAt: new Date(),
      ...overrides,
    })
    .returning();
  if (!item) throw new Error('item insert returned nothing');
  return item;
}

/** A fresh draft as a host creates it: only a title and the online flag. */
export async function createDraftItem(db: Db, hostId: number, overrides: Partial<typeof catalogItems.$inferInsert> = {}) {
  const [item] = await db
    .insert(catalogItems)
    .values({ kind: 'event', hostId, title: 'Draft Tasting', online: false, ...overrides })
    .returning();
  if (!item) throw new Error('item insert returned nothing');
  return item;
}

/**
 * A paid order for `userId` with one line per item, as checkout leaves it (the cart capability owns these
 * tables; catalog tests only need paid rows to read).
 */
export async function createPaidOrder(
  db: Db,
  userId: number,
  lines: { itemId: number; quantity: number; unitPriceMinor: number; unitFeeMinor?: number }[],
  overrides: Partial<typeof orders.$inferInsert> = {},
) {
  const [order] = await db
    .insert(orders)
    .values({
      userId,
      status: 'paid',
      currency: 'GBP',
      bookingReference: `TRG-${randomBytes(3).toString('hex').toUpperCase()}`,
      paidAt: new Date(),
      ...overrides,
    })
    .returning();
  if (!order) throw new Error('order insert returned nothing');
  await db.insert(orderItems).values(
    lines.map((line) => ({
      orderId: order.id,
      itemId: line.itemId,
      quantity: line.quantity,
      unitPriceMinor: line.unitPriceMinor,
      unitFeeMinor: line.unitFeeMinor ?? null,
    })),
  );
  return order;
}

/**
 * A client address no earlier run has used. Counts kept in a shared Redis outlive a test run (a CI run
 * follows the session's own runs on the same server), so a test that counts against the real Redis must
 * not reuse a fixed address. The route limits count an IPv6 client by its /64 network, so the random
 * part is in the network: 2001:db8:xxxx:xxxx::1, from the documentation range.
 */
export const freshAddress = () =>
  `2001:db8:${randomBytes(4)
    .toString('hex')
    .replace(/^(.{4})/, '$1:')}::1`;

/** A member of staff with a session (the operator's console). */
export const createStaffUser = (db: Db, overrides: UserOverrides = {}) => createUser(db, { ...overrides, group: 'staff' });
