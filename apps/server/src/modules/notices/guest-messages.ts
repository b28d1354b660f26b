import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import { BRAND } from '@trg/contract/brand';
import { escapeHtml } from '@trg/contract/html';
import { GUEST_MESSAGE_LIMITS, type GuestMessageLog } from '@trg/contract/guest-messages';
import type { Db } from '../../db/client.ts';
import { forbidden, HttpError, notFound } from '../../plugins/http-error.ts';
import { ERROR_CODES } from '@trg/contract/errors';
import { standingBookings } from '../cart/index.ts';
import { messagedItem, type MessagedItem } from '../catalog/index.ts';
import { enqueueEmail } from '../email/index.ts';
import { hostBusinesses } from '../profiles/index.ts';
import { localWhen } from './emails.ts';
import { guestMessages } from './schema.ts';

const HOUR_MS = 60 * 60_000;
const NOUN = { event: 'event', experience: 'experience' } as const;

/** The host's own item or slot; another host's answers 403, a missing one 404. */
async function ownItem(db: Db, hostId: number, itemId: number): Promise<MessagedItem> {
  const item = await messagedItem(db, itemId);
  if (!item) throw notFound(`There is no event or experience with the id ${itemId}.`);
  if (item.hostId !== hostId) throw forbidden('You can write only to the guests of your own events and experiences.');
  return item;
}

type StandingBookings = Awaited<ReturnType<typeof standingBookings>>;

/** One address for each buyer holding one of these bookings. */
function addressesOf(bookings: StandingBookings): { email: string; firstName: string | null }[] {
  const byEmail = new Map<string, { email: string; firstName: string | null }>();
  for (const booking of bookings) {
    const email = booking.buyerEmail?.trim();
    if (email && !byEmail.has(email.toLowerCase())) byEmail.set(email.toLowerCase(), { email, firstName: booking.buyerFirstName });
  }
  return [...byEmail.values()];
}

/** The guests of the item: one address for each buyer holding a booking that stands (the cart's paid-and-unrefunded rule). */
async function guestAddresses(db: Db, item: MessagedItem): Promise<{ email: string; firstName: string | null }[]> {
  return addressesOf(await standingBookings(db, { itemIds: item.bookedIds }));
}

/** An experience's slots that have guests, soonest first, with how many. */
function slotsWithGuests(item: MessagedItem, bookings: StandingBookings): GuestMessageLog['slots'] {
  const bySlot = new Map<number, StandingBookings>();
  for (const booking of bookings) {
    if (booking.item.id === item.id) continue;
    bySlot.set(booking.item.id, [...(bySlot.get(booking.item.id) ?? []), booking]);
  }
  return [...bySlot.values()]
    .map((slotBookings) => {
      const slot = slotBookings[0]?.item;
      return { id: slot?.id ?? 0, date: slot?.date ?? null, time: slot?.time ?? null, guests: addressesOf(slotBookings).length };
    })
    .sort((a, b) => `${a.date ?? ''} ${a.time ?? ''}`.localeCompare(`${b.date ?? ''} ${b.time ?? ''}`));
}

/** The item whose log shows a message: the experience of a slot, else the item. */
const logItemOf = (item: MessagedItem) => item.parentId ?? item.id;

/** How many guests the item has now, and what was sent about it (and its slots), newest first. */
export async function guestMessageLog(db: Db, hostId: number, itemId: number): Promise<GuestMessageLog> {
  const item = await ownItem(db, hostId, itemId);
  const rows = await db
    .select()
    .from(guestMessages)
    .where(and(eq(guestMessages.hostId, hostId), eq(guestMessages.logItemId, logItemOf(item))))
    .orderBy(desc(guestMessages.sentAt), desc(guestMessages.id));
  const bookings = await standingBookings(db, { itemIds: item.bookedIds });
  return {
    guests: addressesOf(bookings).length,
    slots: slotsWithGuests(item, bookings),
    messages: rows.map((row) => ({
      id: row.id,
      sentAt: row.sentAt.toISOString(),
      subject: row.subject,
      recipients: row.recipients,
      itemId: row.itemId,
    })),
  };
}

function messageBody(item: MessagedItem, hostName: string, text: string, firstName: string | null) {
  const about = `About ${item.title}, ${localWhen(item)}.`;
  const footer = `${hostName} wrote to the guests of this ${NOUN[item.kind]} through ${BRAND.name}. Your address was not shown to them.`;
  const greeting = firstName ? `Dear ${firstName},` : 'Hello,';
  const plain = [greeting, '', text, '', `${hostName}`, '', about, footer].join('\n');
  const paragraphs = text
    .split(/\n{2,}/)
    .map((part) => `<p>${escapeHtml(part).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
  const html = `<!doctype html><html><body style="font-family:Helvetica,Arial,sans-serif;color:#2b1d1a;background:#faf6ef;padding:24px">
<p>${escapeHtml(greeting)}</p>
${paragraphs}
<p>${escapeHtml(hostName)}</p>
<p style="color:#6b5b55">${escapeHtml(about)}<br>${escapeHtml(footer)}</p>
</body></html>`;
  return { text: plain, html };
}

/**
 * Sends the host's message to each guest of the item through the outbox and logs it, in one transaction. At most
 * GUEST_MESSAGE_LIMITS.perItemPerHour messages an hour about one item (its slots count with it): more answers 429.
 */
export async function sendGuestMessage(
  db: Db,
  hostId: number,
  itemId: number,
  message: { subject: string; text: string },
): Promise<GuestMessageLog['messages'][number]> {
  return db.transaction(async (tx) => {
    const item = await ownItem(tx, hostId, itemId);
    const logItemId = logItemOf(item);
    // One sender at a time per item, so two quick sends cannot both pass the hourly count.
    await tx.execute(sql`select pg_advisory_xact_lock(${32_000}, ${logItemId})`);
    const [recent] = await tx
      .select({ sent: count() })
      .from(guestMessages)
      .where(and(eq(guestMessages.logItemId, logItemId), gt(guestMessages.sentAt, new Date(Date.now() - HOUR_MS))));
    if ((recent?.sent ?? 0) >= GUEST_MESSAGE_LIMITS.perItemPerHour) {
      throw new HttpError(
        429,
        ERROR_CODES.rateLimited,
        `You can write to the guests of one ${NOUN[item.kind]} ${GUEST_MESSAGE_LIMITS.perItemPerHour} times an hour. Please try again later.`,
      );
    }
    const guests = await guestAddresses(tx, item);
    const business = (await hostBusinesses(tx, [hostId])).get(hostId);
    const hostName = business?.businessName ?? business?.contactName ?? 'Your host';
    for (const guest of guests) {
      await enqueueEmail(tx, {
        kind: 'guest-message',
        to: guest.email,
        subject: message.subject,
        ...messageBody(item, hostName, message.text, guest.firstName),
        attachments: [],
      });
    }
    const [row] = await tx
      .insert(guestMessages)
      .values({ hostId, itemId: item.id, logItemId, subject: message.subject, recipients: guests.length })
      .returning();
    if (!row) throw new Error('insert returned nothing');
    return { id: row.id, sentAt: row.sentAt.toISOString(), subject: row.subject, recipients: row.recipients, itemId: row.itemId };
  });
}
