import { z } from './zod.ts';
import { inputObject, singleLineText } from './text.ts';
import { ORDER_STATUSES } from './cart.ts';
import { pageOf, pageParam, searchParam } from './operator.ts';

/**
 * The operator's console, orders and refunds: search orders, read one with its lines, payment and
 * history, refund all of it, some lines or an amount, and send its confirmation again.
 */

export const OrdersQuerySchema = inputObject({
  q: searchParam(),
  status: z.enum(ORDER_STATUSES, { error: 'Choose a status from the list.' }).optional(),
  page: pageParam(),
});
export type OrdersQuery = z.infer<typeof OrdersQuerySchema>;

/** Amounts are decimal strings in the order's currency ("12.50"), as everywhere in the API. */
export const OrderRowSchema = z.object({
  id: z.number().int(),
  bookingReference: z.string().nullable(),
  status: z.enum(ORDER_STATUSES),
  buyerEmail: z.string().nullable(),
  buyerName: z.string(),
  items: z.array(z.string()),
  currency: z.string().nullable(),
  total: z.string().nullable(),
  refunded: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type OrderRow = z.infer<typeof OrderRowSchema>;
export const OrdersPageSchema = pageOf(OrderRowSchema);
export type OrdersPage = z.infer<typeof OrdersPageSchema>;

export const OrderLineSchema = z.object({
  id: z.number().int(),
  itemId: z.number().int(),
  title: z.string(),
  kind: z.enum(['event', 'experience']),
  hostId: z.number().int(),
  quantity: z.number().int(),
  unitPrice: z.string().nullable(),
  unitFee: z.string().nullable(),
  unitVat: z.string().nullable(),
  /** Price, fee and VAT of all its tickets, before any discount. */
  lineTotal: z.string(),
  /** What refunding this whole line pays back now (its share of a discount and earlier partial refunds taken off). */
  refundable: z.string(),
  /** Partial refunds (an amount, not the whole line) attributed to this line. */
  partiallyRefunded: z.string(),
  refunded: z.boolean(),
  refundedAt: z.string().nullable(),
});
export type OrderLine = z.infer<typeof OrderLineSchema>;

export const OrderTicketSchema = z.object({
  code: z.string(),
  lineId: z.number().int(),
  admits: z.number().int(),
  status: z.enum(['valid', 'void']),
});

export const OrderRefundSchema = z.object({
  id: z.number().int(),
  lineId: z.number().int().nullable(),
  amount: z.string(),
  reason: z.string(),
  status: z.enum(['pending', 'succeeded', 'failed']),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  lastError: z.string().nullable(),
});

export const OrderHistoryEntrySchema = z.object({
  at: z.string(),
  kind: z.enum(['created', 'paid', 'refund', 'confirmation', 'audit']),
  summary: z.string(),
  by: z.string().nullable(),
});
export type OrderHistoryEntry = z.infer<typeof OrderHistoryEntrySchema>;

export const OrderDetailSchema = z.object({
  id: z.number().int(),
  bookingReference: z.string().nullable(),
  status: z.enum(ORDER_STATUSES),
  currency: z.string(),
  buyer: z.object({ userId: z.number().int().nullable(), username: z.string().nullable(), email: z.string().nullable(), name: z.string() }),
  /** The attendee details given at checkout, as stored. */
  attendee: z.record(z.string(), z.unknown()).nullable(),
  voucher: z.object({ code: z.string(), kind: z.enum(['percent', 'fixed']), itemId: z.number().int().nullable() }).nullable(),
  subtotal: z.string().nullable(),
  discount: z.string().nullable(),
  fees: z.string().nullable(),
  vat: z.string().nullable(),
  total: z.string().nullable(),
  payment: z.object({ provider: z.string().nullable(), intentId: z.string().nullable(), status: z.string() }),
  /** Refunds the provider has paid. */
  refunded: z.string(),
  /** Refunds recorded but not yet paid by the provider. */
  refundPending: z.string(),
  /** What can still be refunded: the total less every refund paid or pending. */
  refundable: z.string(),
  lines: z.array(OrderLineSchema),
  tickets: z.array(OrderTicketSchema),
  refunds: z.array(OrderRefundSchema),
  history: z.array(OrderHistoryEntrySchema),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type OrderDetail = z.infer<typeof OrderDetailSchema>;

const LINE_MESSAGE = 'Choose lines of this order.';
/** A decimal amount, as "12.50"; its currency's decimals are checked against the order. */
export const REFUND_AMOUNT_PATTERN = /^\d{1,9}(?:\.\d{1,3})?$/;

/**
 * POST /api/operator/orders/:id/refunds. No lines and no amount: refund everything left. Lines only: those lines
 * in full. An amount: that much, spread over the chosen lines (or all unrefunded lines) by what each has left.
 */
export const RefundInputSchema = inputObject({
  lines: z
    .array(z.number({ error: LINE_MESSAGE }).int({ error: LINE_MESSAGE }).positive({ error: LINE_MESSAGE }), { error: LINE_MESSAGE })
    .max(100)
    .optional(),
  amount: z
    .string({ error: 'Enter the amount as a number, like 12.50.' })
    .max(32, { error: 'Enter the amount as a number, like 12.50.' })
    .trim()
    .regex(REFUND_AMOUNT_PATTERN, { error: 'Enter the amount as a number, like 12.50.' })
    .optional(),
  reason: singleLineText('Please say why you are refunding.')
    .trim()
    .min(1, { error: 'Please say why you are refunding.' })
    .max(500, { error: 'Keep the reason under 500 characters.' }),
});
export type RefundInput = z.infer<typeof RefundInputSchema>;

export const RefundResultSchema = z.object({ order: OrderDetailSchema, refunded: z.string(), message: z.string() });
export type RefundResult = z.infer<typeof RefundResultSchema>;

export const ResendConfirmationResultSchema = z.object({ message: z.string() });
