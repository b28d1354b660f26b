import { inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OPERATOR_API_PATHS } from '@trg/contract/operator-paths';
import { ApiErrorSchema } from '@trg/contract/errors';
import { OPERATOR_PAGE_SIZE } from '@trg/contract/operator';
import { minorToDecimal } from '@trg/contract/money';
import { ItemIdParamsSchema } from '@trg/contract/params';
import {
  VOUCHER_MESSAGES,
  VoucherDetailSchema,
  VoucherInputSchema,
  VoucherItemsQuerySchema,
  VoucherItemsSchema,
  VoucherListQuerySchema,
  VoucherPageSchema,
  VoucherRowSchema,
  VoucherUpdateSchema,
  voucherAmountMinor,
  type VoucherRow,
} from '@trg/contract/operator-vouchers';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../plugins/http-error.ts';
import { accountDirectory as account } from '../accounts/index.ts';
import { publishedItemsByTitle } from '../catalog/index.ts';
import {
  checkVoucherItem,
  createVoucher,
  lockVoucher,
  paidRedemptions,
  updateVoucher,
  VoucherInputError,
  voucherDayEnd,
  voucherDayStart,
  voucherListing,
  voucherListings,
  voucherRedemptionsOf,
  voucherSummary,
  type Voucher,
  type VoucherListing,
} from '../cart/index.ts';
import { staffCommand } from './audit.ts';
import { likePattern } from './routes.ts';

const refused = { 401: ApiErrorSchema, 403: ApiErrorSchema };

const dayOf = (instant: Date | null) => (instant ? instant.toISOString().slice(0, 10) : null);

/** The voucher's settings as the audit log keeps them, before and after a change. */
function snapshot(voucher: Voucher) {
  return {
    code: voucher.code,
    kind: voucher.kind,
    percent: voucher.percent,
    amount: voucher.amountMinor === null || voucher.currency === null ? null : minorToDecimal(voucher.amountMinor, voucher.currency),
    currency: voucher.currency,
    itemId: voucher.itemId,
    validFrom: dayOf(voucher.validFrom),
    validUntil: dayOf(voucher.validUntil),
    maxRedemptions: voucher.maxRedemptions,
    description: voucher.description,
    disabled: voucher.disabledAt !== null,
  };
}

function toRow(row: VoucherListing): VoucherRow {
  const { voucher } = row;
  const settings = snapshot(voucher);
  return {
    id: voucher.id,
    code: voucher.code,
    kind: voucher.kind,
    percent: voucher.percent,
    amount: settings.amount,
    currency: voucher.currency,
    summary: voucherSummary(voucher),
    item: voucher.itemId === null ? null : { id: voucher.itemId, title: row.itemTitle ?? `Item ${voucher.itemId}` },
    validFrom: settings.validFrom,
    validUntil: settings.validUntil,
    maxRedemptions: voucher.maxRedemptions,
    description: voucher.description,
    redemptions: Number(row.redemptions),
    inUse: Number(row.inUse),
    disabled: voucher.disabledAt !== null,
    disabledAt: voucher.disabledAt?.toISOString() ?? null,
    createdAt: voucher.createdAt.toISOString(),
  };
}

async function loadRow(db: Db, id: number): Promise<VoucherRow> {
  const row = await voucherListing(db, id);
  if (!row) throw notFound('There is no such voucher.');
  return toRow(row);
}

/** A VoucherInputError from the shared rules, as the 400 the console's form shows beside its field. */
function asBadRequest(error: unknown): never {
  if (error instanceof VoucherInputError) throw badRequest(error.message, error.field ? { [error.field]: error.message } : undefined);
  throw error;
}

/**
 * The console's vouchers: list, create, read with redemptions, edit, disable and enable. Creating
 * goes through the cart's createVoucher (the rules of the voucher command); every change writes the audit log.
 */
export const voucherRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    OPERATOR_API_PATHS.vouchers,
    {
      schema: {
        tags: ['operator'],
        summary: 'Vouchers, newest first, searched by code or description',
        security: [{ token: [] }],
        querystring: VoucherListQuerySchema,
        response: { 200: VoucherPageSchema, 400: ApiErrorSchema, ...refused },
      },
    },
    async (request) => {
      const { q, page } = request.query;
      const { rows, count } = await voucherListings(app.db, {
        pattern: q ? likePattern(q) : undefined,
        limit: OPERATOR_PAGE_SIZE,
        offset: (page - 1) * OPERATOR_PAGE_SIZE,
      });
      return { results: rows.map(toRow), count, page, pageSize: OPERATOR_PAGE_SIZE };
    },
  );

  app.get(
    OPERATOR_API_PATHS.voucherItems,
    {
      schema: {
        tags: ['operator'],
        summary: 'Published events and experiences a voucher may be limited to',
        security: [{ token: [] }],
        querystring: VoucherItemsQuerySchema,
        response: { 200: VoucherItemsSchema, 400: ApiErrorSchema, ...refused },
      },
    },
    async (request) => {
      const { q } = request.query;
      const items = await publishedItemsByTitle(app.db, { pattern: q ? likePattern(q) : undefined, limit: 200 });
      return { items };
    },
  );

  app.post(
    OPERATOR_API_PATHS.vouchers,
    {
      schema: {
        tags: ['operator'],
        summary: 'Create a voucher (the rules of the voucher command)',
        security: [{ token: [] }],
        body: VoucherInputSchema,
        response: { 201: VoucherRowSchema, 400: ApiErrorSchema, ...refused },
      },
    },
    async (request, reply) => {
      const input = request.body;
      const fixed = input.kind === 'fixed';
      const created = await staffCommand(app.db, request, async (tx, audit) => {
        const voucher = await createVoucher(tx, {
          code: input.code,
          ...(fixed
            ? { amountMinor: voucherAmountMinor(input.amount ?? '', input.currency ?? ''), currency: input.currency ?? undefined }
            : { percent: input.percent ?? undefined }),
          itemId: input.itemId ?? null,
          validFrom: input.validFrom ? voucherDayStart(input.validFrom) : null,
          validUntil: input.validUntil ? voucherDayEnd(input.validUntil) : null,
          maxRedemptions: input.maxRedemptions ?? null,
          description: input.description,
        }).catch(asBadRequest);
        await audit({
          action: 'voucher.create',
          subjectType: 'voucher',
          subjectId: voucher.id,
          summary: `Created voucher ${voucher.code}: ${voucherSummary(voucher)}.`,
          after: snapshot(voucher),
        });
        return voucher;
      });
      reply.code(201);
      return loadRow(app.db, created.id);
    },
  );

  app.get(
    OPERATOR_API_PATHS.voucher,
    {
      schema: {
        tags: ['operator'],
        summary: 'A voucher with its redemptions',
        security: [{ token: [] }],
        params: ItemIdParamsSchema,
        response: { 200: VoucherDetailSchema, 400: ApiErrorSchema, 404: ApiErrorSchema, ...refused },
      },
    },
    async (request) => {
      const row = await loadRow(app.db, request.params.id);
      const redemptions = await voucherRedemptionsOf(app.db, row.id);
      const buyerIds = [...new Set(redemptions.flatMap((r) => (r.userId === null ? [] : [r.userId])))];
      const buyers = new Map(
        buyerIds.length === 0
          ? []
          : (
              await app.db
                .select({ id: account.id, firstName: account.firstName, lastName: account.lastName, email: account.email })
                .from(account)
                .where(inArray(account.id, buyerIds))
            ).map((user) => [user.id, user]),
      );
      return {
        ...row,
        redemptionList: redemptions.map((r) => {
          const buyer = r.userId === null ? undefined : buyers.get(r.userId);
          const name = `${buyer?.firstName ?? ''} ${buyer?.lastName ?? ''}`.trim();
          const email = r.buyerEmail ?? buyer?.email ?? null;
          return {
            orderId: r.orderId,
            bookingReference: r.bookingReference,
            buyer: name || email || 'Account deleted',
            buyerEmail: email,
            amountOff: r.discountMinor === null || r.currency === null ? null : minorToDecimal(r.discountMinor, r.currency),
            currency: r.currency,
            orderStatus: r.status,
            at: (r.paidAt ?? r.at).toISOString(),
          };
        }),
      };
    },
  );

  app.patch(
    OPERATOR_API_PATHS.voucher,
    {
      schema: {
        tags: ['operator'],
        summary: 'Edit, disable or enable a voucher (what it gives is fixed once an order paid with it)',
        security: [{ token: [] }],
        params: ItemIdParamsSchema,
        body: VoucherUpdateSchema,
        response: { 200: VoucherRowSchema, 400: ApiErrorSchema, 404: ApiErrorSchema, ...refused },
      },
    },
    async (request) => {
      const id = request.params.id;
      const change = request.body;
      await staffCommand(app.db, request, async (tx, audit) => {
        const voucher = await lockVoucher(tx, id);
        if (!voucher) throw notFound('There is no such voucher.');
        const next = planChange(voucher, change);
        const givesChanged =
          next.kind !== voucher.kind ||
          next.percent !== voucher.percent ||
          next.amountMinor !== voucher.amountMinor ||
          next.currency !== voucher.currency;
        const itemChanged = next.itemId !== voucher.itemId;
        const paid = await paidRedemptions(tx, voucher.id);
        if (paid > 0 && (givesChanged || itemChanged)) {
          const message = `What the voucher gives and its item cannot change once an order has paid with it; disable ${voucher.code} and create a new voucher instead.`;
          throw badRequest(message, { [givesChanged ? (next.kind === 'percent' ? 'percent' : 'amount') : 'itemId']: message });
        }
        if (next.maxRedemptions !== null && next.maxRedemptions < paid) {
          const message = `${paid} paid orders have used the voucher already: the limit cannot be below that.`;
          throw badRequest(message, { maxRedemptions: message });
        }
        if (itemChanged && next.itemId !== null) await checkVoucherItem(tx, next.itemId).catch(asBadRequest);
        if (next.validFrom && next.validUntil && next.validFrom > next.validUntil) {
          throw badRequest(VOUCHER_MESSAGES.window, { validUntil: VOUCHER_MESSAGES.window });
        }
        const before = snapshot(voucher);
        const updated = await updateVoucher(tx, voucher.id, next);
        if (!updated) throw notFound('There is no such voucher.');
        const after = snapshot(updated);
        const changed = (Object.keys(after) as (keyof typeof after)[]).filter(
          (key) => JSON.stringify(after[key]) !== JSON.stringify(before[key]),
        );
        const onlyToggle = changed.length === 1 && changed[0] === 'disabled';
        const action = onlyToggle ? (after.disabled ? 'voucher.disable' : 'voucher.enable') : 'voucher.update';
        const summary = onlyToggle
          ? `${after.disabled ? 'Disabled' : 'Enabled'} voucher ${voucher.code}.`
          : changed.length === 0
            ? `Saved voucher ${voucher.code} unchanged.`
            : `Changed voucher ${voucher.code}: ${changed.join(', ')}.`;
        await audit({ action, subjectType: 'voucher', subjectId: voucher.id, summary, before, after });
      });
      return loadRow(app.db, id);
    },
  );
};

type Change = typeof VoucherUpdateSchema._zod.output;

/** The voucher's columns after the change, before its rules are checked against the redemptions. */
function planChange(voucher: Voucher, change: Change) {
  const kind = change.kind ?? voucher.kind;
  let percent = voucher.percent;
  let amountMinor = voucher.amountMinor;
  let currency = voucher.currency;
  if (kind === 'percent') {
    if (change.amount !== undefined && change.amount !== null && change.kind === undefined) {
      throw badRequest('This voucher gives a percentage; choose a fixed amount to give an amount.', {
        amount: 'This voucher gives a percentage.',
      });
    }
    percent = change.percent ?? voucher.percent;
    if (percent === null) throw badRequest(VOUCHER_MESSAGES.percent, { percent: VOUCHER_MESSAGES.percent });
    amountMinor = null;
    currency = null;
  } else {
    if (change.percent !== undefined && change.percent !== null && change.kind === undefined) {
      throw badRequest('This voucher gives a fixed amount; choose a percentage to give one.', {
        percent: 'This voucher gives a fixed amount.',
      });
    }
    currency = change.currency ?? voucher.currency;
    if (!currency) throw badRequest(VOUCHER_MESSAGES.currency, { currency: VOUCHER_MESSAGES.currency });
    if (change.amount !== undefined && change.amount !== null) {
      const minor = voucherAmountMinor(change.amount, currency);
      if (minor === undefined) throw badRequest(VOUCHER_MESSAGES.amount, { amount: VOUCHER_MESSAGES.amount });
      amountMinor = minor;
    } else if (
      change.currency !== undefined &&
      change.currency !== voucher.currency &&
      voucher.amountMinor !== null &&
      voucher.currency !== null
    ) {
      // A new currency with no new amount keeps the amount as written (10.00 GBP becomes 10.00 EUR).
      amountMinor = voucherAmountMinor(minorToDecimal(voucher.amountMinor, voucher.currency), currency) ?? null;
    }
    if (amountMinor === null) throw badRequest(VOUCHER_MESSAGES.amount, { amount: VOUCHER_MESSAGES.amount });
    percent = null;
  }
  const day = (value: string | null | undefined, current: Date | null, toInstant: (day: string) => Date) =>
    value === undefined ? current : value ? toInstant(value) : null;
  const disabledAt = change.disabled === undefined ? voucher.disabledAt : change.disabled ? (voucher.disabledAt ?? new Date()) : null;
  return {
    kind,
    percent,
    amountMinor,
    currency,
    itemId: change.itemId === undefined ? voucher.itemId : change.itemId,
    validFrom: day(change.validFrom, voucher.validFrom, voucherDayStart),
    validUntil: day(change.validUntil, voucher.validUntil, voucherDayEnd),
    maxRedemptions: change.maxRedemptions === undefined ? voucher.maxRedemptions : change.maxRedemptions,
    description: change.description === undefined ? voucher.description : change.description || null,
    disabledAt,
  };
}
