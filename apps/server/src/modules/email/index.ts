/** The email module's face: other modules queue mail in their own transactions and read what was queued. */
export { enqueueEmail, pruneSentEmails, queuedEmails, type QueuedEmail } from './outbox.ts';
