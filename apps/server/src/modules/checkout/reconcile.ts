import { and, asc, eq, gt, gte, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.ts';
import { PaymentProviderError, type ProviderIntent } from '../payments/index.ts';
import type { CheckoutDeps } from './checkout-deps.ts';
import { orders } from '../cart/schema.ts';
import { recordFailedIntent, recordProcessingIntent, settleSucceededIntent } from './settle.ts';

/** How many orders one run asks the provider about. */
export const RECONCILE_BATCH = 25;
/** Unpaid orders are asked about for this long after they last changed (a later payment still settles through complete-order or the webhook). */
export const RECONCILE_WINDOW_DAYS = 14;
/** The PostgreSQL advisory lock that lets one instance at a time reconcile ("trg:reconcile"). */
export const RECONCILE_LOCK_KEY = 7_418_230_551;

export interface ReconcileRun {
  /** Where the next run starts: the last order id asked about, 0 to start again from the oldest. */
  cursor: number;
  checked: number;
  settled: number;
  refunded: number;
  /** True when the provider could not be reached: the rest of the batch waits for the next run. */
  providerDown: boolean;
}

export interface ReconcileOptions {
  /** The last order id the previous run asked about (0: start from the oldest). */
  after?: number;
  batch?: number;
  onProviderDown?: (error: unknown, orderId: number) => void;
}

/**
 * Asks the provider about unpaid orders that have a payment intent (awaiting payment, payment failed,
 * expired, and payment pending while a debit processes), oldest first and a batch at a time, and settles each whose payment succeeded exactly as
 * complete-order or the webhook would (the same settle function and row locks, so it pays once): tickets
 * and the confirmation when the order can be honoured, a refund through the queue when it cannot. An
 * intent that has not succeeded is left alone. When the provider cannot be reached, the run stops and
 * the orders wait for the next one.
 */
export async function reconcilePayments(deps: CheckoutDeps, now = new Date(), options: ReconcileOptions = {}): Promise<ReconcileRun> {
  const after = options.after ?? 0;
  const batch = options.batch ?? RECONCILE_BATCH;
  const since = new Date(now.getTime() - RECONCILE_WINDOW_DAYS * 86_400_000);
  const unpaid = (idAfter: number, limit: number) =>
    deps.db
      .select({ id: orders.id, paymentIntentId: orders.paymentIntentId })
      .from(orders)
      .where(
        and(
          isNotNull(orders.paymentIntentId),
          eq(orders.paymentProvider, deps.provider.name),
          // A processing payment is asked about until it settles, however long its bank takes.
          or(
            eq(orders.status, 'payment_pending'),
            and(inArray(orders.status, ['awaiting_payment', 'payment_failed', 'expired']), gte(orders.updatedAt, since)),
          ),
          gt(orders.id, idAfter),
        ),
      )
      .orderBy(asc(orders.id))
      .limit(limit);
  let candidates = await unpaid(after, batch);
  const reachedNewest = candidates.length < batch;
  if (reachedNewest && after > 0) {
    // Past the newest order: go round again from the oldest, up to where this run began.
    const seen = new Set(candidates.map((candidate) => candidate.id));
    const fromOldest = await unpaid(0, batch - candidates.length);
    candidates = [...candidates, ...fromOldest.filter((candidate) => candidate.id <= after && !seen.has(candidate.id))];
  }

  const run: ReconcileRun = { cursor: 0, checked: 0, settled: 0, refunded: 0, providerDown: false };
  for (const candidate of candidates) {
    run.cursor = candidate.id;
    if (!candidate.paymentIntentId) continue;
    let intent: ProviderIntent;
    try {
      intent = await deps.provider.retrieveIntent(candidate.paymentIntentId);
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      options.onProviderDown?.(error, candidate.id);
      run.providerDown = true;
      return run;
    }
    run.checked++;
    // A webhook that never came: a debit processing keeps its places, one that failed lets them go.
    if (intent.status === 'processing') await recordProcessingIntent(deps, intent, now);
    if (intent.status === 'requires_payment_method' && intent.lastErrorMessage !== null) await recordFailedIntent(deps, intent, now);
    if (intent.status !== 'succeeded') continue;
    const settlement = await settleSucceededIntent(deps, intent, now);
    if (settlement.kind === 'paid') run.settled++;
    if (settlement.kind === 'refunded') run.refunded++;
  }
  // Every unpaid order was asked about: the next run starts again from the oldest.
  if (reachedNewest && !run.providerDown) run.cursor = 0;
  return run;
}

/**
 * Runs `task` only if no other instance is running it: on PostgreSQL under a transaction-scoped advisory
 * lock, held by one pooled connection for the task's length and let go when it ends or the process dies
 * (the task itself uses other connections, one transaction per step). Embedded PGlite is one process
 * with one connection, so nothing else can be running it. Answers null when another instance holds it.
 */
export async function runExclusively<T>(database: Pick<Database, 'db' | 'kind'>, key: number, task: () => Promise<T>): Promise<T | null> {
  if (database.kind === 'pglite') return task();
  return database.db.transaction(async (tx) => {
    const [row] = await queryRows<{ locked: boolean }>(tx, sql`select pg_try_advisory_xact_lock(${key}::bigint) as locked`);
    if (!row?.locked) return null;
    return task();
  });
}
