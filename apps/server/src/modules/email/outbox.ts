import { and, asc, eq, lte, lt } from 'drizzle-orm';
import { claimColumns, failureColumns } from '../../db/retries.ts';
import type { Db } from '../../db/client.ts';
import type { Mailer } from './mailer.ts';
import { emailOutbox, type EmailStatus, type StoredEmail } from './schema.ts';

export const MAX_EMAIL_ATTEMPTS = 10;

export interface QueuedEmail extends StoredEmail {
  kind: string;
  to: string;
  subject: string;
}

/** Queues a message inside the caller's transaction: it goes out only if that transaction commits. */
export async function enqueueEmail(tx: Db, email: QueuedEmail): Promise<void> {
  await tx.insert(emailOutbox).values({
    kind: email.kind,
    toAddress: email.to,
    subject: email.subject,
    message: { text: email.text, html: email.html, attachments: email.attachments },
  });
}

/** The messages of one kind queued to an address with this subject, oldest first: when each was queued, and how it went. */
export async function queuedEmails(
  db: Db,
  email: { kind: string; to: string; subject: string },
): Promise<{ at: Date; status: EmailStatus }[]> {
  return db
    .select({ at: emailOutbox.createdAt, status: emailOutbox.status })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.kind, email.kind), eq(emailOutbox.toAddress, email.to), eq(emailOutbox.subject, email.subject)))
    .orderBy(asc(emailOutbox.id));
}

/**
 * Sends the messages that are due. Each is claimed with a lease (a conditional update), so instances
 * sharing the database never send one twice; a failure is retried later with backoff, and a send never
 * throws to its caller.
 */
export async function sendDueEmails(
  db: Db,
  mailer: Mailer,
  from: string,
  onError: (error: unknown) => void,
  now = new Date(),
): Promise<number> {
  const due = await db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.status, 'pending'), lte(emailOutbox.nextAttemptAt, now)))
    .orderBy(asc(emailOutbox.id))
    .limit(25);
  let sent = 0;
  for (const { id } of due) {
    const [claimed] = await db
      .update(emailOutbox)
      .set(claimColumns(emailOutbox.attempts, now))
      .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'pending'), lte(emailOutbox.nextAttemptAt, now)))
      .returning();
    if (!claimed) continue;
    try {
      await mailer.send({
        from,
        to: claimed.toAddress,
        subject: claimed.subject,
        text: claimed.message.text,
        html: claimed.message.html,
        attachments: claimed.message.attachments.map((a) => ({ ...a, content: Buffer.from(a.content, 'base64') })),
      });
      await db.update(emailOutbox).set({ status: 'sent', sentAt: new Date(), lastError: null }).where(eq(emailOutbox.id, id));
      sent++;
    } catch (error) {
      onError(error);
      await db
        .update(emailOutbox)
        .set(failureColumns(claimed.attempts, MAX_EMAIL_ATTEMPTS, error))
        .where(eq(emailOutbox.id, id));
    }
  }
  return sent;
}

/** Sent messages hold personal data: their copies leave the outbox after 30 days. */
export async function pruneSentEmails(db: Db, now = new Date()): Promise<void> {
  await db
    .delete(emailOutbox)
    .where(and(eq(emailOutbox.status, 'sent'), lt(emailOutbox.sentAt, new Date(now.getTime() - 30 * 86_400_000))));
}
