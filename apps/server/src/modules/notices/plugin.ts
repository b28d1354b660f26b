import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import {
  NOTICE_QUEUES,
  queueHostDigests,
  scanBookings,
  sendHostDigest,
  sendReminder,
  sendReviewInvitation,
  type NoticeContext,
  type NoticeSettings,
} from './jobs.ts';
import { noticeRoutes } from './routes.ts';

const BookingJob = z.object({ bookingId: z.number().int().positive() });
const DigestJob = z.object({ hostId: z.number().int().positive(), day: z.string(), since: z.coerce.date(), until: z.coerce.date() });
const Nothing = z.object({});

/**
 * Reminders before bookings, review invitations the morning after, hosts' daily digests: each a job on the queue,
 * which decides when and what; the email outbox sends. Scans every five minutes and digests at 07:00 UTC are the
 * queue's schedules, each run once whichever instances are up. See docs/decisions/0013-job-queue.md.
 */
export const noticesModule: FastifyPluginAsync<NoticeSettings> = async (app, settings) => {
  const context: NoticeContext = {
    ...settings,
    db: app.db,
    send: (name, data, options) => app.queue.send(name, data, options),
    mailQueued: () => app.mail.kick(),
  };
  app.queue.define({
    name: NOTICE_QUEUES.scan,
    data: Nothing,
    cron: '*/5 * * * *',
    retryLimit: 1,
    handle: async () => void (await scanBookings(context)),
  });
  app.queue.define({
    name: NOTICE_QUEUES.reminder,
    data: BookingJob,
    handle: async ({ bookingId }) => void (await sendReminder(context, bookingId)),
  });
  app.queue.define({
    name: NOTICE_QUEUES.reviewInvitation,
    data: BookingJob,
    handle: async ({ bookingId }) => void (await sendReviewInvitation(context, bookingId)),
  });
  app.queue.define({
    name: NOTICE_QUEUES.digests,
    data: Nothing,
    cron: '0 7 * * *',
    handle: async () => void (await queueHostDigests(context)),
  });
  app.queue.define({ name: NOTICE_QUEUES.digest, data: DigestJob, handle: async (job) => void (await sendHostDigest(context, job)) });
  await app.register(noticeRoutes, { mailQueued: context.mailQueued });
};
