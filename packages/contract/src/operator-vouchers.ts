import { z } from './zod.ts';
import { inputObject, multiLineText, singleLineText } from './text.ts';
import { isIsoDate } from './dates.ts';
import { decimalToMinor } from './money.ts';
import { isCurrencyCode } from './lists/currencies.ts';
import { pageOf, pageParam, searchParam } from './operator.ts';

/**
 * The operator's console, vouchers: the rules a voucher must meet, shared by the console's form, the
 * staff API and (through the server's createVoucher) the voucher command, so that all three refuse the same things
 * with the same words.
 */

/** Codes are stored upper-case: 3 to 40 letters, digits, - or _. */
export const VOUCHER_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{2,39}$/;

export const VOUCHER_MESSAGES = {
  code: 'The code must be 3 to 40 letters, digits, - or _.',
  percent: 'The percentage must be a whole number from 1 to 100.',
  amount: 'The amount must be above 0.',
  currency: 'A fixed amount needs its currency (GBP, EUR ...).',
  window: 'The voucher must start before it ends.',
  limit: 'The limit must be a whole number of at least 1.',
  date: 'Enter a date as YYYY-MM-DD.',
  item: 'Choose a published event or experience.',
  description: 'Keep the description under 500 characters.',
} as const;

const day = () => singleLineText().trim().refine(isIsoDate, { error: VOUCHER_MESSAGES.date });
const optionalDay = () =>
  z
    .union([day(), z.literal(''), z.null()])
    .optional()
    .transform((value) => (value ? value : null));
const limit = () =>
  z
    .number({ error: VOUCHER_MESSAGES.limit })
    .int({ error: VOUCHER_MESSAGES.limit })
    .min(1, { error: VOUCHER_MESSAGES.limit })
    .max(1_000_000, { error: VOUCHER_MESSAGES.limit });
const percent = () =>
  z
    .number({ error: VOUCHER_MESSAGES.percent })
    .int({ error: VOUCHER_MESSAGES.percent })
    .min(1, { error: VOUCHER_MESSAGES.percent })
    .max(100, { error: VOUCHER_MESSAGES.percent });
/** A decimal amount as typed ("10", "10.50"). */
const amount = () => singleLineText(VOUCHER_MESSAGES.amount).trim().max(20, { error: VOUCHER_MESSAGES.amount });
const currency = () =>
  singleLineText(VOUCHER_MESSAGES.currency)
    .trim()
    .transform((value) => value.toUpperCase())
    .refine(isCurrencyCode, { error: VOUCHER_MESSAGES.currency });
const description = () =>
  z
    .union([multiLineText().trim().max(500, { error: VOUCHER_MESSAGES.description }), z.null()])
    .optional()
    .transform((value) => (value ? value : null));

/** An amount in minor units when it is a positive amount in that currency; undefined otherwise. */
export function voucherAmountMinor(value: string, currencyCode: string): number | undefined {
  const minor = isCurrencyCode(currencyCode) ? decimalToMinor(value, currencyCode) : undefined;
  return minor !== undefined && minor > 0 ? minor : undefined;
}

type Ctx = z.RefinementCtx;
function checkKind(
  value: { kind?: string; percent?: number | null | undefined; amount?: string | null | undefined; currency?: string | null | undefined },
  ctx: Ctx,
) {
  if (value.kind === 'percent' && (value.percent === undefined || value.percent === null)) {
    ctx.addIssue({ code: 'custom', path: ['percent'], message: VOUCHER_MESSAGES.percent });
  }
  if (value.kind === 'fixed') {
    if (!value.currency) ctx.addIssue({ code: 'custom', path: ['currency'], message: VOUCHER_MESSAGES.currency });
    if (!value.amount || (value.currency && voucherAmountMinor(value.amount, value.currency) === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: VOUCHER_MESSAGES.amount });
    }
  }
}
function checkWindow(value: { validFrom?: string | null; validUntil?: string | null }, ctx: Ctx) {
  if (value.validFrom && value.validUntil && value.validFrom > value.validUntil) {
    ctx.addIssue({ code: 'custom', path: ['validUntil'], message: VOUCHER_MESSAGES.window });
  }
}

/**
 * POST /api/operator/vouchers. Dates are whole days in UTC, as the voucher command takes them: the voucher works
 * from the start of `validFrom` to the end of `validUntil`. A percent voucher sends `percent`; a fixed one
 * `amount` (decimal) and `currency`. No `itemId`: every item.
 */
export const VoucherInputSchema = inputObject({
  code: singleLineText(VOUCHER_MESSAGES.code)
    .trim()
    .transform((value) => value.toUpperCase())
    .refine((value) => VOUCHER_CODE_PATTERN.test(value), { error: VOUCHER_MESSAGES.code }),
  kind: z.enum(['percent', 'fixed'], { error: 'Choose a percentage or a fixed amount.' }),
  percent: percent().nullable().optional(),
  amount: amount().nullable().optional(),
  currency: currency().nullable().optional(),
  itemId: z
    .number({ error: VOUCHER_MESSAGES.item })
    .int({ error: VOUCHER_MESSAGES.item })
    .positive({ error: VOUCHER_MESSAGES.item })
    .nullable()
    .optional(),
  validFrom: optionalDay(),
  validUntil: optionalDay(),
  maxRedemptions: limit().nullable().optional(),
  description: description(),
}).superRefine((value, ctx) => {
  checkKind(value, ctx);
  checkWindow(value, ctx);
});
export type VoucherInput = z.input<typeof VoucherInputSchema>;
export type VoucherInputParsed = z.output<typeof VoucherInputSchema>;

/**
 * PATCH /api/operator/vouchers/:id: only the fields sent change. The code never changes (it is printed and
 * shared). Once an order paid with the voucher, what it gives (kind, percent, amount, currency) and its item are
 * fixed, so that the redemptions keep meaning what they did; the window, the limit (not below the paid
 * redemptions) and the description may still change, and it may be disabled or enabled at any time.
 */
export const VoucherUpdateSchema = inputObject({
  kind: z.enum(['percent', 'fixed'], { error: 'Choose a percentage or a fixed amount.' }).optional(),
  percent: percent().nullable().optional(),
  amount: amount().nullable().optional(),
  currency: currency().nullable().optional(),
  itemId: z
    .number({ error: VOUCHER_MESSAGES.item })
    .int({ error: VOUCHER_MESSAGES.item })
    .positive({ error: VOUCHER_MESSAGES.item })
    .nullable()
    .optional(),
  validFrom: z.union([day(), z.literal(''), z.null()]).optional(),
  validUntil: z.union([day(), z.literal(''), z.null()]).optional(),
  maxRedemptions: limit().nullable().optional(),
  description: z.union([multiLineText().trim().max(500, { error: VOUCHER_MESSAGES.description }), z.null()]).optional(),
  disabled: z.boolean({ error: 'Say whether the voucher is disabled.' }).optional(),
}).superRefine((value, ctx) => {
  if (value.kind !== undefined) checkKind(value, ctx);
  checkWindow(value, ctx);
});
export type VoucherUpdate = z.input<typeof VoucherUpdateSchema>;

/** GET /api/operator/vouchers */
export const VoucherListQuerySchema = inputObject({ q: searchParam(), page: pageParam() });

export const VoucherRowSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(['percent', 'fixed']),
  percent: z.number().int().nullable(),
  /** Decimal, as "10.00"; null for a percent voucher. */
  amount: z.string().nullable(),
  currency: z.string().nullable(),
  /** "15% off", "£10.00 off". */
  summary: z.string(),
  item: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  /** Whole days (UTC), as entered. */
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  maxRedemptions: z.number().int().nullable(),
  description: z.string().nullable(),
  /** Paid orders that used it. */
  redemptions: z.number().int(),
  /** Paid orders and checkouts under way: what counts towards the limit. */
  inUse: z.number().int(),
  disabled: z.boolean(),
  disabledAt: z.string().nullable(),
  createdAt: z.string(),
});
export type VoucherRow = z.infer<typeof VoucherRowSchema>;
export const VoucherPageSchema = pageOf(VoucherRowSchema);
export type VoucherPage = z.infer<typeof VoucherPageSchema>;

export const VoucherRedemptionSchema = z.object({
  orderId: z.number().int(),
  bookingReference: z.string().nullable(),
  buyer: z.string(),
  buyerEmail: z.string().nullable(),
  /** Decimal in `currency`; null before the order's totals are frozen. */
  amountOff: z.string().nullable(),
  currency: z.string().nullable(),
  orderStatus: z.string(),
  at: z.string(),
});
export type VoucherRedemption = z.infer<typeof VoucherRedemptionSchema>;

export const VoucherDetailSchema = VoucherRowSchema.extend({ redemptionList: z.array(VoucherRedemptionSchema) });
export type VoucherDetail = z.infer<typeof VoucherDetailSchema>;

/** GET /api/operator/voucher-items: published items a voucher may be limited to. */
export const VoucherItemsQuerySchema = inputObject({ q: searchParam() });
export const VoucherItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  kind: z.string(),
  date: z.string().nullable(),
  currency: z.string(),
});
export const VoucherItemsSchema = z.object({ items: z.array(VoucherItemSchema) });
export type VoucherItem = z.infer<typeof VoucherItemSchema>;
