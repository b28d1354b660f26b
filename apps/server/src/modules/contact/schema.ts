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
    // How the staff handle it in the operator's console.
    status: text('status', { enum: ['new', 'in_progress', 'answered', 'closed'] })
      .notNull()
      .default('new'),
    /**
     * The member of staff it is assigned to. The foreign key to users (on delete set null) is in migration 0013:
     * this module sits below accounts' siblings and may not import the users table.
     */
    assigneeId: integer('assignee_id'),
    /** The staff's own notes, never shown to the requester. */
    notes: text('notes').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('info_requests_submission_key_key').on(table.submissionKey),
    index('info_requests_created_at_idx').on(table.createdAt),
    index('info_requests_assignee_id_idx').on(table.assigneeId),
    check('info_requests_referral_source_check', sql`${table.referralSource} between 1 and 5`),
    check('info_requests_status_check', sql`${table.status} in ('new', 'in_progress', 'answered', 'closed')`),
  ],
);

/**
 * The staff's emailed answers to a request, kept with it and deleted with it (retention.ts). The author's
 * username is copied, so a reply outlives its author's account; the foreign key to users (on delete set null) is
 * in migration 0013, like the assignee's.
 */
export const infoRequestReplies = pgTable(
  'info_request_replies',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => infoRequests.id, { onDelete: 'cascade' }),
    staffUserId: integer('staff_user_id'),
    staffUsername: text('staff_username').notNull(),
    body: text('body').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('info_request_replies_request_id_idx').on(table.requestId, table.sentAt)],
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
