import { z } from './zod.ts';
import { inputObject, multiLineText, singleLineText } from './text.ts';

/** Ours (issue 32): a host writes to the guests of one item or slot. Limits named once for the form and the server. */
export const GUEST_MESSAGE_LIMITS = {
  subject: 150,
  text: 5000,
  /** Messages a host may send about one item in an hour. */
  perItemPerHour: 3,
} as const;

/** POST /api/auth/business-profile/guest-messages/{id} */
export const GuestMessageInputSchema = inputObject({
  subject: singleLineText('Please enter a subject.')
    .trim()
    .min(1, { error: 'Please enter a subject.' })
    .max(GUEST_MESSAGE_LIMITS.subject, { error: `The subject can be at most ${GUEST_MESSAGE_LIMITS.subject} characters.` }),
  text: multiLineText('Please write your message.')
    .trim()
    .min(1, { error: 'Please write your message.' })
    .max(GUEST_MESSAGE_LIMITS.text, { error: `The message can be at most ${GUEST_MESSAGE_LIMITS.text} characters.` }),
});
export type GuestMessageInput = z.input<typeof GuestMessageInputSchema>;

/** One message as the log shows it: never the guests' addresses, only how many were written to. */
export const GuestMessageSchema = z.object({
  id: z.number().int(),
  sentAt: z.string(),
  subject: z.string(),
  recipients: z.number().int(),
  /** The item or slot it was about. */
  itemId: z.number().int(),
});
export type GuestMessage = z.infer<typeof GuestMessageSchema>;

/** One slot of an experience sold by the slot that has guests: the host may write to them alone. */
export const GuestSlotSchema = z.object({
  id: z.number().int(),
  date: z.string().nullable(),
  time: z.string().nullable(),
  guests: z.number().int(),
});

/**
 * GET: the guests it would reach now (a count), the messages sent about the item and its slots, newest first, and
 * (for an experience sold by the slot) its slots that have guests, soonest first.
 */
export const GuestMessageLogSchema = z.object({
  guests: z.number().int(),
  messages: z.array(GuestMessageSchema),
  slots: z.array(GuestSlotSchema),
});
export type GuestMessageLog = z.infer<typeof GuestMessageLogSchema>;
