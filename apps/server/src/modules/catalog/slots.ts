import { and, asc, eq, gte, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import { shownStatus } from '@trg/contract/catalog-rules';
import { instantOf } from '@trg/contract/local-time';
import { localDateTimeOf, zoneOnTheWire } from '@trg/contract/local-time-labels';
import { saleState } from '@trg/contract/sale-state';
import {
  endTimeOf,
  SCHEDULE_LIMITS,
  scheduledSlots,
  type ExperienceSchedule,
  type ExperienceScheduleAnswer,
  type HostSlot,
  type HostSlots,
  type PublicSlots,
  type SlotChange,
} from '@trg/contract/slots';
import { queryRows, type Db } from '../../db/client.ts';
import { qualified } from '../../db/fragments.ts';
import { badRequest, conflict, notFound } from '../../plugins/http-error.ts';
import type { CatalogPorts } from './ports.ts';
import { startsAtUtc } from './public.ts';
import { catalogItems, experienceSchedules } from './schema.ts';
import { ownedItem } from './service.ts';
import type { CatalogRow } from './wire.ts';

/*
 * Experiences sold by the slot (issue 29; decision 0014). Each slot is a catalog item of its own whose parent is the
 * experience: it carries the slot's date, time and places and a copy of the experience's other facts, so that the
 * cart, the holds, the no-oversell lock, bookings, tickets, emails, refunds and cancelling treat it as any item. This
 * file is the one place that makes, copies and closes slots.
 */

type ScheduleRow = typeof experienceSchedules.$inferSelect;
type Insert = typeof catalogItems.$inferInsert;

/** The facts a slot takes from its experience, as they are now: everything but its own date, time, places and sales end. */
function inheritedFacts(parent: CatalogRow): Partial<Insert> {
  const {
    id: _id,
    parentId: _parentId,
    slotted: _slotted,
    date: _date,
    time: _time,
    quantity: _quantity,
    maximumQuantity: _maximumQuantity,
    minimumQuantity: _minimumQuantity,
    endTime: _endTime,
    salesEndDate: _salesEndDate,
    salesEndTime: _salesEndTime,
    createdAt: _createdAt,
    updatedAt: _updatedAt,
    cancelledAt: _cancelledAt,
    status: _status,
    ...facts
  } = parent;
  return facts;
}

const scheduleOf = (row: ScheduleRow): ExperienceSchedule => ({
  weekdays: row.weekdays,
  startTimes: row.startTimes,
  durationMinutes: row.durationMinutes,
  placesPerSlot: row.placesPerSlot,
  partyMin: row.partyMin,
  partyMax: row.partyMax,
  cutoffHours: row.cutoffHours,
  seasonFrom: row.seasonFrom,
  seasonUntil: row.seasonUntil,
  closedDates: row.closedDates,
});

/** When a slot's sales close: its start less the cut-off, as a local date and time in its zone. */
function salesEndOf(
  slot: { date: string; time: string },
  timeZone: string,
  cutoffHours: number,
): { salesEndDate: string; salesEndTime: string } {
  const start = instantOf(slot.date, slot.time, timeZone) ?? Date.parse(`${slot.date}T${slot.time}:00Z`);
  const local = localDateTimeOf(start - cutoffHours * 3_600_000, timeZone);
  return { salesEndDate: local.date, salesEndTime: local.time };
}

async function slotsOf(db: Db, parentId: number): Promise<CatalogRow[]> {
  return db.select().from(catalogItems).where(eq(catalogItems.parentId, parentId)).orderBy(asc(catalogItems.date), asc(catalogItems.time));
}

/**
 * Copies the experience's facts to its slots and works out what each slot derives from the schedule: its end time,
 * party sizes and sales end. A closed slot stays closed; the others take the experience's status. One statement.
 */
async function copyToSlots(tx: Db, parent: CatalogRow, schedule: ExperienceSchedule): Promise<void> {
  const slots = await slotsOf(tx, parent.id);
  if (slots.length === 0) return;
  const facts = inheritedFacts(parent);
  await tx
    .update(catalogItems)
    .set({
      ...facts,
      status: sql`case when ${catalogItems.status} = 'Cancelled' then 'Cancelled' else ${parent.status} end`,
      minimumQuantity: schedule.partyMin,
      maximumQuantity: sql`least(${schedule.partyMax}, ${catalogItems.quantity})`,
      updatedAt: new Date(),
    })
    .where(eq(catalogItems.parentId, parent.id));
  const derived = slots.map((slot) => {
    const time = slot.time ?? '00:00';
    const end = salesEndOf({ date: slot.date ?? '', time }, parent.timeZone, schedule.cutoffHours);
    return sql`(${slot.id}::int, ${end.salesEndDate}::date, ${end.salesEndTime}::text, ${endTimeOf(time, schedule.durationMinutes)}::text)`;
  });
  await tx.execute(
    sql`update ${catalogItems} set sales_end_date = v.sales_end_date, sales_end_time = v.sales_end_time, end_time = v.end_time
        from (values ${sql.join(derived, sql`, `)}) as v(id, sales_end_date, sales_end_time, end_time)
        where ${catalogItems.id} = v.id`,
  );
}

/**
 * Sets each experience's date and time to its next slot still to come (not closed), so that the listings order it,
 * its card says when it next runs and it shows as Past only after its last slot. One statement for all of them.
 */
export async function refreshSlottedDates(db: Db, parentIds?: readonly number[]): Promise<number> {
  if (parentIds?.length === 0) return 0;
  // Asked for no experience in particular (the jobs timer), only those whose next slot has started need moving on.
  const which = parentIds
    ? sql`and child.parent_id in (${sql.join(
        parentIds.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql`and child.parent_id in (select ${catalogItems.id} from ${catalogItems} where ${catalogItems.slotted} and ${startsAtUtc} <= now())`;
  const rows = await queryRows<{ id: number }>(
    db,
    sql`with next_slot as (
          select distinct on (child.parent_id) child.parent_id, child.date, child.time
          from (select ${catalogItems.parentId} as parent_id, ${catalogItems.date} as date, ${catalogItems.time} as time, ${startsAtUtc} as starts
                from ${catalogItems} where ${catalogItems.parentId} is not null and ${catalogItems.status} <> 'Cancelled') as child
          where child.starts > now() ${which}
          order by child.parent_id, child.date, child.time)
        update ${catalogItems} set date = next_slot.date, time = next_slot.time
        from next_slot
        where ${catalogItems.id} = next_slot.parent_id
          and (${catalogItems.date} is distinct from next_slot.date or ${catalogItems.time} is distinct from next_slot.time)
        returning ${catalogItems.id} as id`,
  );
  return rows.length;
}

async function scheduleRow(db: Db, itemId: number): Promise<ScheduleRow | undefined> {
  const [row] = await db.select().from(experienceSchedules).where(eq(experienceSchedules.itemId, itemId));
  return row;
}

/** The host's schedule of an experience and how many slots it has. */
export async function hostSchedule(db: Db, hostId: number, id: number): Promise<ExperienceScheduleAnswer> {
  const parent = await ownedItem(db, hostId, 'experience', id);
  const row = await scheduleRow(db, parent.id);
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(catalogItems)
    .where(eq(catalogItems.parentId, parent.id));
  return { schedule: row ? scheduleOf(row) : null, slotCount: counted?.n ?? 0 };
}

/**
 * Saves an experience's schedule and makes its slots, in one transaction: slots the schedule makes and the
 * experience lacks are added (with the schedule's places); slots it no longer makes are removed unless someone
 * booked or holds them (those stay, for the host to keep or close); a change of places per slot moves the slots
 * that still had the old number. The experience then reads as its next slot, with the schedule's places and party
 * sizes, and is sold only through its slots.
 */
export async function saveSchedule(
  db: Db,
  hostId: number,
  id: number,
  schedule: ExperienceSchedule,
  ports: Pick<CatalogPorts, 'itemsWithLines'>,
): Promise<ExperienceScheduleAnswer> {
  const answer = await db.transaction(async (tx) => {
    const parent = await ownedItem(tx, hostId, 'experience', id, true);
    if (parent.status === 'Cancelled') throw conflict('This experience is cancelled and can no longer be changed.');
    const wanted = scheduledSlots(schedule, parent.timeZone);
    if (wanted.length === 0) {
      const message = 'This schedule makes no slots: choose days of the week that fall within the season.';
      throw badRequest(message, { weekdays: message });
    }
    if (wanted.length > SCHEDULE_LIMITS.slots) {
      const message = `This schedule makes ${wanted.length} slots; an experience can have at most ${SCHEDULE_LIMITS.slots}. Shorten the season or give fewer times.`;
      throw badRequest(message, { seasonUntil: message });
    }
    const before = await scheduleRow(tx, parent.id);
    const existing = await slotsOf(tx, parent.id);
    const key = (slot: { date: string | null; time: string | null }) => `${slot.date} ${slot.time}`;
    const wantedKeys = new Set(wanted.map(key));
    const have = new Map(existing.map((slot) => [key(slot), slot]));

    const dropped = existing.filter((slot) => !wantedKeys.has(key(slot)));
    const kept = await ports.itemsWithLines(
      tx,
      dropped.map((slot) => slot.id),
    );
    const removable = dropped.filter((slot) => !kept.has(slot.id)).map((slot) => slot.id);
    if (removable.length > 0) await tx.delete(catalogItems).where(inArray(catalogItems.id, removable));

    if (before && before.placesPerSlot !== schedule.placesPerSlot) {
      await tx
        .update(catalogItems)
        .set({ quantity: schedule.placesPerSlot, maximumQuantity: sql`least(${catalogItems.maximumQuantity}, ${schedule.placesPerSlot})` })
        .where(and(eq(catalogItems.parentId, parent.id), eq(catalogItems.quantity, before.placesPerSlot)));
    }
    const facts = inheritedFacts(parent);
    const added = wanted.filter((slot) => !have.has(key(slot)));
    for (let start = 0; start < added.length; start += 500) {
      await tx.insert(catalogItems).values(
        added.slice(start, start + 500).map((slot): Insert => ({
          ...(facts as Insert),
          parentId: parent.id,
          status: parent.status,
          date: slot.date,
          time: slot.time,
          quantity: schedule.placesPerSlot,
          maximumQuantity: schedule.partyMax,
        })),
      );
    }
    const values = { ...schedule, itemId: parent.id, updatedAt: new Date() };
    await tx.insert(experienceSchedules).values(values).onConflictDoUpdate({ target: experienceSchedules.itemId, set: values });
    const [first] = wanted;
    const [last] = wanted.slice(-1);
    const [saved] = await tx
      .update(catalogItems)
      .set({
        slotted: true,
        quantity: schedule.placesPerSlot,
        maximumQuantity: schedule.partyMax,
        minimumQuantity: schedule.partyMin,
        // Until the refresh below finds the next slot to come: the first the schedule makes.
        ...(first ? { date: first.date, time: first.time } : {}),
        ...(last ? salesEndOf(last, parent.timeZone, schedule.cutoffHours) : {}),
        endTime: first ? endTimeOf(first.time, schedule.durationMinutes) : null,
        updatedAt: new Date(),
      })
      .where(eq(catalogItems.id, parent.id))
      .returning();
    if (!saved) throw notFound();
    await copyToSlots(tx, saved, schedule);
    await refreshSlottedDates(tx, [parent.id]);
    const [counted] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(catalogItems)
      .where(eq(catalogItems.parentId, parent.id));
    return { schedule, slotCount: counted?.n ?? 0 };
  });
  return answer;
}

/** After the host changed the experience itself (its price, place, status, zone...): its slots follow. */
export async function slotsFollow(tx: Db, parent: CatalogRow): Promise<void> {
  if (!parent.slotted) return;
  const row = await scheduleRow(tx, parent.id);
  if (row) await copyToSlots(tx, parent, scheduleOf(row));
}

/** The ids of an experience's slots that are not closed: cancelling the experience cancels each of them. */
export async function openSlotIds(tx: Db, parentId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: catalogItems.id })
    .from(catalogItems)
    .where(and(eq(catalogItems.parentId, parentId), ne(catalogItems.status, 'Cancelled')));
  return rows.map((row) => row.id);
}

/** A slot's id and when it runs, as guests and its host both read it: local date and times, and the offset on its date. */
function slotWhen(slot: CatalogRow) {
  return {
    id: slot.id,
    date: slot.date ?? '',
    time: slot.time ?? '',
    endTime: slot.endTime,
    timeZone: zoneOnTheWire(slot.timeZone, slot.date, slot.time).timeZone,
  };
}

/** A public experience's slots still to come, soonest first, with the places left in each. */
export async function publicSlots(
  db: Db,
  ports: Pick<CatalogPorts, 'ticketsTakenSql'>,
  id: number,
  now = Date.now(),
): Promise<PublicSlots> {
  const [parent] = await db
    .select()
    .from(catalogItems)
    .where(
      and(
        eq(catalogItems.id, id),
        eq(catalogItems.kind, 'experience'),
        eq(catalogItems.status, 'Active'),
        eq(catalogItems.hostSuspended, false),
        isNull(catalogItems.parentId),
      ),
    );
  if (!parent) throw notFound('We could not find that experience.');
  const row = await scheduleRow(db, parent.id);
  if (!row || !parent.slotted) throw notFound('This experience has one date and time: it is not sold by the slot.');
  const slots = await db
    .select({ slot: catalogItems, taken: ports.ticketsTakenSql(qualified(catalogItems.id)) })
    .from(catalogItems)
    .where(and(eq(catalogItems.parentId, parent.id), eq(catalogItems.status, 'Active'), sql`${startsAtUtc} > now()`))
    .orderBy(asc(catalogItems.date), asc(catalogItems.time));
  return {
    timeZoneId: parent.timeZone,
    durationMinutes: row.durationMinutes,
    partyMin: row.partyMin,
    partyMax: row.partyMax,
    cutoffHours: row.cutoffHours,
    slots: slots.map(({ slot, taken }) => {
      const placesLeft = Math.max(0, (slot.quantity ?? 0) - taken);
      return {
        ...slotWhen(slot),
        placesLeft,
        bookable: saleState(slot, now).onSale && placesLeft >= (slot.minimumQuantity ?? 1),
      };
    }),
  };
}

/** The first day of a month and of the next: '2027-07' gives '2027-07-01' and '2027-08-01'. */
function monthBounds(month: string): [string, string] {
  const [year, mon] = month.split('-').map(Number);
  const next = mon === 12 ? `${(year ?? 0) + 1}-01` : `${year}-${String((mon ?? 0) + 1).padStart(2, '0')}`;
  return [`${month}-01`, `${next}-01`];
}

function hostSlot(slot: CatalogRow, bookings: HostSlot['bookings'], now: number): HostSlot {
  const status = slot.status === 'Cancelled' ? 'closed' : shownStatus(slot, now) === 'Past' ? 'past' : 'open';
  return {
    ...slotWhen(slot),
    places: slot.quantity ?? 0,
    booked: bookings.reduce((sum, booking) => sum + booking.quantity, 0),
    status,
    bookings,
  };
}

/** A month of an experience's slots for its host, with the bookings in each (paid and not refunded). */
export async function hostSlots(
  db: Db,
  ports: Pick<CatalogPorts, 'slotBookings'>,
  hostId: number,
  id: number,
  month: string | undefined,
  now = Date.now(),
): Promise<HostSlots> {
  const parent = await ownedItem(db, hostId, 'experience', id);
  const shown = month ?? (parent.date ?? new Date(now).toISOString()).slice(0, 7);
  const [from, until] = monthBounds(shown);
  const slots = await db
    .select()
    .from(catalogItems)
    .where(and(eq(catalogItems.parentId, parent.id), gte(catalogItems.date, from), lt(catalogItems.date, until)))
    .orderBy(asc(catalogItems.date), asc(catalogItems.time));
  const bookings = await ports.slotBookings(
    db,
    slots.map((slot) => slot.id),
  );
  return { month: shown, timeZoneId: parent.timeZone, slots: slots.map((slot) => hostSlot(slot, bookings.get(slot.id) ?? [], now)) };
}

/**
 * Changes a slot's places (never below what is booked or held), or closes it: its sales stop and its buyers are
 * refunded and told, as when an item is cancelled (the cancel hook, in the same transaction).
 */
export async function changeSlot(
  db: Db,
  ports: Pick<CatalogPorts, 'slotBookings' | 'onItemCancelled' | 'salesByItem'>,
  hostId: number,
  target: { id: number; slotId: number },
  change: SlotChange,
  now = Date.now(),
): Promise<HostSlot> {
  const slot = await db.transaction(async (tx) => {
    const parent = await ownedItem(tx, hostId, 'experience', target.id);
    const [found] = await tx
      .select()
      .from(catalogItems)
      .where(and(eq(catalogItems.id, target.slotId), eq(catalogItems.parentId, parent.id)))
      .for('update');
    if (!found) throw notFound(`This experience has no slot with the id ${target.slotId}.`);
    if (found.status === 'Cancelled') throw conflict('This slot is closed and can no longer be changed.');
    if (shownStatus(found, now) === 'Past') throw conflict('This slot has started and can no longer be changed.');
    if (change.close) {
      const [closed] = await tx
        .update(catalogItems)
        .set({ status: 'Cancelled', cancelledAt: new Date(now), updatedAt: new Date(now) })
        .where(eq(catalogItems.id, found.id))
        .returning();
      await ports.onItemCancelled(tx, found.id);
      await refreshSlottedDates(tx, [parent.id]);
      return closed ?? found;
    }
    const places = change.places ?? found.quantity ?? 1;
    const sold = (await ports.salesByItem(tx, [found.id])).get(found.id)?.ticketsSold ?? 0;
    if (places < sold) {
      const message = `Places cannot be fewer than the ${sold} already booked.`;
      throw badRequest(message, { places: message });
    }
    const row = await scheduleRow(tx, parent.id);
    const [saved] = await tx
      .update(catalogItems)
      .set({ quantity: places, maximumQuantity: Math.min(places, row?.partyMax ?? places), updatedAt: new Date(now) })
      .where(eq(catalogItems.id, found.id))
      .returning();
    return saved ?? found;
  });
  const bookings = await ports.slotBookings(db, [slot.id]);
  return hostSlot(slot, bookings.get(slot.id) ?? [], now);
}
