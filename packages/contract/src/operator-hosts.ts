import { z } from './zod.ts';
import { inputObject, multiLineText } from './text.ts';
import { pageOf, pageParam, searchParam } from './operator.ts';

/**
 * The operator's console, hosts: professionals with their items, sales and payouts due, and their
 * suspension. Takings are the ticket prices of paid, unrefunded lines less amounts refunded against them; the
 * booking fee and its VAT are charged to the buyer on top and are ours, so nothing is deducted from the host:
 * the payout due equals the takings (per currency).
 */

export const HostsQuerySchema = inputObject({ q: searchParam(), page: pageParam() });
export type HostsQuery = z.infer<typeof HostsQuerySchema>;

export const HostMoneySchema = z.object({
  currency: z.string(),
  ticketsSold: z.number().int(),
  /** Gross ticket prices of paid, unrefunded lines, less partial refunds. */
  takings: z.string(),
  /** What we owe the host: the takings (our booking fee is the buyer's, on top). */
  payoutDue: z.string(),
});
export type HostMoney = z.infer<typeof HostMoneySchema>;

export const HostRowSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  name: z.string(),
  businessName: z.string().nullable(),
  items: z.number().int(),
  ticketsSold: z.number().int(),
  money: z.array(HostMoneySchema),
  suspended: z.boolean(),
  suspendedAt: z.string().nullable(),
  suspendedReason: z.string().nullable(),
});
export type HostRow = z.infer<typeof HostRowSchema>;
export const HostsPageSchema = pageOf(HostRowSchema);
export type HostsPage = z.infer<typeof HostsPageSchema>;

export const HostItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['event', 'experience']),
  title: z.string(),
  /** Draft, Active, Cancelled or Past. */
  status: z.string(),
  date: z.string().nullable(),
  currency: z.string(),
  ticketsSold: z.number().int(),
  takings: z.string(),
});
export type HostItem = z.infer<typeof HostItemSchema>;

export const HostDetailSchema = HostRowSchema.extend({
  hostItems: z.array(HostItemSchema),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type HostDetail = z.infer<typeof HostDetailSchema>;

export const HostSuspensionInputSchema = inputObject({
  reason: multiLineText('Please give the reason; the host reads it in their email.')
    .trim()
    .min(1, { error: 'Please give the reason; the host reads it in their email.' })
    .max(2000, { error: 'Keep the reason under 2,000 characters.' }),
});
export type HostSuspensionInput = z.infer<typeof HostSuspensionInputSchema>;
