import { eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { parsedJson, qualified as q } from '../../db/fragments.ts';
import { accountDirectory as account, accountNameJsonSql } from '../accounts/index.ts';
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
      id: account.id,
      firstName: account.firstName,
      lastName: account.lastName,
      businessName: profiles.businessName,
      businessBio: profiles.businessBio,
    })
    .from(account)
    .leftJoin(profiles, eq(profiles.userId, account.id))
    .where(inArray(account.id, [...new Set(hostIds)]));
  for (const row of rows) result.set(row.id, toHostBusiness(row));
  return result;
}

interface HostBusinessJson {
  name: { firstName: string; lastName: string } | null;
  business: { businessName: string | null; businessBio: string | null } | null;
}

/** One host's business as a subquery, for the statement that reads an item's public page. */
export function hostBusinessSql(hostId: SQLWrapper): SQL<HostBusiness> {
  return sql`json_build_object('name', ${accountNameJsonSql(hostId)}, 'business', (select json_build_object('businessName', ${q(profiles.businessName)}, 'businessBio', ${q(profiles.businessBio)}) from ${profiles} where ${q(profiles.userId)} = ${hostId}))`.mapWith(
    (value: unknown) => {
      const { name, business } = parsedJson<HostBusinessJson>(value);
      return toHostBusiness({
        firstName: name?.firstName ?? '',
        lastName: name?.lastName ?? '',
        businessName: business?.businessName ?? null,
        businessBio: business?.businessBio ?? null,
      });
    },
  );
}
