import { z } from './zod.ts';
import { TITLES } from './lists/options.ts';
import { isCallingCode } from './lists/calling-codes.ts';
import { inputObject, singleLineText, unknownFields } from './text.ts';
import { AppliedGiftCardSchema, giftCardCodeField } from './gift-cards.ts';
import { CountrySelectSchema } from './profiles.ts';
import { SlotRefSchema } from './slot-ref.ts';

/** GET /api/cart/get-cart-summary */
export const CartSummarySchema = z.object({ numberOfItemsInCart: z.number().int().min(0) });
export type CartSummary = z.infer<typeof CartSummarySchema>;

/** The first route segment of the item's page, as the spec's client sends it. */
export const PRODUCT_GROUPS = ['Events', 'Experiences'] as const;
const PRODUCT_GROUP_MESSAGE = 'productGroup must be Events or Experiences';
export const ProductGroupSchema = z.enum(PRODUCT_GROUPS, { error: PRODUCT_GROUP_MESSAGE });
export type ProductGroup = z.infer<typeof ProductGroupSchema>;

/** What update-item-to-cart does to one line of the cart. */
export const CART_LINE_ACTIONS = ['add', 'increase', 'decrease', 'remove'] as const;
export type CartLineAction = (typeof CART_LINE_ACTIONS)[number];
export const CART_ACTIONS = [...CART_LINE_ACTIONS, 'voucher'] as const;
export type CartAction = (typeof CART_ACTIONS)[number];

export const MAX_VOUCHER_CODE_LENGTH = 40;

/** The most tickets one order may hold for an item: its per-order maximum, else all it issues, else 1. */
export function maxTicketsPerOrder(item: { readonly maximumQuantity: number | null; readonly quantity: number | null }): number {
  return item.maximumQuantity ?? item.quantity ?? 1;
}

// Ids and quantities may arrive as numbers or as numeric strings (form values).
const wholeNumber = (message: string) =>
  z
    .union([z.number(), singleLineText(message).trim().regex(/^\d+$/, { error: message }).transform(Number)], { error: message })
    .pipe(z.number({ error: message }).int({ error: message }).min(1, { error: message }).max(1_000_000, { error: message }));

const PRODUCT_ID_MESSAGE = 'productId must be the id of an event or experience';
const VOUCHER_MESSAGES = { required: 'Please enter a voucher code', notACode: 'That is not a voucher code' } as const;

// Every field is checked wherever it is sent, whatever the action; an action ignores the fields that are
// not its own. A field the action needs and that was not sent is named after the problems of those sent.
const updateCartFields = {
  productGroup: ProductGroupSchema.optional(),
  productId: wholeNumber(PRODUCT_ID_MESSAGE).optional(),
  quantity: wholeNumber('quantity must be a whole number of at least 1').optional(),
  /** Ours: the slot (date and time) of an experience sold by the slot, from GET /api/experiences/:id/slots. */
  slot: wholeNumber('slot must be the id of a date and time of this experience').optional(),
  voucherCode: singleLineText(VOUCHER_MESSAGES.required, VOUCHER_MESSAGES.notACode)
    .trim()
    .max(MAX_VOUCHER_CODE_LENGTH, { error: VOUCHER_MESSAGES.notACode })
    .optional(),
};

/** Tickets of one event or experience: add `quantity` (1 if not sent), or increase, decrease or remove by 1. */
export const CartLineChangeSchema = z
  .strictObject({ ...updateCartFields, action: z.enum(CART_LINE_ACTIONS) }, unknownFields)
  .refine((change): change is typeof change & { productGroup: ProductGroup } => change.productGroup !== undefined, {
    path: ['productGroup'],
    error: PRODUCT_GROUP_MESSAGE,
  })
  .refine((change): change is typeof change & { productId: number } => change.productId !== undefined, {
    path: ['productId'],
    error: PRODUCT_ID_MESSAGE,
  });

/** The voucher code to apply; an empty code takes the voucher off. */
export const VoucherChangeSchema = z
  .strictObject({ ...updateCartFields, action: z.literal('voucher') }, unknownFields)
  .refine((change): change is typeof change & { voucherCode: string } => change.voucherCode !== undefined, {
    path: ['voucherCode'],
    error: VOUCHER_MESSAGES.required,
  });

/** POST /api/cart/update-item-to-cart: one change to the cart, told apart by its action. */
export const UpdateCartSchema = z.discriminatedUnion('action', [CartLineChangeSchema, VoucherChangeSchema], {
  // A missing or unknown action; any other problem keeps its own message.
  error: (issue) => (issue.code === 'invalid_union' ? 'action must be add, increase, decrease, remove or voucher' : undefined),
});
export type UpdateCartInput = z.input<typeof UpdateCartSchema>;
export type UpdateCartChange = z.output<typeof UpdateCartSchema>;
export type CartLineChange = z.output<typeof CartLineChangeSchema>;

const money = z.string().regex(/^-?\d+\.\d{2,3}$/);

/** One line of the cart as spec part 1 §3 names it; the fields of the other kind are null. */
export const CartItemSchema = z.object({
  orderType: ProductGroupSchema,
  quantity: z.number().int(),
  price: money,
  currency: z.string(),
  clientTransactionFee: money,
  mainExperienceImage: z.string().nullable(),
  event__id: z.number().int().nullable(),
  event__eventTitle: z.string().nullable(),
  event__eventType: z.string().nullable(),
  experiences__id: z.number().int().nullable(),
  experiences__experienceTitle: z.string().nullable(),
  experiences__experienceType: z.string().nullable(),
  // Ours, beside the spec's: what the page needs to show the line well.
  productId: z.number().int(),
  maximumQuantity: z.number().int(),
  ticketsPerOrder: z.number().int(),
  /** VAT on one ticket's fee. */
  feeVat: money,
  /** Price, fee and the VAT on the fee: what one ticket really costs. */
  allInPrice: money,
  date: z.string().nullable(),
  time: z.string().nullable(),
  timeZone: z.string(),
  /** Ours: the item's IANA zone, beside the short offset on its date. */
  timeZoneId: z.string().optional(),
  /** Ours: the slot of an experience sold by the slot (date and time above are the slot's), and the experience's id. */
  slot: SlotRefSchema.optional(),
  /** Ours (issue 33): the item's refund terms in words, stated at the checkout before the buyer pays. */
  refundTerms: z.string().optional(),
});
export type CartItem = z.infer<typeof CartItemSchema>;

/**
 * `payment_pending`: a delayed method (a direct debit) is processing; the places stay held until it settles.
 * `payment_declined`: that payment failed later; the places went back and the buyer was told.
 */
export const ORDER_STATUSES = [
  'cart',
  'awaiting_payment',
  'paid',
  'payment_failed',
  'expired',
  'refunded',
  'payment_pending',
  'payment_declined',
] as const;
export const OrderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatusSchema>;

/** GET /api/cart/my-orders: the member's open order (their cart). OrderId is null while they have none. */
export const OrderDataSchema = z.object({
  OrderId: z.number().int().nullable(),
  numberOfItemsInCart: z.number().int(),
  subtotal: money,
  bookingFees: money,
  VAT: money,
  cartTotal: money,
  cart: z.array(CartItemSchema),
  /** Present when a voucher applies. */
  discount: money.optional(),
  voucherCode: z.string().optional(),
  /** Why the voucher on the order does not apply (expired, used up ...), when it does not. */
  voucherMessage: z.string().optional(),
  currency: z.string().nullable(),
  status: OrderStatusSchema.nullable(),
  /** Until when the tickets are held for this member, while a payment is under way. */
  reservedUntil: z.string().nullable(),
});
export type OrderData = z.infer<typeof OrderDataSchema>;

/** The answer to update-item-to-cart: the new order data and a message for the person. */
export const UpdateCartResultSchema = OrderDataSchema.extend({ message: z.string() });
export type UpdateCartResult = z.infer<typeof UpdateCartResultSchema>;

const requiredText = (message: string, max = 100) =>
  singleLineText(message)
    .trim()
    .min(1, { error: message })
    .max(max, { error: `At most ${max} characters, please` });
const optionalText = (max: number) =>
  singleLineText()
    .trim()
    .max(max, { error: `At most ${max} characters, please` })
    .nullish()
    .transform((value) => value ?? '');

/** Attendee info of spec part 1 §3; fields marked * on the form are required. */
export const AttendeeDetailsSchema = inputObject({
  title: optionalText(10).refine((value) => value === '' || (TITLES as readonly string[]).includes(value), {
    error: 'Please choose Mr, Ms, Mrs or Dr',
  }),
  firstName: requiredText("Please enter the attendee's first name"),
  lastName: requiredText("Please enter the attendee's last name"),
  countryCode: optionalText(5).refine((value) => value === '' || isCallingCode(value), {
    error: 'Please choose a country calling code from the list',
  }),
  phone: requiredText('Please enter a phone number', 30).refine((value) => /^[\d\s()+-]{4,30}$/.test(value), {
    error: 'Please enter a phone number using digits',
  }),
  companyName: optionalText(150),
  address: requiredText('Please enter the first line of the address', 200),
  city: requiredText('Please enter a city'),
  postCode: requiredText('Please enter a postcode', 20),
  /** A two-letter code from the country list. */
  country: CountrySelectSchema,
});
export type AttendeeDetails = z.infer<typeof AttendeeDetailsSchema>;
export type AttendeeDetailsInput = z.input<typeof AttendeeDetailsSchema>;

export const AGE_AND_TERMS_TEXT = 'I confirm that I am over the age of 18 and agree with the Terms & Conditions and Privacy Policy';

const orderId = wholeNumber('OrderId must be the id of your order');

/** POST /api/cart/create-payment-intent */
export const CreatePaymentIntentSchema = inputObject({
  OrderId: orderId,
  attendeeDetails: AttendeeDetailsSchema,
  /** Ours (issue 33): a gift card to spend on this order; its balance pays first, the card the rest. */
  giftCardCode: giftCardCodeField(),
});
export type CreatePaymentIntentInput = z.input<typeof CreatePaymentIntentSchema>;

export const PAYMENT_PROVIDERS = ['test', 'stripe'] as const;
export const PaymentProviderNameSchema = z.enum(PAYMENT_PROVIDERS);
export type PaymentProviderName = z.infer<typeof PaymentProviderNameSchema>;

export const PaymentIntentResultSchema = z.object({
  /** Null when there is nothing to pay (free tickets): complete-order then books at once. */
  client_secret: z.string().nullable(),
  provider: PaymentProviderNameSchema,
  amount: money,
  currency: z.string(),
  reservedUntil: z.string(),
  bookingReference: z.string(),
  /** Ours (issue 33): what the gift card took; `amount` is what is left to pay. */
  giftCard: AppliedGiftCardSchema.optional(),
});
export type PaymentIntentResult = z.infer<typeof PaymentIntentResultSchema>;

/** POST /api/cart/complete-order */
export const CompleteOrderSchema = inputObject({ OrderId: orderId });
export type CompleteOrderInput = z.input<typeof CompleteOrderSchema>;

export const CompleteOrderResultSchema = z.object({
  OrderId: z.number().int(),
  status: z.literal('paid'),
  bookingReference: z.string(),
  cartTotal: money,
  currency: z.string(),
  tickets: z.number().int(),
  message: z.string(),
});
export type CompleteOrderResult = z.infer<typeof CompleteOrderResultSchema>;

/** GET /api/cart/payment-config: which provider the checkout talks to, and the pricing rates to show. */
export const PaymentConfigSchema = z.object({
  provider: PaymentProviderNameSchema,
  publishableKey: z.string().nullable(),
  reservationMinutes: z.number().int(),
  pricing: z.object({
    feeRateBasisPoints: z.number().int(),
    feeMinimumHundredths: z.number().int(),
    vatRateBasisPoints: z.number().int(),
  }),
});
export type PaymentConfig = z.infer<typeof PaymentConfigSchema>;

/** POST /api/payments/test-provider/confirm: the built-in test provider's stand-in for the card form. */
export const TestCardPaymentSchema = inputObject({
  clientSecret: singleLineText('The payment is missing its client secret')
    .min(1, { error: 'The payment is missing its client secret' })
    .max(200),
  card: inputObject({
    number: singleLineText('Your card number is invalid.').max(30, { error: 'Your card number is invalid.' }),
    /** "MM/YY" or "MM / YY" as typed. */
    expiry: singleLineText("Your card's expiry date is incomplete.").max(10, { error: "Your card's expiry date is incomplete." }),
    cvc: singleLineText("Your card's security code is invalid.").max(6, { error: "Your card's security code is invalid." }),
  }),
});
export type TestCardPayment = z.infer<typeof TestCardPaymentSchema>;

/** POST /api/cart/payment-status (ours): where an order's payment stands, for the page the buyer returns to. */
export const PaymentStatusRequestSchema = inputObject({ OrderId: orderId });
export type PaymentStatusRequest = z.input<typeof PaymentStatusRequestSchema>;

/** `unpaid`: not paid yet (the buyer left the bank's page, say); `failed` carries the provider's reason. */
export const PAYMENT_STATES = ['paid', 'pending', 'failed', 'unpaid', 'refunded'] as const;
export const PaymentStatusSchema = z.object({
  OrderId: z.number().int(),
  bookingReference: z.string(),
  state: z.enum(PAYMENT_STATES),
  message: z.string(),
  /** The member's booking page of the order's first item. */
  bookingPath: z.string(),
});
export type PaymentStatus = z.infer<typeof PaymentStatusSchema>;

/** POST /api/payments/test-provider/redirect: the test provider's redirect method; `returnPath` is a path on this site. */
export const TestRedirectPaymentSchema = inputObject({
  clientSecret: singleLineText('The payment is missing its client secret')
    .min(1, { error: 'The payment is missing its client secret' })
    .max(200),
  returnPath: singleLineText('The payment is missing the page to return to.').max(500),
});
export const TestRedirectResultSchema = z.object({ status: z.literal('requires_action'), redirectUrl: z.string() });

/** POST /api/payments/test-provider/debit: the test provider's direct debit, from a test IBAN. */
export const TestDebitPaymentSchema = inputObject({
  clientSecret: singleLineText('The payment is missing its client secret')
    .min(1, { error: 'The payment is missing its client secret' })
    .max(200),
  iban: singleLineText('Please enter your IBAN.').max(50, { error: 'Your IBAN is too long.' }),
});
export const TestDebitResultSchema = z.object({ status: z.literal('processing'), paymentIntentId: z.string() });

export const TestCardPaymentResultSchema = z.object({ status: z.literal('succeeded'), paymentIntentId: z.string() });
