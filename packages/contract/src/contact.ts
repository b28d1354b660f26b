import { z } from './zod.ts';
import { BRAND } from './brand.ts';
import { COUNTRY_CODES } from './lists/countries.ts';
import { REFERRAL_SOURCES } from './lists/options.ts';
import { NAME_PATTERN, inputObject, multiLineText, singleLineText } from './text.ts';

/**
 * The request-info and sign-up forms of spec part 1 §5: one schema per form, used by the web forms and by
 * the server, so both sides check the same rules in the same order and answer with the same messages.
 */

export const CONTACT_MESSAGES = {
  firstNameRequired: 'Please provide your first name',
  firstNameLetters: 'First name should be letters only',
  lastNameRequired: 'Please provide your last name',
  lastNameLetters: 'Last name should be letters only',
  email: 'Please enter a valid email address',
  phone: 'Please enter a valid phone number',
  country: 'Please select a country',
  cityRequired: 'Please enter a city',
  cityLetters: 'City should be letters only',
  requestContent: 'Please let us know how we can help',
  howDidYouHear: `Please let us know how you heard about ${BRAND.name}`,
  ageCertification: 'Please certify you are over the age of 18',
} as const;

/** Bounds the spec leaves open; generous for people, small enough to keep one row small. */
export const CONTACT_LIMITS = {
  name: 50,
  email: 254,
  phone: 32,
  city: 85,
  requestContent: 5000,
} as const;

export const AGE_THRESHOLD = 18;

/**
 * The spec's email rule: one '@', placed before the last dot; the last dot after position 2; at least two
 * characters after the last dot. Ours: something before the '@' (an address needs its local part).
 */
export function isValidEmail(value: string): boolean {
  const at = value.indexOf('@');
  const lastDot = value.lastIndexOf('.');
  if (at < 1 || at !== value.lastIndexOf('@')) return false;
  if (at > lastDot) return false;
  if (lastDot <= 2) return false;
  return value.length - lastDot - 1 >= 2;
}

const tooLong = (label: string, max: number) => `${label} should be at most ${max} characters`;

/** A required text: missing, non-text or blank gives `required`; then each rule in order, stopping at the first. */
function requiredText(required: string, max: { label: string; max: number }, text = singleLineText) {
  return text(required)
    .trim()
    .min(1, { error: required, abort: true })
    .max(max.max, { error: tooLong(max.label, max.max), abort: true });
}

/**
 * The spec's 'letters only', read as the registration form reads names: letters of any alphabet, with the
 * spaces, hyphens and apostrophes of 'Anne-Marie', "O'Neil" or 'New York' (NAME_PATTERN).
 */
const lettersOnly = (required: string, letters: string, label: string, max: number) =>
  requiredText(required, { label, max }).regex(NAME_PATTERN, { error: letters });

const firstName = lettersOnly(CONTACT_MESSAGES.firstNameRequired, CONTACT_MESSAGES.firstNameLetters, 'First name', CONTACT_LIMITS.name);
const lastName = lettersOnly(CONTACT_MESSAGES.lastNameRequired, CONTACT_MESSAGES.lastNameLetters, 'Last name', CONTACT_LIMITS.name);
const email = singleLineText(CONTACT_MESSAGES.email)
  .trim()
  .max(CONTACT_LIMITS.email, { error: CONTACT_MESSAGES.email, abort: true })
  .refine(isValidEmail, { error: CONTACT_MESSAGES.email });
const phone = requiredText(CONTACT_MESSAGES.phone, { label: 'Phone number', max: CONTACT_LIMITS.phone });
const countrySelect = singleLineText(CONTACT_MESSAGES.country)
  .trim()
  .refine((code) => COUNTRY_CODES.has(code), { error: CONTACT_MESSAGES.country });
const city = lettersOnly(CONTACT_MESSAGES.cityRequired, CONTACT_MESSAGES.cityLetters, 'City', CONTACT_LIMITS.city);
const requestContent = requiredText(
  CONTACT_MESSAGES.requestContent,
  { label: 'Your message', max: CONTACT_LIMITS.requestContent },
  multiLineText,
);

const REFERRAL_VALUES = REFERRAL_SOURCES.map((source) => source.value);

/** 1 to 5; the original client sends the select's value as text ("3"), so digits in a string are accepted too. */
const howDidYouHear = z
  .union([z.number(), singleLineText(CONTACT_MESSAGES.howDidYouHear).trim().regex(/^\d+$/, { error: CONTACT_MESSAGES.howDidYouHear })], {
    error: CONTACT_MESSAGES.howDidYouHear,
  })
  .transform(Number)
  .pipe(z.literal(REFERRAL_VALUES, { error: CONTACT_MESSAGES.howDidYouHear }));

const ageCertification = z.literal(true, { error: CONTACT_MESSAGES.ageCertification });

// Field order is the order the checks run in: who the person is, then (request-info only) the request,
// then how they heard of us and the age box.
const person = { firstName, lastName, email, phone, countrySelect, city };
const closing = { howDidYouHear, ageCertification };

/** POST /api/signup-create/ (the footer's newsletter sign-up). */
export const SignUpSchema = inputObject({ ...person, ...closing });
export type SignUp = z.output<typeof SignUpSchema>;

/** POST /api/requestinfo-create/ (the home page's request-info form). */
export const RequestInfoSchema = inputObject({ ...person, requestContent, ...closing });
export type RequestInfo = z.output<typeof RequestInfoSchema>;

export type ContactForm = 'requestInfo' | 'signUp';
export type ContactField = keyof RequestInfo;

/** What the forms hold while a person types: text, the select's value as text, the box as a boolean. */
export type ContactFormValues = Record<Exclude<ContactField, 'ageCertification'>, string> & {
  ageCertification: boolean;
};

export interface ContactFailure {
  field: ContactField;
  message: string;
}

const CONTACT_FIELDS: ReadonlySet<string> = new Set(Object.keys(RequestInfoSchema.shape));
const isContactField = (name: unknown): name is ContactField => typeof name === 'string' && CONTACT_FIELDS.has(name);

type CheckResult<T> = { ok: true; data: T } | { ok: false; failures: ContactFailure[] };

function check<T>(schema: z.ZodType<T>, input: unknown): CheckResult<T> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const failures: ContactFailure[] = [];
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (isContactField(field) && !failures.some((failure) => failure.field === field)) {
      failures.push({ field, message: issue.message });
    }
  }
  return { ok: false, failures };
}

/** Parses a submission; on failure, the failed checks in the spec's order, one per field. */
export function checkContactForm(form: 'requestInfo', input: unknown): CheckResult<RequestInfo>;
export function checkContactForm(form: 'signUp', input: unknown): CheckResult<SignUp>;
export function checkContactForm(form: ContactForm, input: unknown): CheckResult<RequestInfo | SignUp>;
export function checkContactForm(form: ContactForm, input: unknown): CheckResult<RequestInfo | SignUp> {
  return form === 'requestInfo' ? check(RequestInfoSchema, input) : check(SignUpSchema, input);
}

/** Only the first two failed checks of a submit open the error modal (counter below 3). */
export const ERROR_MODAL_LIMIT = 2;

/**
 * The 'Form has errors' modal rule: each failed check counts; while the counter is below 3 the check opens
 * the modal with its message, so the modal ends up showing the latest of the first two. Null: no modal.
 */
export function errorModalMessage(failures: readonly ContactFailure[]): string | null {
  let counter = 0;
  let message: string | null = null;
  for (const failure of failures) {
    counter += 1;
    if (counter <= ERROR_MODAL_LIMIT) message = failure.message;
  }
  return message;
}

/** The answer to both posts (the spec's client does not read it): what was stored. */
export const ContactReceiptSchema = z.object({
  status: z.enum(['received', 'updated']),
});
export type ContactReceipt = z.infer<typeof ContactReceiptSchema>;
