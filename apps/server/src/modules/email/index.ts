// The email module's public face: what other modules may use of it.
export { enqueueEmail, pruneSentEmails, type QueuedEmail } from './outbox.ts';
