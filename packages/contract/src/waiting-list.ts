import { z } from 'zod';
import { EmailSchema } from './accounts.ts';
import { singleLineText } from './text.ts';

/** Where the signed-in member stands on an item's (or slot's) waiting list. */
export const WaitingListStatusSchema = z.object({
  onList: z.boolean(),
  /** 1 for the first in line; null when not waiting (off the list, or holding a place). */
  position: z.number().int().nullable(),
  /** While a place is held for the member: until when (ISO instant) they can buy it. */
  holdUntil: z.string().nullable(),
  message: z.string(),
});
export type WaitingListStatus = z.infer<typeof WaitingListStatusSchema>;

export const TRANSFER_NAME_MAX_LENGTH = 100;

export const TRANSFER_MESSAGES = {
  nameRequired: 'Please enter the name of the person you are passing the ticket to',
  nameTooLong: `Please keep the name to ${TRANSFER_NAME_MAX_LENGTH} characters`,
} as const;

/** Passing a ticket on: to whom. They need not be a member; the new ticket is emailed to them. */
export const TicketTransferInputSchema = z.object({
  name: singleLineText(TRANSFER_MESSAGES.nameRequired)
    .min(1, { error: TRANSFER_MESSAGES.nameRequired })
    .max(TRANSFER_NAME_MAX_LENGTH, { error: TRANSFER_MESSAGES.nameTooLong }),
  email: EmailSchema,
});
export type TicketTransferInput = z.infer<typeof TicketTransferInputSchema>;

export const TicketCodeParamsSchema = z.object({
  code: z.string().regex(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/, { error: 'A ticket code looks like K7QM-4XPD-2RTA.' }),
});

export const TicketTransferResultSchema = z.object({
  message: z.string(),
  passedOnTo: z.string(),
});
export type TicketTransferResult = z.infer<typeof TicketTransferResultSchema>;
