import path from 'node:path';
import fp from 'fastify-plugin';
import { createMailer, type Mailer } from './mailer.ts';
import { sendDueEmails } from './outbox.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mail: {
      mailer: Mailer;
      /** Sends what is due soon, without waiting: a request that queued mail never waits on it. */
      kick(): void;
      /** Sends what is due now and waits (tests, jobs). */
      sendDue(): Promise<number>;
    };
  }
}

export interface MailOptions {
  smtpUrl: string | undefined;
  dataDir: string;
  from: string;
  /** For tests: a mailer that fails or records. */
  mailer?: Mailer;
}

/** The mail outbox and its sender; mail in flight finishes before the app closes. */
export const mailPlugin = fp<MailOptions>(async (app, options) => {
  const mailer = options.mailer ?? createMailer({ smtpUrl: options.smtpUrl, outboxDir: path.join(options.dataDir, 'outbox') });
  let running: Promise<number> | null = null;
  let again = false;
  const pass = async () => {
    let total = 0;
    do {
      again = false;
      total += await sendDueEmails(app.db, mailer, options.from, (error) => app.log.warn({ err: error }, 'email send failed; will retry'));
    } while (again);
    return total;
  };
  // One pass at a time per instance; mail queued during a pass gets one more pass straight after it.
  const sendDue = (): Promise<number> => {
    if (running) {
      again = true;
      // The pass may have just checked `again` and be ending: then it did not see this call, which passes again.
      return running.then((sent) => (again ? sendDue().then((more) => sent + more) : sent));
    }
    running = pass().finally(() => {
      running = null;
    });
    return running;
  };
  app.decorate('mail', {
    mailer,
    kick: () => {
      sendDue().catch((error: unknown) => app.log.warn({ err: error }, 'email outbox pass failed'));
    },
    sendDue,
  });
  app.addHook('onClose', async () => {
    if (running) await running.catch(() => 0);
    mailer.close();
  });
});
