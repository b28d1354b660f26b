import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { newsletterSignUps } from './schema.ts';

export type NewsletterSignUp = typeof newsletterSignUps.$inferSelect;

/**
 * Who may be sent the newsletter: the privacy policy keeps a sign-up "until you unsubscribe or ask us to delete
 * them", so every stored sign-up is within it (an unsubscribed or erased person has no row); the form's consent is
 * the sign-up itself with its age confirmation, which the row records.
 */
const consented = eq(newsletterSignUps.ageCertified, true);

/** A page of sign-ups, newest first, whose name, email or city matches the ilike pattern; and how many match. */
export async function searchSignUps(db: Db, search: { pattern?: string | undefined; limit: number; offset: number }) {
  const filters: SQL[] = [];
  if (search.pattern) {
    const text = or(
      ilike(sql`${newsletterSignUps.firstName} || ' ' || ${newsletterSignUps.lastName}`, search.pattern),
      ilike(newsletterSignUps.email, search.pattern),
      ilike(newsletterSignUps.city, search.pattern),
    );
    if (text) filters.push(text);
  }
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(newsletterSignUps)
      .where(where)
      .orderBy(desc(newsletterSignUps.createdAt), desc(newsletterSignUps.id))
      .limit(search.limit)
      .offset(search.offset),
    db.select({ n: count() }).from(newsletterSignUps).where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}

/** The sign-ups who consented to the newsletter, oldest first. */
export async function consentedSignUps(db: Db): Promise<NewsletterSignUp[]> {
  return db.select().from(newsletterSignUps).where(consented).orderBy(asc(newsletterSignUps.createdAt), asc(newsletterSignUps.id));
}
