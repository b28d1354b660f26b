import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accountDirectory as account } from '../accounts/index.ts';
import { profiles } from './schema.ts';

/** What a host's new event or experience starts with, from their account and business profile. */
export interface HostProfileDefaults {
  businessName: string | null;
  email: string;
  phone: string | null;
  phoneCountryCode: string | null;
  address: string | null;
  zipCode: string | null;
  city: string | null;
  country: string | null;
}

const filled = (value: string | null | undefined) => value?.trim() || null;

/** The host's business name, email, phone, address and town; null where the profile has none. */
export async function hostProfileDefaults(db: Db, hostId: number): Promise<HostProfileDefaults | undefined> {
  const [row] = await db
    .select({
      email: account.email,
      businessName: profiles.businessName,
      phone: profiles.phone,
      phoneCountryCode: profiles.phoneCountryCode,
      address: profiles.address,
      zipCode: profiles.zipCode,
      city: profiles.city,
      country: profiles.country,
    })
    .from(account)
    .leftJoin(profiles, eq(profiles.userId, account.id))
    .where(eq(account.id, hostId));
  if (!row) return undefined;
  return {
    businessName: filled(row.businessName),
    email: row.email,
    phone: filled(row.phone),
    phoneCountryCode: filled(row.phoneCountryCode),
    address: filled(row.address),
    zipCode: filled(row.zipCode),
    city: filled(row.city),
    country: filled(row.country)?.toUpperCase() ?? null,
  };
}
