import type { PublicItem } from '@trg/contract/catalog';
import type { CreateDraftInput, DraftDefaults } from '@trg/contract/catalog-draft';
import { KIND_FIELDS } from '@trg/contract/catalog-fields';
import { timingProblems, type CatalogKind } from '@trg/contract/catalog-rules';
import { isIsoDate, TIME_24H } from '@trg/contract/dates';
import { localDateTimeOf, zoneOnTheWire } from '@trg/contract/local-time-labels';
import { refundTermsProblems, SITE_REFUND_TERMS, type RefundTerms } from '@trg/contract/refund-policy';

/** What the host types in the four steps, as the inputs hold it. */
export interface DraftForm {
  title: string;
  type: string;
  date: string;
  time: string;
  endTime: string;
  timeZone: string;
  online: boolean;
  streamingLink: string;
  streamingInstructions: string;
  locationAddress: string;
  locationcity: string;
  locationZip_code: string;
  locationCountry: string;
  /** The map position: the town's centre until the host picks another town. */
  lat: number | null;
  lng: number | null;
  /** True once the host picked a town from the gazetteer; until then the map follows the town typed. */
  placePicked: boolean;
  host: string;
  hostEmail: string;
  hostPhone: string;
  hostPhoneCountryCode: string;
  currency: string;
  price: string;
  quantity: string;
  maximumQuantity: string;
  ticketsPerOrder: string;
  salesStartDate: string;
  salesStartTime: string;
  /** Empty while sales simply end when the item starts (they follow its date and time). */
  salesEndDate: string;
  salesEndTime: string;
  description: string;
  refundPolicy: string;
  /** The refund terms (decision 0028), as typed: the site's until the host changes them. */
  fullRefundDays: string;
  partialRefundPercent: string;
  partialRefundDays: string;
  wineListId: string;
}

export const STEPS = ['What and when', 'Where', 'Tickets and price', 'Image, description and wine list'] as const;
export type StepIndex = 0 | 1 | 2 | 3;

const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** The form as it opens: the profile's and the last item's values, sales open from today in the item's zone. */
export function initialForm(defaults: DraftDefaults, now: number): DraftForm {
  return {
    title: '',
    type: text(defaults.type),
    date: '',
    time: text(defaults.time),
    endTime: text(defaults.endTime),
    timeZone: defaults.timeZone,
    online: false,
    streamingLink: '',
    streamingInstructions: '',
    locationAddress: text(defaults.locationAddress),
    locationcity: text(defaults.locationcity),
    locationZip_code: text(defaults.locationZip_code),
    locationCountry: text(defaults.locationCountry),
    lat: null,
    lng: null,
    placePicked: false,
    host: text(defaults.host),
    hostEmail: text(defaults.hostEmail),
    hostPhone: text(defaults.hostPhone),
    hostPhoneCountryCode: text(defaults.hostPhoneCountryCode),
    currency: defaults.currency,
    price: text(defaults.price),
    quantity: text(defaults.quantity),
    maximumQuantity: text(defaults.maximumQuantity),
    ticketsPerOrder: text(defaults.ticketsPerOrder),
    salesStartDate: localDateTimeOf(now, defaults.timeZone).date,
    salesStartTime: '00:00',
    salesEndDate: '',
    salesEndTime: '',
    description: '',
    refundPolicy: text(defaults.refundPolicy),
    fullRefundDays: String(SITE_REFUND_TERMS.fullRefundDays),
    partialRefundPercent: String(SITE_REFUND_TERMS.partialRefundPercent),
    partialRefundDays: String(SITE_REFUND_TERMS.partialRefundDays),
    wineListId: '',
  };
}

/** Sales end when the item starts unless the host chose an earlier end. */
export const salesEndOf = (form: DraftForm) => ({
  salesEndDate: form.salesEndDate || form.date,
  salesEndTime: form.salesEndDate ? form.salesEndTime || '23:59' : form.time,
});

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
const validDate = (value: string) => (isIsoDate(value) ? value : null);
const validTime = (value: string) => (TIME_24H.test(value) ? value : null);

/** The facts the shared timing rule reads, from what is typed so far (half-typed values count as not set). */
function timingFacts(form: DraftForm) {
  const end = salesEndOf(form);
  return {
    date: validDate(form.date),
    time: validTime(form.time),
    timeZone: form.timeZone,
    salesStartDate: validDate(form.salesStartDate),
    salesStartTime: validTime(form.salesStartTime),
    salesEndDate: validDate(end.salesEndDate),
    salesEndTime: validTime(end.salesEndTime),
  };
}

export type FieldErrors = Partial<Record<string, string>>;

/** The wire field each input of the form stands for, where their names differ. */
const FIELD_OF_INPUT: Record<string, string> = {
  eventTitle: 'title',
  experienceTitle: 'title',
  eventType: 'type',
  experienceType: 'type',
  mainExperienceImage: 'image',
  'refundTerms.fullRefundDays': 'fullRefundDays',
  'refundTerms.partialRefundPercent': 'partialRefundPercent',
  'refundTerms.partialRefundDays': 'partialRefundDays',
};
export const inputOfField = (field: string) => FIELD_OF_INPUT[field] ?? field;

/** What the shared rule says of the times typed so far, by input: shown at once, as the host types. */
export function timingErrors(kind: CatalogKind, form: DraftForm, now: number): FieldErrors {
  const errors: FieldErrors = {};
  for (const problem of timingProblems(kind, timingFacts(form), now)) errors[inputOfField(problem.field)] ??= problem.message;
  return errors;
}

const need = (errors: FieldErrors, field: keyof DraftForm, value: string, message: string) => {
  if (value.trim() === '' && !errors[field]) errors[field] = message;
};

/** What stops the host leaving a step: the fields publishing needs there, and the timing rule. */
export function stepErrors(kind: CatalogKind, step: StepIndex, form: DraftForm, now: number, hasImage: boolean): FieldErrors {
  const noun = kind === 'event' ? 'event' : 'experience';
  const timing = timingErrors(kind, form, now);
  const errors: FieldErrors = {};
  if (step === 0) {
    need(errors, 'title', form.title, 'Please enter a title.');
    need(errors, 'type', form.type, `Please say what kind of ${noun} it is, such as Tasting.`);
    need(errors, 'date', form.date, 'Please choose the date.');
    need(errors, 'time', form.time, 'Please choose the start time.');
    if (timing.date) errors.date = timing.date;
  } else if (step === 1) {
    if (!form.online) {
      need(errors, 'locationAddress', form.locationAddress, 'Please enter the address.');
      need(errors, 'locationcity', form.locationcity, 'Please enter the town or city.');
      need(errors, 'locationZip_code', form.locationZip_code, 'Please enter the postcode.');
      need(errors, 'locationCountry', form.locationCountry, 'Please choose the country.');
      if (!errors.locationcity && (form.lat === null || form.lng === null)) {
        errors.locationcity = 'Choose the town from the list, so the map can show where it is.';
      }
    }
    need(errors, 'hostEmail', form.hostEmail, 'Please enter an email address for guests.');
    need(errors, 'hostPhone', form.hostPhone, 'Please enter a phone number for guests.');
  } else if (step === 2) {
    need(errors, 'price', form.price, 'Please enter the price of a ticket (0 for free).');
    need(errors, 'quantity', form.quantity, 'Please say how many tickets there are.');
    need(errors, 'maximumQuantity', form.maximumQuantity, 'Please say how many tickets one guest may buy.');
    need(errors, 'ticketsPerOrder', form.ticketsPerOrder, 'Please say how many tickets an order holds.');
    need(errors, 'salesStartDate', form.salesStartDate, 'Please choose when sales open.');
    if (Number(form.maximumQuantity) > Number(form.quantity)) {
      errors.maximumQuantity = `Maximum quantity cannot be more than the ${form.quantity} tickets issued.`;
    }
    if (timing.salesEndDate) errors.salesEndDate = timing.salesEndDate;
    const terms = refundTermsOfForm(form);
    if (terms) Object.assign(errors, refundTermsProblems(terms));
  } else {
    if (!hasImage) errors.image = 'Please choose an image: guests see it first.';
    need(errors, 'description', form.description, `Please describe the ${noun}.`);
  }
  return errors;
}

/**
 * The refund terms typed, as numbers when each is a whole number (else undefined: the server names what is wrong), or
 * null when they are the site's (the item keeps following the site's terms).
 */
function refundTermsOfForm(form: DraftForm): RefundTerms | null | undefined {
  const whole = (value: string) => (/^\s*\d+\s*$/.test(value) ? Number(value) : undefined);
  const full = whole(form.fullRefundDays);
  const partial = whole(form.partialRefundDays);
  const percent = whole(form.partialRefundPercent);
  if (full === undefined || partial === undefined || percent === undefined) return undefined;
  const terms = { fullRefundDays: full, partialRefundDays: partial, partialRefundPercent: percent };
  const site = SITE_REFUND_TERMS;
  const same = full === site.fullRefundDays && partial === site.partialRefundDays && percent === site.partialRefundPercent;
  return same ? null : terms;
}

/** The draft as the server takes it, under the editor's wire names. */
export function draftBody(kind: CatalogKind, form: DraftForm): CreateDraftInput {
  const names = KIND_FIELDS[kind];
  const end = salesEndOf(form);
  const terms = refundTermsOfForm(form);
  const venue = form.online
    ? { streamingLink: orNull(form.streamingLink), streamingInstructions: orNull(form.streamingInstructions) }
    : {
        locationAddress: orNull(form.locationAddress),
        locationcity: orNull(form.locationcity),
        locationZip_code: orNull(form.locationZip_code),
        locationCountry: orNull(form.locationCountry),
        lat: form.lat,
        lng: form.lng,
      };
  return {
    [names.title]: form.title.trim(),
    [names.itemType]: orNull(form.type),
    date: orNull(form.date),
    time: orNull(form.time),
    endTime: orNull(form.endTime),
    timeZone: form.timeZone,
    olineExperience: form.online,
    ...venue,
    host: orNull(form.host),
    hostEmail: orNull(form.hostEmail),
    hostPhone: orNull(form.hostPhone),
    hostPhoneCountryCode: orNull(form.hostPhoneCountryCode),
    currency: form.currency,
    price: orNull(form.price),
    quantity: orNull(form.quantity),
    maximumQuantity: orNull(form.maximumQuantity),
    ticketsPerOrder: orNull(form.ticketsPerOrder),
    salesStartDate: orNull(form.salesStartDate),
    salesStartTime: orNull(form.salesStartTime),
    salesEndDate: orNull(end.salesEndDate),
    salesEndTime: orNull(end.salesEndTime),
    description: orNull(form.description),
    refundPolicy: orNull(form.refundPolicy),
    // Terms half-typed go as typed, so the server says which number is wrong.
    refundTerms:
      terms === undefined
        ? {
            fullRefundDays: form.fullRefundDays,
            partialRefundDays: form.partialRefundDays,
            partialRefundPercent: form.partialRefundPercent,
          }
        : terms,
  };
}

/** The item as its public page will show it, from what is typed so far. */
export function previewItem(
  kind: CatalogKind,
  form: DraftForm,
  extras: { image: string | null; wineLists: PublicItem['WineListData'] },
): PublicItem {
  const end = salesEndOf(form);
  const date = validDate(form.date);
  const time = validTime(form.time);
  const wholeNumber = (value: string) => (/^\d+$/.test(value) ? Number(value) : null);
  const price = /^\d+(\.\d+)?$/.test(form.price) ? Number(form.price).toFixed(2) : null;
  const title = form.title.trim() || `Your ${kind}`;
  return {
    id: 0,
    slug: '',
    eventTitle: title,
    ...(kind === 'experience' ? { experienceTitle: title, experienceType: orNull(form.type) } : { eventType: orNull(form.type) }),
    mainExperienceImage: extras.image,
    mainExperienceImageSrcSet: null,
    currency: form.currency,
    description: orNull(form.description),
    hashTags: null,
    host: orNull(form.host),
    date,
    time,
    ...zoneOnTheWire(form.timeZone, date, time),
    hostEmail: orNull(form.hostEmail),
    hostPhone: orNull(form.hostPhone),
    hostPhoneCountryCode: orNull(form.hostPhoneCountryCode),
    maximumQuantity: wholeNumber(form.maximumQuantity),
    price,
    clientTransactionFee: null,
    allInPrice: null,
    quantity: wholeNumber(form.quantity),
    ticketsPerOrder: wholeNumber(form.ticketsPerOrder),
    summary: null,
    olineExperience: form.online,
    locationAddress: form.online ? null : orNull(form.locationAddress),
    locationcity: form.online ? null : orNull(form.locationcity),
    locationZip_code: form.online ? null : orNull(form.locationZip_code),
    locationCountry: form.online ? null : orNull(form.locationCountry),
    lat: form.online ? null : form.lat,
    lng: form.online ? null : form.lng,
    salesStartDate: validDate(form.salesStartDate),
    salesEndDate: validDate(end.salesEndDate),
    salesStartTime: validTime(form.salesStartTime),
    salesEndTime: validTime(end.salesEndTime),
    endTime: validTime(form.endTime),
    refundPolicy: orNull(form.refundPolicy),
    refundTerms: refundTermsOfForm(form) ?? null,
    status: 'Draft',
    ccyExpenseSymbols: null,
    businessName: orNull(form.host) ?? '',
    businessBio: '',
    WineListData: extras.wineLists,
    salesState: 'open',
    ticketsAvailable: wholeNumber(form.quantity) ?? 0,
    reviewAverage: null,
    reviewCount: 0,
  };
}
