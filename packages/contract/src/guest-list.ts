import { z } from './zod.ts';
import { inputObject, singleLineText } from './text.ts';
import { formatDate } from './dates.ts';

/**
 * The host's day (ours, issue 32): the guest list of an item (or of one slot of an experience), and the door's
 * check-ins, sent one by one or as a batch queued on a phone without a network.
 */

/** What a ticket's QR code holds: `TRG-TICKET:` and the ticket's code. */
export const TICKET_QR_PREFIX = 'TRG-TICKET:';
/** A ticket's code: three groups of four of the letters and digits that cannot be misread (no 0, O, 1, I, L). */
export const TICKET_CODE = /^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/;

/**
 * A ticket's code from what the door read or typed: the QR's content, or the code typed in any case, with or
 * without its dashes and spaces. Codes of another shape (the demo data's) are taken as typed, upper-cased. Null when it cannot be a ticket's code.
 */
export function ticketCodeOf(input: string): string | null {
  const trimmed = input.trim().toUpperCase();
  const raw = trimmed.startsWith(TICKET_QR_PREFIX) ? trimmed.slice(TICKET_QR_PREFIX.length) : trimmed;
  const letters = raw.replace(/[\s-]/g, '');
  const grouped = `${letters.slice(0, 4)}-${letters.slice(4, 8)}-${letters.slice(8)}`;
  if (TICKET_CODE.test(grouped)) return grouped;
  // Such a code has digits and dashes, which a guest's name, also typed here, has not.
  return /^[A-Z0-9](?:[A-Z0-9-]{6,38})[A-Z0-9]$/.test(raw) && /\d/.test(raw) && raw.includes('-') ? raw : null;
}

/** `cancelled`: its buyer cancelled the booking (issue 33). */
export const TICKET_VOID_REASONS = ['refunded', 'transferred', 'cancelled'] as const;
export type TicketVoidReason = (typeof TICKET_VOID_REASONS)[number];

/** Why the door refuses a void ticket, in words the guest can be told. */
export function voidTicketMessage(reason: TicketVoidReason | null, voidedAt: string | null): string {
  if (reason === 'transferred') return 'This ticket was passed on to someone else; their new ticket has its own code.';
  if (reason === 'cancelled')
    return voidedAt ? `Its buyer cancelled this booking on ${formatDate(voidedAt)}.` : 'Its buyer cancelled this booking.';
  return voidedAt ? `This ticket was refunded on ${formatDate(voidedAt)}.` : 'This ticket was refunded.';
}

const GuestTicketSchema = z.object({
  code: z.string(),
  admits: z.number().int(),
  status: z.enum(['valid', 'void']),
  voidReason: z.enum(TICKET_VOID_REASONS).nullable(),
  voidedAt: z.string().nullable(),
  /** When its holders were let in (ISO instant), or null. */
  checkedInAt: z.string().nullable(),
});
export type GuestTicket = z.infer<typeof GuestTicketSchema>;

export const GUEST_STATUSES = ['paid', 'refunded'] as const;

/** One booking (an order's line for the item or one of its slots): who, what they paid, their tickets. */
const GuestSchema = z.object({
  bookingReference: z.string().nullable(),
  /** The attendee's name as given at checkout. */
  name: z.string(),
  email: z.string().nullable(),
  /** The slot's id, date and time for an experience sold by the slot; the item's own for others. */
  itemId: z.number().int(),
  date: z.string().nullable(),
  time: z.string().nullable(),
  quantity: z.number().int(),
  /** Decimal with 2 places, in `currency`. */
  amountPaid: z.string(),
  currency: z.string(),
  status: z.enum(GUEST_STATUSES),
  paidAt: z.string().nullable(),
  tickets: z.array(GuestTicketSchema),
});
export type Guest = z.infer<typeof GuestSchema>;

export const DoorCountsSchema = z.object({
  /** People the valid tickets admit. */
  expected: z.number().int(),
  /** People let in so far. */
  arrived: z.number().int(),
});
export type DoorCounts = z.infer<typeof DoorCountsSchema>;

/** GET the guest list: the item, its slots' guests too when asked for the experience. */
export const GuestListSchema = z.object({
  item: z.object({
    id: z.number().int(),
    kind: z.enum(['event', 'experience']),
    title: z.string(),
    date: z.string().nullable(),
    time: z.string().nullable(),
    timeZone: z.string(),
    /** The experience a slot belongs to, when the list is a slot's. */
    parentId: z.number().int().nullable(),
  }),
  guests: z.array(GuestSchema),
  counts: DoorCountsSchema,
});
export type GuestList = z.infer<typeof GuestListSchema>;

/** At most this many queued check-ins in one sync. */
export const CHECK_IN_BATCH_MAX = 500;

const CheckInEntrySchema = inputObject({
  /** The QR's content or the code as typed. */
  code: singleLineText('Please scan a ticket or type its code.').max(64, { error: 'That is not a ticket code.' }),
  /** When the phone let the guest in (ISO instant); the server's time when absent. */
  clientTime: z.iso.datetime({ offset: true, error: 'The time of the check-in must be an ISO date and time.' }).optional(),
  /** Which phone: to tell a conflict between two phones at one door. */
  deviceId: singleLineText('Please send the device id.').max(64, { error: 'The device id is too long.' }),
});
export type CheckInEntry = z.infer<typeof CheckInEntrySchema>;

/** POST check-ins: one scan, or the queue of a phone that was offline. */
export const CheckInBatchSchema = inputObject({
  checkIns: z
    .array(CheckInEntrySchema, { error: 'Please send the check-ins as a list.' })
    .min(1, { error: 'Please send at least one check-in.' })
    .max(CHECK_IN_BATCH_MAX, { error: `Please send at most ${CHECK_IN_BATCH_MAX} check-ins at a time.` }),
});
export type CheckInBatch = z.infer<typeof CheckInBatchSchema>;

export const CHECK_IN_OUTCOMES = ['admitted', 'already', 'refused'] as const;
export type CheckInOutcome = (typeof CHECK_IN_OUTCOMES)[number];

const CheckInResultSchema = z.object({
  /** The code as sent. */
  code: z.string(),
  outcome: z.enum(CHECK_IN_OUTCOMES),
  /** Admitted or already: when the holders were let in; who and how many. */
  checkedInAt: z.string().nullable(),
  /** Already: the first check-in came from another phone. */
  otherDevice: z.boolean(),
  name: z.string().nullable(),
  admits: z.number().int().nullable(),
  /** Refused: why, to tell the guest. */
  message: z.string(),
});
export type CheckInResult = z.infer<typeof CheckInResultSchema>;

export const CheckInResultsSchema = z.object({
  results: z.array(CheckInResultSchema),
  counts: DoorCountsSchema,
});
export type CheckInResults = z.infer<typeof CheckInResultsSchema>;
