import { and, desc, eq, isNull } from 'drizzle-orm';
import type { CreateDraftSchema, DraftDefaults } from '@trg/contract/catalog-draft';
import { timingProblems, type CatalogKind } from '@trg/contract/catalog-rules';
import { KIND_FIELDS } from '@trg/contract/catalog-fields';
import { isCountryCode } from '@trg/contract/lists/countries';
import { countryDefaults } from '@trg/contract/lists/european-countries';
import { minorToDecimal } from '@trg/contract/money';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../plugins/http-error.ts';
import type { HostProfileDefaults } from '../profiles/index.ts';
import { catalogItems } from './schema.ts';
import { accepted, checkConsistency, createItem, patchFrom } from './service.ts';
import type { CatalogRow } from './wire.ts';

type DraftBody = z.output<typeof CreateDraftSchema>;

/** The host's last item of the kind (their newest), whose type, times, tickets and price a new one starts from. */
async function lastItem(db: Db, hostId: number, kind: CatalogKind): Promise<CatalogRow | undefined> {
  const [row] = await db
    .select()
    .from(catalogItems)
    .where(and(eq(catalogItems.hostId, hostId), eq(catalogItems.kind, kind), isNull(catalogItems.parentId)))
    .orderBy(desc(catalogItems.id))
    .limit(1);
  return row;
}

/**
 * What the four-step create starts from: the business profile (host name, contact, address; its country's currency
 * and zone, the same defaults a draft made by title gets) and, from the host's last item, what hosts tend to repeat.
 */
export async function draftDefaults(
  db: Db,
  hostId: number,
  kind: CatalogKind,
  profile: HostProfileDefaults | undefined,
): Promise<DraftDefaults> {
  const country = profile?.country && isCountryCode(profile.country) ? profile.country : null;
  const { currency, timeZone } = countryDefaults(country);
  const phone = accepted('hostPhone', profile?.phone);
  const last = await lastItem(db, hostId, kind);
  // A price carries over only in the same currency: the amount means nothing in another.
  const price = last?.priceMinor != null && last.currency === currency ? minorToDecimal(last.priceMinor, currency) : null;
  return {
    currency,
    timeZone,
    host: accepted('host', profile?.businessName),
    hostEmail: accepted('hostEmail', profile?.email),
    hostPhone: phone,
    hostPhoneCountryCode: phone ? accepted('hostPhoneCountryCode', profile?.phoneCountryCode) : null,
    locationAddress: accepted('locationAddress', profile?.address),
    locationcity: accepted('locationcity', profile?.city),
    locationZip_code: accepted('locationZip_code', profile?.zipCode),
    locationCountry: country,
    type: last?.itemType ?? null,
    time: last?.time ?? null,
    endTime: last?.endTime ?? null,
    price,
    quantity: last?.quantity ?? null,
    maximumQuantity: last?.maximumQuantity ?? null,
    ticketsPerOrder: last?.ticketsPerOrder ?? null,
    refundPolicy: last?.refundPolicy ?? null,
    lastItemTitle: last?.title ?? null,
  };
}

/**
 * Creates a draft with the fields the host filled in, in one transaction: made as a draft by title is (the profile's
 * defaults), then changed as the editor would change it, then checked by the editor's rules and the shared timing
 * rule (a start that has passed, a sales window past the start). Any refusal leaves nothing behind.
 */
export async function createDraft(
  db: Db,
  hostId: number,
  kind: CatalogKind,
  body: DraftBody,
  profile: HostProfileDefaults | undefined,
): Promise<CatalogRow> {
  const titleField = KIND_FIELDS[kind].title;
  const title = body[titleField] ?? body.eventTitle;
  if (!title) throw badRequest('Please enter a title.', { [titleField]: 'Please enter a title.' });
  const now = Date.now();
  return db.transaction(async (tx) => {
    const base = await createItem(tx, hostId, kind, { title, online: body.olineExperience ?? false }, profile);
    const patch = patchFrom(kind, base, body);
    const next: CatalogRow = { ...base, ...patch };
    const problems = timingProblems(kind, next, now);
    if (problems.length > 0) {
      const [first] = problems;
      throw badRequest(first?.message ?? 'Check the dates.', Object.fromEntries(problems.map((p) => [p.field, p.message])));
    }
    const touched = Object.entries(body).filter(([, value]) => value !== undefined);
    checkConsistency(kind, base, next, new Set(touched.map(([name]) => name)), 0, now);
    if (Object.keys(patch).length === 0) return base;
    const [saved] = await tx
      .update(catalogItems)
      .set({ ...patch, updatedAt: new Date(now) })
      .where(eq(catalogItems.id, base.id))
      .returning();
    if (!saved) throw notFound();
    return saved;
  });
}
