import { z } from './zod.ts';
import { inputObject, multiLineText, singleLineText } from './text.ts';
import { isIsoDate } from './dates.ts';
import { EmailSchema, personNameSchema } from './accounts.ts';
import { pageOf, pageParam, searchParam } from './operator.ts';

/**
 * Gift cards (issue 33, decision 0029): bought for someone, emailed on a chosen day, spent at checkout on any
 * item in the card's currency, partly or wholly, within 24 months.
 */

/** What a card may be bought for, in minor units, per currency the shop sells in (€25 to €500 and the like). */
export const GIFT_CARD_LIMITS = {
  EUR: { minMinor: 25_00, maxMinor: 500_00 },
  GBP: { minMinor: 20_00, maxMinor: 450_00 },
  USD: { minMinor: 25_00, maxMinor: 550_00 },
  ZAR: { minMinor: 500_00, maxMinor: 10_000_00 },
} as const;
export type GiftCardCurrency = keyof typeof GIFT_CARD_LIMITS;
export const GIFT_CARD_CURRENCIES = Object.keys(GIFT_CARD_LIMITS) as GiftCardCurrency[];
export const isGiftCardCurrency = (code: string): code is GiftCardCurrency => Object.hasOwn(GIFT_CARD_LIMITS, code);

/** A card is spent within this many months of its purchase. */
export const GIFT_CARD_VALID_MONTHS = 24;
/** The delivery day is today (UTC) up to this many days ahead. */
export const GIFT_CARD_MAX_DELIVERY_DAYS = 365;
export const GIFT_CARD_MESSAGE_MAX = 500;

/** 16 letters and digits of Crockford's base32 (80 bits), shown in groups of four: `K7QM-2XD9-...`. */
export const GIFT_CARD_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const GIFT_CARD_CODE_LENGTH = 16;

/** A code as typed (any case, spaces or hyphens) to its stored form; I, L and O read as 1, 1 and 0. */
export function normaliseGiftCardCode(code: string): string {
  return code.toUpperCase().replace(/[\s-]/g, '').replace(/[IL]/g, '1').replace(/O/g, '0');
}

export function formatGiftCardCode(code: string): string {
  return (normaliseGiftCardCode(code).match(/.{1,4}/g) ?? []).join('-');
}

export const GIFT_CARD_MESSAGES = {
  amount: 'Enter the amount of the gift card, such as 50 or 50.00.',
  currency: `Choose the currency: ${GIFT_CARD_CURRENCIES.join(', ')}.`,
  recipientName: 'Enter the name of the person the gift card is for.',
  recipientEmail: 'Enter the email address the gift card is sent to.',
  senderName: 'Enter your name as the recipient should read it.',
  message: `Keep the message under ${GIFT_CARD_MESSAGE_MAX} characters.`,
  deliverOn: 'Enter the day to send the gift card, as YYYY-MM-DD.',
  code: 'Enter the gift card code, 16 letters and digits as in the email.',
  reason: 'Say why the gift card is voided (up to 500 characters).',
} as const;

const giftCardCode = () =>
  singleLineText(GIFT_CARD_MESSAGES.code)
    .trim()
    .max(40, { error: GIFT_CARD_MESSAGES.code })
    .transform(normaliseGiftCardCode)
    .refine((code) => code.length === GIFT_CARD_CODE_LENGTH && [...code].every((c) => GIFT_CARD_CODE_ALPHABET.includes(c)), {
      error: GIFT_CARD_MESSAGES.code,
    });

/** POST /api/gift-cards/buy: the server checks the amount against the currency's limits. */
export const BuyGiftCardSchema = inputObject({
  amount: z
    .union([z.string().max(20, { error: GIFT_CARD_MESSAGES.amount }), z.number()], { error: GIFT_CARD_MESSAGES.amount })
    .transform(String),
  currency: singleLineText(GIFT_CARD_MESSAGES.currency)
    .trim()
    .toUpperCase()
    .refine(isGiftCardCurrency, { error: GIFT_CARD_MESSAGES.currency }),
  recipientName: personNameSchema(GIFT_CARD_MESSAGES.recipientName),
  recipientEmail: EmailSchema,
  senderName: singleLineText(GIFT_CARD_MESSAGES.senderName)
    .trim()
    .min(1, { error: GIFT_CARD_MESSAGES.senderName })
    .max(100, { error: GIFT_CARD_MESSAGES.senderName }),
  message: multiLineText()
    .trim()
    .max(GIFT_CARD_MESSAGE_MAX, { error: GIFT_CARD_MESSAGES.message })
    .optional()
    .transform((value) => value ?? ''),
  deliverOn: singleLineText(GIFT_CARD_MESSAGES.deliverOn).trim().refine(isIsoDate, { error: GIFT_CARD_MESSAGES.deliverOn }),
});
export type BuyGiftCardInput = z.input<typeof BuyGiftCardSchema>;

const money = z.string().regex(/^-?\d+\.\d{2,3}$/);

export const GiftCardPurchaseSchema = z.object({
  id: z.number().int(),
  status: z.enum(['pending_payment', 'active', 'void']),
  amount: money,
  currency: z.string(),
  recipientName: z.string(),
  deliverOn: z.string(),
  /** The payment's client secret while it is to be paid; null once paid. */
  client_secret: z.string().nullable(),
  provider: z.enum(['test', 'stripe']),
  message: z.string(),
});
export type GiftCardPurchase = z.infer<typeof GiftCardPurchaseSchema>;

/** POST /api/gift-cards/balance */
export const GiftCardCodeSchema = inputObject({ code: giftCardCode() });
export const GiftCardBalanceSchema = z.object({
  code: z.string(),
  currency: z.string(),
  amount: money,
  balance: money,
  expiresOn: z.string(),
  status: z.enum(['active', 'expired', 'void']),
});
export type GiftCardBalance = z.infer<typeof GiftCardBalanceSchema>;

/** The optional code a buyer gives with create-payment-intent (an extension of the spec's body). */
export const giftCardCodeField = () => giftCardCode().optional();

/** What the gift card took from a held order, answered with create-payment-intent. */
export const AppliedGiftCardSchema = z.object({ code: z.string(), taken: money, remaining: money, currency: z.string() });
export type AppliedGiftCard = z.infer<typeof AppliedGiftCardSchema>;

/** The operator's list. */
export const GiftCardListQuerySchema = z.object({ q: searchParam(), page: pageParam() });
export const GiftCardRowSchema = z.object({
  id: z.number().int(),
  /** The last four characters only: staff never see a whole code. */
  code: z.string().nullable(),
  buyer: z.string().nullable(),
  senderName: z.string(),
  recipientName: z.string(),
  recipientEmail: z.string(),
  amount: money,
  balance: money,
  currency: z.string(),
  status: z.enum(['pending_payment', 'scheduled', 'active', 'expired', 'void']),
  deliverOn: z.string(),
  expiresAt: z.string().nullable(),
  voidReason: z.string().nullable(),
});
export type GiftCardRow = z.infer<typeof GiftCardRowSchema>;
export const GiftCardListSchema = pageOf(GiftCardRowSchema);
export type GiftCardList = z.infer<typeof GiftCardListSchema>;

export const VoidGiftCardSchema = inputObject({
  reason: singleLineText(GIFT_CARD_MESSAGES.reason)
    .trim()
    .min(1, { error: GIFT_CARD_MESSAGES.reason })
    .max(500, { error: GIFT_CARD_MESSAGES.reason }),
});
