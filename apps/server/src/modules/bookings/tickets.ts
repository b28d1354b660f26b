import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { newTicketCode } from './booking-codes.ts';
import { tickets } from './schema.ts';
import type { OrderLine } from '../cart/index.ts';

export type Ticket = typeof tickets.$inferSelect;

/** One ticket per unit bought, each admitting the item's ticketsPerOrder people; a line's tickets exist once. */
export async function issueTickets(tx: Db, orderId: number, lines: readonly OrderLine[]): Promise<Ticket[]> {
  const rows = lines.flatMap((line) =>
    Array.from({ length: line.quantity }, (_, index) => ({
      code: newTicketCode(),
      orderId,
      orderItemId: line.id,
      itemId: line.itemId,
      seq: index + 1,
      admits: line.item.ticketsPerOrder ?? 1,
    })),
  );
  if (rows.length === 0) return [];
  return tx
    .insert(tickets)
    .values(rows)
    .onConflictDoNothing({ target: [tickets.orderItemId, tickets.seq] })
    .returning();
}

/** A refunded (or, by its buyer, cancelled) line's tickets no longer admit anyone. */
export async function voidLineTickets(tx: Db, orderItemId: number, reason: 'refunded' | 'cancelled' = 'refunded'): Promise<void> {
  await tx
    .update(tickets)
    .set({ status: 'void', voidReason: reason, voidedAt: sql`now()` })
    .where(and(eq(tickets.orderItemId, orderItemId), eq(tickets.status, 'valid')));
}

/** An order's tickets (only the valid ones, if asked), line by line in the order they were issued. */
export async function orderTickets(db: Db, orderId: number, { validOnly = false } = {}): Promise<Ticket[]> {
  return db
    .select()
    .from(tickets)
    .where(and(eq(tickets.orderId, orderId), validOnly ? eq(tickets.status, 'valid') : undefined))
    .orderBy(asc(tickets.orderItemId), asc(tickets.seq));
}
