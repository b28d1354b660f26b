import { BRAND } from '@trg/contract/brand';
import { shownStatus } from '@trg/contract/catalog-rules';
import { minorToDecimal } from '@trg/contract/money';
import { OPERATOR_PAGE_SIZE } from '@trg/contract/operator';
import type { HostDetail, HostMoney, HostRow, HostsPage, HostsQuery } from '@trg/contract/operator-hosts';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../plugins/http-error.ts';
import { setAccountSuspension } from '../accounts/index.ts';
import { findHostAccount, searchHostAccounts, type HostAccount } from '../profiles/index.ts';
import { itemsOfHosts, itemTag, listingTag, setHostItemsSuspended, slotsOfItems, type ConsoleItem } from '../catalog/index.ts';
import { itemPaidLines } from '../checkout/index.ts';
import { enqueueEmail } from '../email/index.ts';
import type { Audit } from './audit.ts';
import { likePattern } from './routes.ts';
import { escapeHtml } from '@trg/contract/html';

/**
 * The console's hosts. Takings are what the host's tickets sold for (paid lines not refunded, less
 * amounts refunded against them); the booking fee and its VAT are the buyer's charge to us on top, so nothing is
 * deducted from the host and the payout due is the takings, per currency.
 */

async function figures(db: Db, items: readonly ConsoleItem[]) {
  const ids = items.map((item) => item.id);
  // An experience sold by the slot is sold through its slots: their lines are its takings (and its host's payout).
  const experienceOf = await slotsOfItems(db, ids);
  const lines = await itemPaidLines(db, [...ids, ...experienceOf.keys()]);
  const perItem = new Map<number, { ticketsSold: number; amountMinor: number }>();
  for (const line of lines) {
    const itemId = experienceOf.get(line.itemId) ?? line.itemId;
    const sum = perItem.get(itemId) ?? { ticketsSold: 0, amountMinor: 0 };
    sum.ticketsSold += line.quantity;
    sum.amountMinor += line.amountMinor;
    perItem.set(itemId, sum);
  }
  return perItem;
}

function moneyOf(items: readonly ConsoleItem[], perItem: Map<number, { ticketsSold: number; amountMinor: number }>): HostMoney[] {
  const byCurrency = new Map<string, { ticketsSold: number; amountMinor: number }>();
  for (const item of items) {
    const sold = perItem.get(item.id);
    if (!sold) continue;
    const sum = byCurrency.get(item.currency) ?? { ticketsSold: 0, amountMinor: 0 };
    sum.ticketsSold += sold.ticketsSold;
    sum.amountMinor += sold.amountMinor;
    byCurrency.set(item.currency, sum);
  }
  return [...byCurrency.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, sum]) => ({
      currency,
      ticketsSold: sum.ticketsSold,
      takings: minorToDecimal(sum.amountMinor, currency),
      payoutDue: minorToDecimal(sum.amountMinor, currency),
    }));
}

function hostRow(
  host: HostAccount,
  items: readonly ConsoleItem[],
  perItem: Map<number, { ticketsSold: number; amountMinor: number }>,
): HostRow {
  const own = items.filter((item) => item.hostId === host.id);
  const money = moneyOf(own, perItem);
  return {
    id: host.id,
    username: host.username,
    email: host.email,
    name: [host.firstName, host.lastName].filter(Boolean).join(' ') || host.username,
    businessName: host.businessName ?? null,
    items: own.length,
    ticketsSold: money.reduce((sum, m) => sum + m.ticketsSold, 0),
    money,
    suspended: host.suspendedAt !== null,
    suspendedAt: host.suspendedAt ? host.suspendedAt.toISOString() : null,
    suspendedReason: host.suspendedReason ?? null,
  };
}

export async function searchHosts(db: Db, query: HostsQuery): Promise<HostsPage> {
  const { rows: hosts, count } = await searchHostAccounts(db, {
    pattern: query.q ? likePattern(query.q) : undefined,
    limit: OPERATOR_PAGE_SIZE,
    offset: (query.page - 1) * OPERATOR_PAGE_SIZE,
  });
  const items = await itemsOfHosts(
    db,
    hosts.map((host) => host.id),
  );
  const perItem = await figures(db, items);
  return { results: hosts.map((host) => hostRow(host, items, perItem)), count, page: query.page, pageSize: OPERATOR_PAGE_SIZE };
}

async function findHost(db: Db, id: number, lock = false) {
  const host = await findHostAccount(db, id, lock);
  if (!host) throw notFound(`There is no host ${id}.`);
  return host;
}

export async function hostDetail(db: Db, id: number, now = Date.now()): Promise<HostDetail> {
  const host = await findHost(db, id);
  const items = await itemsOfHosts(db, [id]);
  const perItem = await figures(db, items);
  return {
    ...hostRow(host, items, perItem),
    createdAt: host.createdAt.toISOString(),
    lastLoginAt: host.lastLoginAt ? host.lastLoginAt.toISOString() : null,
    hostItems: items.map((item) => ({
      id: item.id,
      kind: item.kind,
      title: item.title,
      status: shownStatus(item, now),
      date: item.date,
      currency: item.currency,
      ticketsSold: perItem.get(item.id)?.ticketsSold ?? 0,
      takings: minorToDecimal(perItem.get(item.id)?.amountMinor ?? 0, item.currency),
    })),
  };
}

function suspensionEmail(to: string, name: string, suspended: boolean, reason: string) {
  const lines = suspended
    ? [
        `Dear ${name},`,
        `We have paused your events and experiences on ${BRAND.name}: they are no longer listed and cannot be booked.`,
        'Bookings already paid stay valid, and you can still sign in to see your dashboard.',
        `Our reason: ${reason}`,
        'Reply to this email if you have any questions.',
        BRAND.company,
      ]
    : [
        `Dear ${name},`,
        `Your events and experiences are back on ${BRAND.name}: those on sale are listed and can be booked again.`,
        `Our note: ${reason}`,
        BRAND.company,
      ];
  return {
    kind: suspended ? 'host_suspended' : 'host_reinstated',
    to,
    subject: suspended ? `Your listings on ${BRAND.name} are paused` : `Your listings on ${BRAND.name} are back`,
    text: lines.join('\n\n'),
    html: `<!doctype html><html><body style="font-family:Helvetica,Arial,sans-serif">${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}</body></html>`,
    attachments: [],
  };
}

/**
 * Suspends or reinstates a host inside the staff command: the user row, the mirror on every item of theirs, an
 * email, the audit entry. Answers the public-cache tags to drop once it commits.
 */
export async function setSuspension(
  tx: Db,
  audit: Audit,
  id: number,
  suspend: boolean,
  reason: string,
  now = new Date(),
): Promise<string[]> {
  const host = await findHost(tx, id, true);
  if (suspend && host.suspendedAt) throw badRequest('This host is already suspended.');
  if (!suspend && !host.suspendedAt) throw badRequest('This host is not suspended.');
  await setAccountSuspension(tx, id, suspend ? { at: now, reason } : null);
  const items = await setHostItemsSuspended(tx, id, suspend);
  const name = host.businessName ?? ([host.firstName, host.lastName].filter(Boolean).join(' ') || host.username);
  await enqueueEmail(tx, suspensionEmail(host.email, name, suspend, reason));
  await audit({
    action: suspend ? 'host.suspend' : 'host.reinstate',
    subjectType: 'host',
    subjectId: id,
    summary: `${suspend ? 'Suspended' : 'Reinstated'} ${name} (${host.username}), ${items.length} item${items.length === 1 ? '' : 's'}: ${reason}`,
    before: { suspendedAt: host.suspendedAt?.toISOString() ?? null, suspendedReason: host.suspendedReason },
    after: {
      suspendedAt: suspend ? now.toISOString() : null,
      suspendedReason: suspend ? reason : null,
      items: items.map((item) => item.id),
    },
  });
  return [listingTag('event'), listingTag('experience'), ...items.map((item) => itemTag(item.id))];
}
