import { sql } from 'drizzle-orm';
import type { RequestInfo, SignUp } from '@trg/contract/contact';
import { queryRows, type Db } from '../../db/client.ts';
import { infoRequests } from './schema.ts';

/** What the staff are told of a new request: who, and which (the console shows the rest). */
export interface NewInfoRequest {
  id: number;
  firstName: string;
  lastName: string;
}

/** Told of each new request inside the transaction that stores it (app.ts passes the operator's staff email). */
export type OnRequestCreated = (tx: Db, request: NewInfoRequest) => Promise<void>;

/**
 * Stores a request; a resend of the same submission (same key) is stored once, and only a new row calls
 * `onCreated`, in the same transaction: the request and what it sets off commit together or not at all.
 * True when a new row was stored.
 */
export async function saveInfoRequest(
  db: Db,
  request: RequestInfo,
  submissionKey: string | null,
  onCreated?: OnRequestCreated,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(infoRequests)
      .values({
        firstName: request.firstName,
        lastName: request.lastName,
        email: request.email,
        phone: request.phone,
        countryCode: request.countrySelect,
        city: request.city,
        requestContent: request.requestContent,
        referralSource: request.howDidYouHear,
        ageCertified: request.ageCertification,
        submissionKey,
      })
      .onConflictDoNothing({ target: infoRequests.submissionKey })
      .returning({ id: infoRequests.id, firstName: infoRequests.firstName, lastName: infoRequests.lastName });
    if (created && onCreated) await onCreated(tx, created);
    return created !== undefined;
  });
}

/**
 * Stores a sign-up, or merges it into the earlier sign-up of the same email (whatever its case): the latest
 * details win and the count goes up. One statement, so two sign-ups at once cannot make two rows.
 */
export async function saveSignUp(db: Db, signUp: SignUp): Promise<'received' | 'updated'> {
  const rows = await queryRows<{ inserted: boolean }>(
    db,
    sql`
    insert into newsletter_sign_ups
      (email, first_name, last_name, phone, country_code, city, referral_source, age_certified)
    values (${signUp.email}, ${signUp.firstName}, ${signUp.lastName}, ${signUp.phone}, ${signUp.countrySelect},
      ${signUp.city}, ${signUp.howDidYouHear}, ${signUp.ageCertification})
    on conflict (lower(email)) do update set
      email = excluded.email,
      first_name = excluded.first_name,
      last_name = excluded.last_name,
      phone = excluded.phone,
      country_code = excluded.country_code,
      city = excluded.city,
      referral_source = excluded.referral_source,
      age_certified = excluded.age_certified,
      sign_up_count = newsletter_sign_ups.sign_up_count + 1,
      updated_at = now()
    returning (xmax = 0) as inserted`,
  );
  return rows[0]?.inserted ? 'received' : 'updated';
}
