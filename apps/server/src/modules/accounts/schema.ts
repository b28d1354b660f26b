import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, check } from 'drizzle-orm/pg-core';

/** `staff` are made by `npm run staff`, never by registration. */
export const GROUPS = ['members', 'professionals', 'staff'] as const;
export type GroupName = (typeof GROUPS)[number];

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    group: text('group').$type<GroupName>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /**
     * A host suspended by staff: their items leave the listings and cannot be bought; they can still
     * sign in. Mirrored on their items as catalog_items.host_suspended, which the listings read.
     */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspendedReason: text('suspended_reason'),
  },
  (table) => [
    // Usernames and emails are unique whatever their case.
    uniqueIndex('users_username_lower_key').on(sql`lower(${table.username})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`),
    check('users_group_check', sql`${table.group} in ('members', 'professionals', 'staff')`),
  ],
);

/** Session tokens, stored only as a SHA-256 hash of the random value handed to the client. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('auth_tokens_user_id_idx').on(table.userId), index('auth_tokens_expires_at_idx').on(table.expiresAt)],
);

/**
 * Password reset links: only a SHA-256 of the random value in the emailed link is kept. A row is
 * deleted when it is used, so a link works once; it lapses at `expires_at`.
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('password_reset_tokens_user_id_idx').on(table.userId),
    index('password_reset_tokens_expires_at_idx').on(table.expiresAt),
  ],
);
