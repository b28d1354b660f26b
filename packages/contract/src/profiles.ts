import { z } from './zod.ts';
import { EmailSchema, FirstNameSchema, LastNameSchema } from './accounts.ts';
import { BUSINESS_TYPES, GENDERS, TITLES } from './lists/options.ts';
import { isCallingCode } from './lists/calling-codes.ts';
import { isCountryCode } from './lists/countries.ts';
import { isIsoDate, todayIso } from './dates.ts';
import { inputObject, multiLineText, singleLineText } from './text.ts';

/** The multipart field of the profile picture uploads, and its name in the profiles as read. */
export const PROFILE_PICTURE_FIELD = 'profilePicture';

export const PROFILE_LIMITS = {
  phone: 20,
  address: 200,
  city: 100,
  zipCode: 20,
  businessName: 150,
  businessBio: 2000,
} as const;

export const PROFILE_MESSAGES = {
  title: 'Please choose a title from the list',
  gender: 'Please choose a gender from the list',
  phone: 'Please enter a valid phone number',
  phoneCountryCode: 'Please choose a calling code from the list',
  dateOfBirth: 'Please enter your date of birth as a date in the past',
  country: 'Please choose a country from the list',
  businessType: 'Please choose a business type from the list',
  tooLong: (max: number) => `Please keep this to ${max} characters or fewer`,
} as const;

// Reads ---------------------------------------------------------------------------------------------

const text = z.string().nullable();

/** GET /api/auth/member-profile-page (spec part 2 §3, 'Member profile (as read)'). */
export const MemberProfileSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  member: z.object({
    title: text,
    gender: text,
    phone: text,
    phoneCountryCode: text,
    DOB: text,
    address: text,
    city: text,
    zip_code: text,
    countrySelect: text,
    profilePicture: text,
  }),
});
export type MemberProfile = z.infer<typeof MemberProfileSchema>;

/** GET /api/auth/business-profile-page (spec part 2 §3, 'Business profile (as read)'). */
export const BusinessProfileSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  professional: z.object({
    title: text,
    phone: text,
    phoneCountryCode: text,
    address: text,
    city: text,
    zip_code: text,
    countrySelect: text,
    businessName: text,
    businessBio: text,
    businessType: text,
    profilePicture: text,
  }),
});
export type BusinessProfile = z.infer<typeof BusinessProfileSchema>;

// Updates -------------------------------------------------------------------------------------------

/** An optional field that may be cleared: a blank value (or null) is stored as nothing. */
function clearable<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? null : value), schema.nullable()).optional();
}

const boundedText = (max: number, text = singleLineText) =>
  text()
    .trim()
    .max(max, { error: PROFILE_MESSAGES.tooLong(max) });

/** Digits with the spaces, brackets and hyphens people type; 6 to 15 digits (E.164 allows 15). */
export const PhoneSchema = singleLineText(PROFILE_MESSAGES.phone)
  .trim()
  .max(PROFILE_LIMITS.phone, { error: PROFILE_MESSAGES.phone })
  .regex(/^(?=(?:\D*\d){6,15}\D*$)[\d ()-]+$/, { error: PROFILE_MESSAGES.phone });

/** '+44' or '44', stored as '+44'. */
export const PhoneCountryCodeSchema = singleLineText(PROFILE_MESSAGES.phoneCountryCode)
  .trim()
  .refine(isCallingCode, { error: PROFILE_MESSAGES.phoneCountryCode })
  .transform((value) => `+${value.replace(/^\+/, '')}`);

export const CountrySelectSchema = singleLineText(PROFILE_MESSAGES.country)
  .trim()
  .transform((value) => value.toUpperCase())
  .refine(isCountryCode, { error: PROFILE_MESSAGES.country });

/** A real calendar date (YYYY-MM-DD) after 1900 and before today. */
export const DateOfBirthSchema = singleLineText(PROFILE_MESSAGES.dateOfBirth)
  .trim()
  .refine((value) => isIsoDate(value) && value >= '1900-01-01' && value < todayIso(), { error: PROFILE_MESSAGES.dateOfBirth });

const personFields = {
  first_name: FirstNameSchema.optional(),
  last_name: LastNameSchema.optional(),
  email: EmailSchema.optional(),
};

// The detail fields both profiles share; each profile names them under its own prefix.
const title = clearable(z.enum(TITLES, { error: PROFILE_MESSAGES.title }));
const phone = clearable(PhoneSchema);
const phoneCountryCode = clearable(PhoneCountryCodeSchema);
const address = clearable(boundedText(PROFILE_LIMITS.address));
const city = clearable(boundedText(PROFILE_LIMITS.city));
const zipCode = clearable(boundedText(PROFILE_LIMITS.zipCode));
const countrySelect = clearable(CountrySelectSchema);

/**
 * POST /api/auth/member-profile-update: only the changed fields, under the spec's names
 * (`member.title`, `first_name`, `member.phone`, ...). A blank optional field clears it.
 */
export const MemberProfileUpdateSchema = inputObject({
  ...personFields,
  'member.title': title,
  'member.phone': phone,
  'member.phoneCountryCode': phoneCountryCode,
  'member.address': address,
  'member.city': city,
  'member.zip_code': zipCode,
  'member.countrySelect': countrySelect,
  'member.gender': clearable(z.enum(GENDERS, { error: PROFILE_MESSAGES.gender })),
  'member.DOB': clearable(DateOfBirthSchema),
});
export type MemberProfileUpdate = z.input<typeof MemberProfileUpdateSchema>;

/** POST /api/auth/business-profile-update: the changed fields under `professional.*`, plus the person's. */
export const BusinessProfileUpdateSchema = inputObject({
  ...personFields,
  'professional.title': title,
  'professional.phone': phone,
  'professional.phoneCountryCode': phoneCountryCode,
  'professional.address': address,
  'professional.city': city,
  'professional.zip_code': zipCode,
  'professional.countrySelect': countrySelect,
  'professional.businessName': clearable(boundedText(PROFILE_LIMITS.businessName)),
  'professional.businessBio': clearable(boundedText(PROFILE_LIMITS.businessBio, multiLineText)),
  'professional.businessType': clearable(z.enum(BUSINESS_TYPES, { error: PROFILE_MESSAGES.businessType })),
});
export type BusinessProfileUpdate = z.input<typeof BusinessProfileUpdateSchema>;
