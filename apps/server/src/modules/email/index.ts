/** The email module's face: other modules queue mail in their own transactions and read what was queued. */
export { type EmailStatus } from './schema.ts';
export { enqueueEmail, queuedEmails, type QueuedEmail } from './outbox.ts';
