import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { bicProblem, ibanProblem, normalizeBic, normalizeIban } from '@trg/contract/bank';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../plugins/http-error.ts';
import { accountDirectory as account } from '../accounts/index.ts';
import { profiles } from './schema.ts';

export interface HostBankDetails {
  hostId: number;
  /** The business name, else the host's own name: who the payout is for. */
  payeeName: string;
  accountHolder: string | null;
  iban: string | null;
  bic: string | null;
}

/** Hosts' bank accounts for payouts (null fields where they have given none). */
export async function hostBankDetails(db: Db, hostIds: readonly number[]): Promise<Map<number, HostBankDetails>> {
  const result = new Map<number, HostBankDetails>();
  if (hostIds.length === 0) return result;
  const rows = await db
    .select({
      id: account.id,
      name: sql<string>`coalesce(nullif(trim(${profiles.businessName}), ''), trim(${account.firstName} || ' ' || ${account.lastName}), ${account.username})`,
      accountHolder: profiles.bankAccountHolder,
      iban: profiles.bankIban,
      bic: profiles.bankBic,
    })
    .from(account)
    .leftJoin(profiles, sql`${profiles.userId} = ${account.id}`)
    .where(inArray(account.id, [...new Set(hostIds)]));
  for (const row of rows) {
    result.set(row.id, { hostId: row.id, payeeName: row.name, accountHolder: row.accountHolder, iban: row.iban, bic: row.bic });
  }
  return result;
}

export interface BankDetailsInput {
  accountHolder: string;
  iban: string;
  bic: string;
}

/** Saves a host's bank account after checking it (the IBAN's mod-97 check digits); 400 with the fields at fault. */
export async function saveHostBankDetails(db: Db, hostId: number, input: BankDetailsInput): Promise<void> {
  const fields: Record<string, string> = {};
  const holder = input.accountHolder.trim();
  if (holder.length < 2) fields.accountHolder = 'Enter the name the bank account is held in.';
  const iban = ibanProblem(input.iban);
  if (iban) fields.iban = iban;
  const bic = bicProblem(input.bic);
  if (bic) fields.bic = bic;
  if (Object.keys(fields).length > 0) throw badRequest(Object.values(fields)[0] ?? 'Please check the bank details.', fields);
  const values = {
    bankAccountHolder: holder,
    bankIban: normalizeIban(input.iban),
    bankBic: normalizeBic(input.bic),
    updatedAt: new Date(),
  };
  await db
    .insert(profiles)
    .values({ userId: hostId, ...values })
    .onConflictDoUpdate({ target: profiles.userId, set: values });
}

/** Hosts whose Stripe Express account Stripe lets be paid out, with its id (decision 0030, "Stripe Connect"). */
export async function hostsPaidByStripe(db: Db, hostIds: readonly number[]): Promise<Map<number, string>> {
  if (hostIds.length === 0) return new Map();
  const rows = await db
    .select({ hostId: profiles.userId, accountId: profiles.stripeAccountId })
    .from(profiles)
    .where(
      and(inArray(profiles.userId, [...new Set(hostIds)]), eq(profiles.stripePayoutsEnabled, true), isNotNull(profiles.stripeAccountId)),
    );
  return new Map(rows.flatMap((row) => (row.accountId ? [[row.hostId, row.accountId] as const] : [])));
}
