import { eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { parsedJson, qualified as q } from '../../db/fragments.ts';
import { users } from '../accounts/schema.ts';
import { profiles } from './schema.ts';

export interface HostBusiness {
  /** From the host's business profile; null while they have none. */
  businessName: string | null;
  businessBio: string;
  contactName: string;
}

interface HostBusinessRow {
  firstName: string;
  lastName: string;
  businessName: string | null;
  businessBio: string | null;
}

function toHostBusiness(row: HostBusinessRow): HostBusiness {
  return {
    businessName: row.businessName?.trim() || null,
    businessBio: row.businessBio ?? '',
    contactName: `${row.firstName} ${row.lastName}`.trim(),
  };
}

/**
 * The business behind each host, for 'About {business name}' on detail pages, from their business profile;
 * a host without one has no business name (pages fall back to the item's host, then the contact name).
 */
export async function hostBusinesses(db: Db, hostIds: readonly number[]): Promise<Map<number, HostBusiness>> {
  const result = new Map<number, HostBusiness>();
  if (hostIds.length === 0) return result;
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      businessName: profiles.businessName,
      businessBio: profiles.businessBio,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(inArray(users.id, [...new Set(hostIds)]));
  for (const row of rows) result.set(row.id, toHostBusiness(row));
  return result;
}

/** One host's business as a subquery, for the statement that reads an item's public page. */
export function hostBusinessSql(hostId: SQLWrapper): SQL<HostBusiness> {
  return sql`(select json_build_object('firstName', ${q(users.firstName)}, 'lastName', ${q(users.lastName)}, 'businessName', ${q(profiles.businessName)}, 'businessBio', ${q(profiles.businessBio)}) from ${users} left join ${profiles} on ${q(profiles.userId)} = ${q(users.id)} where ${q(users.id)} = ${hostId})`.mapWith(
    (value: unknown) => toHostBusiness(parsedJson<HostBusinessRow>(value)),
  );
}
