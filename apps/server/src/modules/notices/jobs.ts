import { and, eq, inArray, max } from 'drizzle-orm';
import { todayIso } from '@trg/contract/dates';
import type { Db } from '../../db/client.ts';
import { accountDirectory } from '../accounts/index.ts';
import { standingBookings, type StandingBooking } from '../cart/index.ts';
import { enqueueEmail, type QueuedEmail } from '../email/index.ts';
import { hostDigestEmail, reminderEmail, reviewInvitationEmail } from './emails.ts';
import { hostsWithoutDigest } from './preferences.ts';
import { bookingNotices, hostDigests, type NoticeKind } from './schema.ts';
import { reminderDates, reminderDue, reviewInvitationDates, reviewInvitationDue } from './timing.ts';

const HOUR_MS = 3_600_000;
/** A host's first digest covers the day before it; no digest reaches back further than a week. */
const FIRST_DIGEST_MS = 24 * HOUR_MS;
const LONGEST_DIGEST_MS = 7 * 24 * HOUR_MS;

/** The queues, by name. */
export const NOTICE_QUEUES = {
  scan: 'notices-scan',
  reminder: 'booking-reminder',
  reviewInvitation: 'review-invitation',
  digests: 'host-digests',
  digest: 'host-digest',
} as const;

export interface NoticeSettings {
  publicUrl: string;
  /** How long before a booking starts its reminder goes. */
  reminderHoursBefore: number;
}

/** What the jobs need of the app: its database, the queue to send to, and a nudge to the mail outbox. */
export interface NoticeContext extends NoticeSettings {
  db: Db;
  send(name: string, data: object, options: { singletonKey: string }): Promise<unknown>;
  mailQueued(): void;
}

/** The notices of a kind already queued for these bookings, as `bookingId:startMs`. */
async function noticesQueued(db: Db, kind: NoticeKind, bookingIds: readonly number[]): Promise<Set<string>> {
  if (bookingIds.length === 0) return new Set();
  const rows = await db
    .select({ bookingId: bookingNotices.bookingId, startsAt: bookingNotices.startsAt })
    .from(bookingNotices)
    .where(and(eq(bookingNotices.kind, kind), inArray(bookingNotices.bookingId, [...bookingIds])));
  return new Set(rows.map((row) => `${row.bookingId}:${row.startsAt.getTime()}`));
}

const RULES = {
  reminder: { queue: NOTICE_QUEUES.reminder, key: 'reminder' },
  review_invitation: { queue: NOTICE_QUEUES.reviewInvitation, key: 'review' },
} as const;

/** Sends a job for each booking due this kind of notice that has not had it; answers how many were sent. */
async function queueDue(context: NoticeContext, kind: NoticeKind, due: { booking: StandingBooking; start: number }[]): Promise<number> {
  const queued = await noticesQueued(
    context.db,
    kind,
    due.map(({ booking }) => booking.bookingId),
  );
  let sent = 0;
  for (const { booking, start } of due) {
    if (queued.has(`${booking.bookingId}:${start}`)) continue;
    // While one waits, a second scan (on this instance or another) adds none: the key is the queue's.
    await context.send(
      RULES[kind].queue,
      { bookingId: booking.bookingId },
      { singletonKey: `${RULES[kind].key}:${booking.bookingId}:${start}` },
    );
    sent++;
  }
  return sent;
}

/**
 * The scan the queue runs every few minutes: a job for each booking whose reminder or review invitation is due
 * and not yet queued. The jobs decide again when they run, so a booking refunded or an item moved in between is
 * never wrongly told.
 */
export async function scanBookings(context: NoticeContext, now = Date.now()): Promise<{ reminders: number; reviewInvitations: number }> {
  const hours = context.reminderHoursBefore;
  const upcoming = await standingBookings(context.db, { itemDates: reminderDates(now, hours) });
  const reminders = upcoming.flatMap((booking) => {
    const start = reminderDue(booking, now, hours);
    return start === undefined ? [] : [{ booking, start }];
  });
  const past = await standingBookings(context.db, { itemDates: reviewInvitationDates(now) });
  const invitations = past.flatMap((booking) => {
    const start = reviewInvitationDue(booking, now);
    return start === undefined ? [] : [{ booking, start }];
  });
  return {
    reminders: await queueDue(context, 'reminder', reminders),
    reviewInvitations: await queueDue(context, 'review_invitation', invitations),
  };
}

/**
 * One notice about one booking, if it is still due: its row and its mail in one transaction, so that it is queued
 * once whichever job (a retry, another instance's) gets there first; the outbox sends it, once. Answers whether
 * this call queued it.
 */
async function sendNotice(
  context: NoticeContext,
  kind: NoticeKind,
  bookingId: number,
  due: (booking: StandingBooking) => number | undefined,
  email: (booking: StandingBooking, to: string) => QueuedEmail,
): Promise<boolean> {
  const [booking] = await standingBookings(context.db, { bookingIds: [bookingId] });
  // Refunded or cancelled since the scan, or no address to write to: nothing to send.
  if (!booking?.buyerEmail) return false;
  const start = due(booking);
  if (start === undefined) return false;
  const to = booking.buyerEmail;
  const queued = await context.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(bookingNotices)
      .values({ bookingId, kind, startsAt: new Date(start) })
      .onConflictDoNothing()
      .returning({ bookingId: bookingNotices.bookingId });
    if (!row) return false;
    await enqueueEmail(tx, email(booking, to));
    return true;
  });
  if (queued) context.mailQueued();
  return queued;
}

export const sendReminder = (context: NoticeContext, bookingId: number, now = Date.now()) =>
  sendNotice(
    context,
    'reminder',
    bookingId,
    (booking) => reminderDue(booking, now, context.reminderHoursBefore),
    (booking, to) => reminderEmail(booking, to, context.publicUrl),
  );

export const sendReviewInvitation = (context: NoticeContext, bookingId: number, now = Date.now()) =>
  sendNotice(
    context,
    'review_invitation',
    bookingId,
    (booking) => reviewInvitationDue(booking, now),
    (booking, to) => reviewInvitationEmail(booking, to, context.publicUrl),
  );

/** Where each host's next digest starts: the end of their last one. */
async function lastDigestEnds(db: Db, hostIds: readonly number[]): Promise<Map<number, Date>> {
  if (hostIds.length === 0) return new Map();
  const rows = await db
    .select({ hostId: hostDigests.hostId, until: max(hostDigests.bookingsUntil) })
    .from(hostDigests)
    .where(inArray(hostDigests.hostId, [...hostIds]))
    .groupBy(hostDigests.hostId);
  return new Map(rows.flatMap((row) => (row.until ? [[row.hostId, row.until] as const] : [])));
}

/** The start of a host's next digest: the end of the last one, or the day before; never more than a week back. */
const digestStart = (last: Date | undefined, now: number) =>
  new Date(Math.max(last?.getTime() ?? now - FIRST_DIGEST_MS, now - LONGEST_DIGEST_MS));

/**
 * The daily run: a digest job for each host who had new bookings since their last digest and has not turned
 * digests off. A host's digest is one a day (UTC): the job's key and the digest's row say so.
 */
export async function queueHostDigests(context: NoticeContext, now = Date.now()): Promise<number> {
  const until = new Date(now);
  const recent = await standingBookings(context.db, { paidAfter: new Date(now - LONGEST_DIGEST_MS), paidUntil: until });
  const hostIds = [...new Set(recent.map((booking) => booking.item.hostId))];
  const [lastEnds, optedOut] = await Promise.all([lastDigestEnds(context.db, hostIds), hostsWithoutDigest(context.db, hostIds)]);
  const day = todayIso(until);
  let sent = 0;
  for (const hostId of hostIds) {
    if (optedOut.has(hostId)) continue;
    const since = digestStart(lastEnds.get(hostId), now);
    if (!recent.some((booking) => booking.item.hostId === hostId && booking.paidAt > since)) continue;
    await context.send(
      NOTICE_QUEUES.digest,
      { hostId, day, since: since.toISOString(), until: until.toISOString() },
      { singletonKey: `digest:${hostId}:${day}` },
    );
    sent++;
  }
  return sent;
}

/** One host's digest of one day, once: its row and its mail in one transaction. Answers whether this call queued it. */
export async function sendHostDigest(
  context: NoticeContext,
  job: { hostId: number; day: string; since: Date; until: Date },
): Promise<boolean> {
  const { db } = context;
  const optedOut = await hostsWithoutDigest(db, [job.hostId]);
  if (optedOut.has(job.hostId)) return false;
  const [host] = await db
    .select({ email: accountDirectory.email, firstName: accountDirectory.firstName, suspendedAt: accountDirectory.suspendedAt })
    .from(accountDirectory)
    .where(eq(accountDirectory.id, job.hostId));
  if (!host || host.suspendedAt) return false;
  const bookings = await standingBookings(db, { paidAfter: job.since, paidUntil: job.until, hostId: job.hostId });
  if (bookings.length === 0) return false;
  const queued = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(hostDigests)
      .values({ hostId: job.hostId, day: job.day, bookingsUntil: job.until, bookings: bookings.length })
      .onConflictDoNothing()
      .returning({ hostId: hostDigests.hostId });
    if (!row) return false;
    await enqueueEmail(tx, hostDigestEmail(bookings, host.email, host.firstName || null, context.publicUrl));
    return true;
  });
  if (queued) context.mailQueued();
  return queued;
}
