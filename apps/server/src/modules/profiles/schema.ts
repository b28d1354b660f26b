import { boolean, date, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema.ts';

/**
 * One profile per user, created on first save. Members use the personal columns (gender, date of birth),
 * professionals the business ones; the API shows each kind under `member` or `professional`.
 */
export const profiles = pgTable('profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  title: text('title'),
  gender: text('gender'),
  phone: text('phone'),
  phoneCountryCode: text('phone_country_code'),
  dateOfBirth: date('date_of_birth', { mode: 'string' }),
  address: text('address'),
  city: text('city'),
  zipCode: text('zip_code'),
  country: text('country'),
  businessName: text('business_name'),
  businessBio: text('business_bio'),
  businessType: text('business_type'),
  pictureKey: text('picture_key'),
  /** Ours (decision 0030): where a host's manual payouts go by SEPA credit transfer. */
  bankAccountHolder: text('bank_account_holder'),
  bankIban: text('bank_iban'),
  bankBic: text('bank_bic'),
  /** Ours (decision 0030, "Stripe Connect"): the host's Express account, and whether Stripe lets it be paid out. */
  stripeAccountId: text('stripe_account_id').unique(),
  stripePayoutsEnabled: boolean('stripe_payouts_enabled').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type ProfileRow = typeof profiles.$inferSelect;
/** The columns a person edits. */
export type ProfileDetails = Omit<ProfileRow, 'userId' | 'pictureKey' | 'updatedAt' | 'stripeAccountId' | 'stripePayoutsEnabled'>;
