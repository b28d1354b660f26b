import { sql } from 'drizzle-orm';
import { boolean, char, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex, check } from 'drizzle-orm/pg-core';

/** What both forms ask of a person. */
const contactDetails = () => ({
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  countryCode: char('country_code', { length: 2 }).notNull(),
  city: text('city').notNull(),
  referralSource: smallint('referral_source').notNull(),
  ageCertified: boolean('age_certified').notNull(),
});

/** Requests for information from the home page form, one row per request. */
export const infoRequests = pgTable(
  'info_requests',
  {
    id: serial('id').primaryKey(),
    ...contactDetails(),
    requestContent: text('request_content').notNull(),
    /** The browser's key for one submission, so a resend from its outbox is stored once. */
    submissionKey: text('submission_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('info_requests_submission_key_key').on(table.submissionKey),
    index('info_requests_created_at_idx').on(table.createdAt),
    check('info_requests_referral_source_check', sql`${table.referralSource} between 1 and 5`),
  ],
);

/** Newsletter sign-ups: one row per email address (whatever its case); a repeated sign-up updates it. */
export const newsletterSignUps = pgTable(
  'newsletter_sign_ups',
  {
    id: serial('id').primaryKey(),
    ...contactDetails(),
    signUpCount: integer('sign_up_count').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('newsletter_sign_ups_email_lower_key').on(sql`lower(${table.email})`),
    check('newsletter_sign_ups_referral_source_check', sql`${table.referralSource} between 1 and 5`),
  ],
);
