import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { cellarRoutes } from './routes.ts';
import { CELLAR_QUEUES, CELLAR_WINDOWS_CRON, queueWindowEmails, sendWindowEmail, type CellarMailContext } from './window-emails.ts';

const WindowEmailJob = z.object({ userId: z.number().int().positive(), month: z.string() });

/**
 * The member's cellar: its routes, and the monthly email of wines entering their drinking window (a schedule on
 * the job queue, one job per member who asked for it; the email outbox sends). Decision 0021.
 */
export const cellarModule: FastifyPluginAsync<{ publicUrl: string }> = async (app, { publicUrl }) => {
  const context: CellarMailContext = {
    db: app.db,
    publicUrl,
    send: (name, data, options) => app.queue.send(name, data, options),
    mailQueued: () => app.mail.kick(),
  };
  app.queue.define({
    name: CELLAR_QUEUES.windows,
    data: z.object({}),
    cron: CELLAR_WINDOWS_CRON,
    retryLimit: 1,
    handle: async () => void (await queueWindowEmails(context)),
  });
  app.queue.define({
    name: CELLAR_QUEUES.windowEmail,
    data: WindowEmailJob,
    handle: async ({ userId }) => void (await sendWindowEmail(context, userId)),
  });
  await app.register(cellarRoutes);
};
