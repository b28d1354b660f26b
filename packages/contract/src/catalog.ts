import { z } from './zod.ts';
import { inputObject, multiLineText, singleLineText } from './text.ts';
import { isIsoDate, TIME_24H } from './dates.ts';
import { isCurrencyCode } from './lists/currencies.ts';
import { isCountryCode } from './lists/countries.ts';
import { listingFilterFields } from './listing-filters.ts';
import { isCallingCode } from './lists/calling-codes.ts';
import { isTimeZoneOffset, offsetFromLabel } from './lists/time-zones.ts';
import { isZoneName } from './local-time.ts';
import { SlotRefSchema } from './slot-ref.ts';
import { SHOWN_STATUSES } from './catalog-rules.ts';
import { SALES_STATES } from './sale-state.ts';
import { TICKET_VOID_REASONS } from './guest-list.ts';
import { splitCurrencyCodes } from './catalog-text.ts';
import { BookingCancellationSchema } from './booking-cancel.ts';
import { REFUND_TERMS_LIMITS, refundTermsProblems } from './refund-policy.ts';
import { ShownReviewSchema } from './reviews.ts';

/** Limits of the host's fields, named once for the form and the server. */
export const CATALOG_LIMITS = {
  title: 120,
  description: 5000,
  type: 80,
  hashTags: 300,
  host: 120,
  summary: 500,
  address: 200,
  city: 100,
  postcode: 20,
  refundPolicy: 2000,
  quantity: 100_000,
  maximumQuantity: 1000,
  ticketsPerOrder: 50,
  /** Prices are at most this many whole units of the currency. */
  priceWhole: 1_000_000,
  streamingLink: 2000,
  streamingInstructions: 2000,
} as const;

// Forms send '' for an emptied field: the server stores that as "not set".
const clean = (value: unknown) => (typeof value === 'string' ? (value.trim() === '' ? null : value.trim()) : value);
const tooLong = (label: string, max: number) => ({ error: `${label} can be at most ${max} characters.` });

const optionalText = (label: string, max: number, text = singleLineText) =>
  z.preprocess(clean, text(`${label} must be text.`).max(max, tooLong(label, max)).nullable()).optional();

export const TitleSchema = singleLineText('Please enter a title.')
  .trim()
  .min(1, { error: 'Please enter a title.' })
  .max(CATALOG_LIMITS.title, tooLong('The title', CATALOG_LIMITS.title));

const wholeNumber = (label: string, max: number) => {
  const message = `${label} must be a whole number of 1 or more.`;
  return z
    .preprocess(
      (value) => {
        const cleaned = clean(value);
        return typeof cleaned === 'string' && /^\d+$/.test(cleaned) ? Number(cleaned) : cleaned;
      },
      z
        .number({ error: message })
        .int({ error: message })
        .min(1, { error: message })
        .max(max, { error: `${label} can be at most ${max}.` })
        .nullable(),
    )
    .optional();
};

const coordinate = (label: string, limit: number) =>
  z
    .preprocess(
      (value) => {
        const cleaned = clean(value);
        return typeof cleaned === 'string' && /^-?\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : cleaned;
      },
      z
        .number({ error: `${label} must be a number.` })
        .min(-limit, { error: `${label} must be between -${limit} and ${limit}.` })
        .max(limit, { error: `${label} must be between -${limit} and ${limit}.` })
        .nullable(),
    )
    .optional();

const isoDate = (label: string) =>
  z
    .preprocess(
      clean,
      singleLineText(`${label} must be a date.`)
        .refine(isIsoDate, { error: `${label} must be a real date, written YYYY-MM-DD.` })
        .nullable(),
    )
    .optional();

const time24 = (label: string) =>
  z
    .preprocess(
      clean,
      singleLineText(`${label} must be a time.`)
        .regex(TIME_24H, { error: `${label} must be a 24-hour time such as 19:30.` })
        .transform((value) => value.slice(0, 5))
        .nullable(),
    )
    .optional();

const termsDays = (label: string) => {
  const message = `${label} must be a whole number from 0 to ${REFUND_TERMS_LIMITS.maxDays}.`;
  return z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
    z.number({ error: message }).int({ error: message }).min(0, { error: message }).max(REFUND_TERMS_LIMITS.maxDays, { error: message }),
  );
};

/**
 * Ours (issue 33): an item's refund terms, what a buyer's cancellation refunds: a full refund until `fullRefundDays`
 * before the start, `partialRefundPercent` until `partialRefundDays` before, none after (N ≥ M ≥ 0, 0 ≤ P ≤ 100).
 */
export const RefundTermsSchema = z
  .object({
    fullRefundDays: termsDays('The days before the start for a full refund'),
    partialRefundDays: termsDays('The days before the start for a partial refund'),
    partialRefundPercent: z.preprocess(
      (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
      z
        .number({ error: 'The partial refund must be a whole percentage from 0 to 100.' })
        .int({ error: 'The partial refund must be a whole percentage from 0 to 100.' })
        .min(0, { error: 'The partial refund must be a whole percentage from 0 to 100.' })
        .max(100, { error: 'The partial refund must be a whole percentage from 0 to 100.' }),
    ),
  })
  .strict()
  .superRefine((terms, context) => {
    for (const [field, message] of Object.entries(refundTermsProblems(terms))) {
      context.addIssue({ code: 'custom', path: [field], message });
    }
  });

export const PRICE_MESSAGE = 'Price must be an amount of 0 or more, such as 45 or 45.50.';

/** Only the fields a host changed; '' or null clears a field. Sent to `...-details-update/{id}/`. */
export const ItemUpdateSchema = inputObject({
  eventTitle: TitleSchema.optional(),
  experienceTitle: TitleSchema.optional(),
  eventType: optionalText('The type', CATALOG_LIMITS.type),
  experienceType: optionalText('The type', CATALOG_LIMITS.type),
  description: optionalText('The description', CATALOG_LIMITS.description, multiLineText),
  hashTags: optionalText('Hashtags', CATALOG_LIMITS.hashTags),
  host: optionalText('The host', CATALOG_LIMITS.host),
  summary: optionalText('The summary', CATALOG_LIMITS.summary, multiLineText),
  currency: singleLineText('Choose a currency from the list.')
    .trim()
    .toUpperCase()
    .refine(isCurrencyCode, { error: 'Choose a currency from the list.' })
    .optional(),
  ccyExpenseSymbols: z
    .preprocess(
      clean,
      singleLineText('Currencies must be codes separated by |, such as EUR|GBP.')
        .transform(splitCurrencyCodes)
        .refine((codes) => codes.every(isCurrencyCode), { error: 'Use currency codes from the list, separated by |, such as EUR|GBP.' })
        .transform((codes) => [...new Set(codes)].join('|'))
        .nullable(),
    )
    .optional(),
  date: isoDate('The date'),
  time: time24('The time'),
  timeZone: singleLineText('Choose a time zone from the list.')
    .trim()
    .transform((value) => offsetFromLabel(value) ?? value)
    // An IANA zone ('Europe/Paris', ours), or the spec picker's offset label, which the server maps to its country's zone.
    .refine((value) => isZoneName(value) || isTimeZoneOffset(value), { error: 'Choose a time zone from the list.' })
    .optional(),
  hostEmail: z
    .preprocess(clean, z.email({ error: 'Enter a valid email address, such as name@example.com.' }).max(254).nullable())
    .optional(),
  hostPhone: z
    .preprocess(
      clean,
      singleLineText('Enter the phone number in digits.')
        .regex(/^\d[\d -]{4,18}\d$/, { error: 'Enter the phone number in digits, such as 07700 900123.' })
        .nullable(),
    )
    .optional(),
  hostPhoneCountryCode: z
    .preprocess(
      clean,
      singleLineText('Choose a calling code from the list.')
        .refine(isCallingCode, { error: 'Choose a calling code from the list.' })
        .transform((value) => `+${value.replace(/^\+/, '')}`)
        .nullable(),
    )
    .optional(),
  maximumQuantity: wholeNumber('Maximum quantity', CATALOG_LIMITS.maximumQuantity),
  quantity: wholeNumber('Quantity', CATALOG_LIMITS.quantity),
  ticketsPerOrder: wholeNumber('Tickets per order', CATALOG_LIMITS.ticketsPerOrder),
  price: z
    .preprocess(
      (value) => (typeof value === 'number' ? String(value) : clean(value)),
      singleLineText(PRICE_MESSAGE)
        .regex(/^\d{1,7}(\.\d{1,3})?$/, { error: PRICE_MESSAGE })
        .nullable(),
    )
    .optional(),
  olineExperience: z.boolean({ error: 'Choose whether it is online (true or false).' }).optional(),
  locationAddress: optionalText('The address', CATALOG_LIMITS.address),
  locationcity: optionalText('The city', CATALOG_LIMITS.city),
  locationZip_code: optionalText('The postcode', CATALOG_LIMITS.postcode),
  locationCountry: z
    .preprocess(
      clean,
      singleLineText('Choose a country from the list.')
        .toUpperCase()
        .refine(isCountryCode, { error: 'Choose a country from the list.' })
        .nullable(),
    )
    .optional(),
  lat: coordinate('Latitude', 90),
  lng: coordinate('Longitude', 180),
  salesStartDate: isoDate('The sales start date'),
  salesEndDate: isoDate('The sales end date'),
  salesStartTime: time24('The sales start time'),
  salesEndTime: time24('The sales end time'),
  /** Ours (beyond the spec): when it ends, a 24-hour time in its time zone (after midnight means the next day). */
  endTime: time24('The end time'),
  /** Ours: the host's own refund policy; when empty, pages show the site's default policy. */
  refundPolicy: optionalText('The refund policy', CATALOG_LIMITS.refundPolicy, multiLineText),
  /** Ours (issue 33): the host's refund terms; null goes back to the site's terms. */
  refundTerms: RefundTermsSchema.nullable().optional(),
  /** Ours, private: an online item's streaming link (https) and joining instructions. */
  streamingLink: z
    .preprocess(
      clean,
      singleLineText('The streaming link must be a web address.')
        .max(CATALOG_LIMITS.streamingLink, tooLong('The streaming link', CATALOG_LIMITS.streamingLink))
        .refine((value) => URL.canParse(value) && new URL(value).protocol === 'https:', {
          error: 'The streaming link must be a full https:// address, such as https://meet.example.com/tasting.',
        })
        .nullable(),
    )
    .optional(),
  streamingInstructions: optionalText('The streaming instructions', CATALOG_LIMITS.streamingInstructions, multiLineText),
  /** true publishes a Draft that is ready to sell. */
  publishEvent: z.boolean({ error: 'publishEvent must be true or false.' }).optional(),
  /** true cancels an Active item: sales stop and paid orders are refunded. */
  cancelEvent: z.boolean({ error: 'cancelEvent must be true or false.' }).optional(),
});
export type ItemUpdateInput = z.input<typeof ItemUpdateSchema>;
export type ItemUpdate = z.output<typeof ItemUpdateSchema>;

/** POST auth/business-profile/create-event: only the title and the online flag. */
export const CreateEventSchema = inputObject({
  eventTitle: TitleSchema,
  olineExperience: z.boolean({ error: 'Choose whether it is online (true or false).' }).default(false),
});
/** POST auth/business-profile/create-experience */
export const CreateExperienceSchema = inputObject({
  experienceTitle: TitleSchema,
  olineExperience: z.boolean({ error: 'Choose whether it is online (true or false).' }).default(false),
});

export const WineListDataSchema = z.array(
  z.object({
    id: z.number().int(),
    wineListName: z.string(),
    wineListdescription: z.string(),
    /** Only the name and producer of each wine are public. */
    wines: z.array(z.object({ id: z.number().int(), wine: z.string(), producer: z.string().nullable() })),
  }),
);

const nullableText = z.string().nullable();

/** The fields every answer about one event or experience carries, under the spec's names. */
const ItemCoreSchema = z.object({
  id: z.number().int(),
  /** The detail page's slug: title lower-cased, spaces to hyphens, then '-{id}'. */
  slug: z.string(),
  eventTitle: z.string(),
  /** Experiences only (they carry eventTitle too). */
  experienceTitle: z.string().optional(),
  eventType: nullableText.optional(),
  experienceType: nullableText.optional(),
  /** The image URL (1024 px wide WebP), or null. */
  mainExperienceImage: nullableText,
  /** The same image in every stored width, for `srcset`. */
  mainExperienceImageSrcSet: nullableText,
  currency: z.string(),
  description: nullableText,
  hashTags: nullableText,
  host: nullableText,
  date: nullableText,
  time: nullableText,
  /** The short offset on the item's own date ('GMT+02:00' for a July evening in Paris), as the spec writes it. */
  timeZone: z.string(),
  /** Ours: the item's IANA zone ('Europe/Paris'), from which every instant is computed. */
  timeZoneId: z.string().optional(),
  /** Ours: true for an experience sold by the slot (GET /api/experiences/:id/slots); date and time are then its next slot's. */
  slotted: z.boolean().optional(),
  /** Ours: for one slot of such an experience (a member's booking page), the experience's id: reviews are its. */
  slotOf: z.number().int().optional(),
  hostEmail: nullableText,
  hostPhone: nullableText,
  hostPhoneCountryCode: nullableText,
  maximumQuantity: z.number().int().nullable(),
  /** Decimal with 2 places, e.g. "45.00". */
  price: nullableText,
  /** The booking fee per ticket, decimal with 2 places. */
  clientTransactionFee: nullableText,
  /** What one ticket really costs: price, booking fee and the VAT on the fee (beyond the spec: no drip pricing). */
  allInPrice: nullableText,
  quantity: z.number().int().nullable(),
  ticketsPerOrder: z.number().int().nullable(),
  summary: nullableText,
  olineExperience: z.boolean(),
  locationAddress: nullableText,
  locationcity: nullableText,
  locationZip_code: nullableText,
  locationCountry: nullableText,
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  salesStartDate: nullableText,
  salesEndDate: nullableText,
  salesStartTime: nullableText,
  salesEndTime: nullableText,
  /** Ours: the end time ('18:00'), or null. */
  endTime: nullableText,
  /** Ours: the host's refund policy, or null for the site's default. */
  refundPolicy: nullableText,
  /** Ours (issue 33): the host's refund terms a cancellation is refunded by, or null for the site's (`SITE_REFUND_TERMS`). */
  refundTerms: z
    .object({ fullRefundDays: z.number().int(), partialRefundDays: z.number().int(), partialRefundPercent: z.number().int() })
    .nullable()
    .optional(),
  status: z.enum(SHOWN_STATUSES),
  ccyExpenseSymbols: nullableText,
  businessName: z.string(),
  businessBio: z.string(),
  WineListData: WineListDataSchema,
});

export const MissingFieldSchema = z.object({ field: z.string(), label: z.string() });

/** auth/business-profile/event-details/{id} (and experience-details): the host's view. */
export const HostItemSchema = ItemCoreSchema.extend({
  /** Ours: the private streaming details, only ever in the host's own view. */
  streamingLink: nullableText.optional(),
  streamingInstructions: nullableText.optional(),
  readyToPublish: z.boolean(),
  /** What is still needed before publishing, in the order of the form. */
  missingToPublish: z.array(MissingFieldSchema),
  ticketsSold: z.number().int(),
  grossSales: z.string(),
  potentialSales: z.string(),
  publishEvent: z.boolean(),
});
export type HostItem = z.infer<typeof HostItemSchema>;
export const HostItemListSchema = z.array(HostItemSchema);

/** GET /api/events/{id} and /api/experiences/{id}: the public detail. */
export const PublicItemSchema = ItemCoreSchema.extend({
  salesState: z.enum(SALES_STATES),
  ticketsAvailable: z.number().int(),
  /** Average of the reviews' ratings (1 decimal), null when there are none. */
  reviewAverage: z.number().nullable(),
  reviewCount: z.number().int(),
  /** Ours (issue 31): the first page of the reviews people read, newest first; the rest from /api/reviews/items/{id}. */
  latestReviews: z.array(ShownReviewSchema).optional(),
});
export type PublicItem = z.infer<typeof PublicItemSchema>;

/** One card of the public listings. */
export const ItemCardSchema = ItemCoreSchema.pick({
  id: true,
  slug: true,
  eventTitle: true,
  experienceTitle: true,
  eventType: true,
  experienceType: true,
  mainExperienceImage: true,
  mainExperienceImageSrcSet: true,
  currency: true,
  price: true,
  allInPrice: true,
  date: true,
  time: true,
  timeZone: true,
  timeZoneId: true,
  summary: true,
  olineExperience: true,
  locationcity: true,
  locationCountry: true,
  lat: true,
  lng: true,
});
export type ItemCard = z.infer<typeof ItemCardSchema>;

/** Ours (issue 31): a listing's card with what a search matched ('Barolo Cannubi', 'Nebbiolo') and the distance asked for. */
export const ListedCardSchema = ItemCardSchema.extend({
  matches: z.array(z.string()).optional(),
  distanceKm: z.number().optional(),
});
export type ListedCard = z.infer<typeof ListedCardSchema>;

export const LISTING_PAGE_SIZE = 12;
export const LISTING_MAX_PAGE_SIZE = 50;

/** GET /api/events and /api/experiences: Active items still to come, soonest first. */
export const ListingQuerySchema = inputObject({
  page: z.coerce
    .number({ error: 'page must be a whole number of 1 or more.' })
    .int()
    .min(1, { error: 'page must be a whole number of 1 or more.' })
    .default(1),
  pageSize: z.coerce
    .number({ error: `pageSize must be a whole number from 1 to ${LISTING_MAX_PAGE_SIZE}.` })
    .int()
    .min(1, { error: `pageSize must be a whole number from 1 to ${LISTING_MAX_PAGE_SIZE}.` })
    .max(LISTING_MAX_PAGE_SIZE, { error: `pageSize must be a whole number from 1 to ${LISTING_MAX_PAGE_SIZE}.` })
    .default(LISTING_PAGE_SIZE),
  /** true: online only; false: live (in person) only. */
  online: z.enum(['true', 'false'], { error: 'online must be true or false.' }).optional(),
  /** A two-letter country code of the venue. */
  country: singleLineText(undefined, 'country must be a two-letter country code, such as FR.')
    .trim()
    .toUpperCase()
    .refine(isCountryCode, { error: 'country must be a two-letter country code, such as FR.' })
    .optional(),
  ...listingFilterFields,
});
export type ListingQuery = z.input<typeof ListingQuerySchema>;

export const ListingSchema = z.object({
  results: z.array(ListedCardSchema),
  count: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /**
   * Ours: what the country filter offers, by English name: the countries the listed items are in (with the online
   * filter, not the country filter), and the country asked for even when nothing is there.
   */
  countries: z.array(z.object({ code: z.string(), name: z.string() })),
  /** Ours (issue 31): the town a `near` filter was read as, from the gazetteer. */
  near: z.object({ name: z.string(), country: z.string(), lat: z.number(), lng: z.number() }).optional(),
});
export type Listing = z.infer<typeof ListingSchema>;

const boughtCommon = {
  order__orderDate: z.string(),
  price: z.string(),
  currency: z.string(),
  clientTransactionFee: z.string(),
  quantity: z.number().int(),
  mainExperienceImage: nullableText,
  /** Ours: the booking's reference, the item's slug and date, and whether the order was refunded. */
  bookingReference: nullableText,
  slug: z.string(),
  date: nullableText,
  time: nullableText,
  timeZone: z.string(),
  timeZoneId: z.string().optional(),
  /** Ours: the slot booked, for an experience sold by the slot (date and time above are the slot's). */
  slot: SlotRefSchema.optional(),
  orderStatus: z.enum(['paid', 'refunded']),
  itemStatus: z.enum(SHOWN_STATUSES),
  /** Ours: what this booking cost, fees and VAT included, less its share of any voucher. */
  amountPaid: z.string(),
};

export const BoughtEventSchema = z.object({
  event__id: z.number().int(),
  event__eventTitle: z.string(),
  event__eventType: nullableText,
  ...boughtCommon,
});
export const BoughtExperienceSchema = z.object({
  experiences__id: z.number().int(),
  experiences__experienceTitle: z.string(),
  experiences__experienceType: nullableText,
  ...boughtCommon,
});
export type BoughtEvent = z.infer<typeof BoughtEventSchema>;
export type BoughtExperience = z.infer<typeof BoughtExperienceSchema>;

/** GET /api/auth/member-profile/my-events-and-experiences: the member's paid (and refunded) bookings, newest first. */
export const MyEventsAndExperiencesSchema = z.object({
  boughtEvents: z.array(BoughtEventSchema),
  boughtExperiences: z.array(BoughtExperienceSchema),
});
export type MyEventsAndExperiences = z.infer<typeof MyEventsAndExperiencesSchema>;

/** GET /api/auth/member-profile/my-booking/{id}: one item the member bought, with their booking references. */
/** One ticket of a booking: its code, the QR code the door scans (an SVG made by our server) and whether it still admits. */
export const BookedTicketSchema = z.object({
  code: z.string(),
  admits: z.number().int(),
  status: z.enum(['valid', 'void']),
  qrSvg: z.string(),
  /** Ours (issue 32): why a void ticket no longer admits anyone, and whom the buyer passed it on to. */
  voidReason: z.enum(TICKET_VOID_REASONS).nullable().optional(),
  passedOnTo: z.string().nullable().optional(),
});
export type BookedTicket = z.infer<typeof BookedTicketSchema>;

/** An online item's private joining details: only its host and buyers with a paid, unrefunded booking read them. */
export const StreamingDetailsSchema = z.object({
  streamingLink: nullableText,
  streamingInstructions: nullableText,
});
export type StreamingDetails = z.infer<typeof StreamingDetailsSchema>;

export const MyBookingSchema = z.object({
  item: PublicItemSchema,
  bookings: z.array(
    z.object({
      bookingReference: nullableText,
      quantity: z.number().int(),
      orderDate: z.string(),
      orderStatus: z.enum(['paid', 'refunded']),
      /** Ours: what this booking cost, its currency and its tickets. */
      amountPaid: z.string(),
      currency: z.string(),
      tickets: z.array(BookedTicketSchema),
      /** Ours (issue 33): whether and for what refund the buyer can cancel it, or what their cancellation refunded. */
      cancellation: BookingCancellationSchema.nullable().optional(),
    }),
  ),
  quantityBought: z.number().int(),
  ticketsPerOrder: z.number().int().nullable(),
  /** Null unless the item is online and the member holds a paid, unrefunded booking. */
  streaming: StreamingDetailsSchema.nullable(),
});
export type MyBooking = z.infer<typeof MyBookingSchema>;
