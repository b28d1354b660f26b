import { z } from './zod.ts';
import { inputObject } from './text.ts';
import { isIsoDate, TIME_24H } from './dates.ts';
import { nextDate, resolveLocalTime } from './local-time.ts';

/*
 * Experiences sold by the slot (ours, beyond the spec: docs/decisions/0014-zones-and-slots.md). A host gives an
 * experience a weekly schedule; each slot it makes is sold with its own places, under the same no-oversell rule as
 * any item. The wire names here are ours; every spec route and field keeps working as before.
 */

/** ISO weekdays: 1 is Monday, 7 Sunday. */
export const WEEKDAYS = [
  { day: 1, name: 'Monday' },
  { day: 2, name: 'Tuesday' },
  { day: 3, name: 'Wednesday' },
  { day: 4, name: 'Thursday' },
  { day: 5, name: 'Friday' },
  { day: 6, name: 'Saturday' },
  { day: 7, name: 'Sunday' },
] as const;

export const SCHEDULE_LIMITS = {
  startTimes: 12,
  durationMinutes: 24 * 60,
  places: 10_000,
  cutoffHours: 30 * 24,
  seasonDays: 550,
  closedDates: 366,
  slots: 3000,
} as const;

const whole = (message: string, min: number, max: number) =>
  z
    .union([z.number(), z.string().trim().max(12, { error: message }).regex(/^\d+$/, { error: message }).transform(Number)], {
      error: message,
    })
    .pipe(z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message }));

const isoDate = (what: string) =>
  z
    .string({ error: `${what} must be a date (YYYY-MM-DD).` })
    .max(10, { error: `${what} must be a date (YYYY-MM-DD).` })
    .refine(isIsoDate, `${what} must be a date (YYYY-MM-DD).`);

const DAY_MS = 86_400_000;
const daysBetween = (from: string, until: string) =>
  Math.round((Date.parse(`${until}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** POST /api/auth/business-profile/experience-schedule/:id (ours): the weekly schedule of an experience. */
export const ExperienceScheduleInputSchema = inputObject({
  weekdays: z
    .array(whole('Days are numbers from 1 (Monday) to 7 (Sunday).', 1, 7), { error: 'Choose at least one day of the week.' })
    .min(1, { error: 'Choose at least one day of the week.' })
    .max(7)
    .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
  startTimes: z
    .array(
      z
        .string()
        .trim()
        .max(8, { error: 'Start times are 24-hour times, such as 11:00.' })
        .regex(TIME_24H, { error: 'Start times are 24-hour times, such as 11:00.' }),
      {
        error: 'Give at least one start time, such as 11:00.',
      },
    )
    .min(1, { error: 'Give at least one start time, such as 11:00.' })
    .max(SCHEDULE_LIMITS.startTimes, { error: `Give at most ${SCHEDULE_LIMITS.startTimes} start times a day.` })
    .transform((times) => [...new Set(times.map((time) => time.slice(0, 5)))].sort()),
  durationMinutes: whole('The duration is a whole number of minutes, from 15 to 1440.', 15, SCHEDULE_LIMITS.durationMinutes),
  placesPerSlot: whole(`Places per slot must be a whole number from 1 to ${SCHEDULE_LIMITS.places}.`, 1, SCHEDULE_LIMITS.places),
  partyMin: whole('The smallest party is a whole number of at least 1.', 1, SCHEDULE_LIMITS.places),
  partyMax: whole('The largest party is a whole number of at least 1.', 1, SCHEDULE_LIMITS.places),
  cutoffHours: whole(
    `The booking cut-off is a whole number of hours, from 0 to ${SCHEDULE_LIMITS.cutoffHours}.`,
    0,
    SCHEDULE_LIMITS.cutoffHours,
  ),
  seasonFrom: isoDate('The season start'),
  seasonUntil: isoDate('The season end'),
  closedDates: z
    .array(isoDate('A closed date'))
    .max(SCHEDULE_LIMITS.closedDates)
    .default([])
    .transform((dates) => [...new Set(dates)].sort()),
}).superRefine((schedule, ctx) => {
  if (schedule.partyMax < schedule.partyMin) {
    ctx.addIssue({ code: 'custom', path: ['partyMax'], message: 'The largest party cannot be smaller than the smallest.' });
  }
  if (schedule.partyMax > schedule.placesPerSlot) {
    ctx.addIssue({ code: 'custom', path: ['partyMax'], message: 'The largest party cannot be more than the places in a slot.' });
  }
  if (schedule.seasonUntil < schedule.seasonFrom) {
    ctx.addIssue({ code: 'custom', path: ['seasonUntil'], message: 'The season must end on or after the day it starts.' });
  } else if (daysBetween(schedule.seasonFrom, schedule.seasonUntil) > SCHEDULE_LIMITS.seasonDays) {
    ctx.addIssue({ code: 'custom', path: ['seasonUntil'], message: 'A season can last at most 18 months.' });
  }
});
export type ExperienceScheduleInput = z.input<typeof ExperienceScheduleInputSchema>;
export type ExperienceSchedule = z.output<typeof ExperienceScheduleInputSchema>;

/** The ISO weekday of a date (1 Monday to 7 Sunday). */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** '15:00' and 90 minutes: '16:30'; null when it would run past midnight. */
export function endTimeOf(time: string, minutes: number): string | null {
  const [hours, mins] = time.split(':').map(Number);
  const end = (hours ?? 0) * 60 + (mins ?? 0) + minutes;
  if (end >= 24 * 60) return null;
  return `${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`;
}

/**
 * The slots a schedule makes, in date and time order: every start time on every chosen weekday of the season,
 * except closed dates and times the zone skips that night (the clocks going forward).
 */
export function scheduledSlots(schedule: ExperienceSchedule, timeZone: string): { date: string; time: string }[] {
  const closed = new Set(schedule.closedDates);
  const days = new Set(schedule.weekdays);
  const slots: { date: string; time: string }[] = [];
  for (let date = schedule.seasonFrom; date <= schedule.seasonUntil; date = nextDate(date)) {
    if (!days.has(isoWeekday(date)) || closed.has(date)) continue;
    for (const time of schedule.startTimes) {
      if (resolveLocalTime(date, time, timeZone)?.fit === 'skipped') continue;
      slots.push({ date, time });
    }
  }
  return slots;
}

/** GET /api/auth/business-profile/experience-schedule/:id (ours): the schedule, or null for an experience with one date. */
export const ExperienceScheduleAnswerSchema = z.object({
  schedule: z
    .object({
      weekdays: z.array(z.number().int()),
      startTimes: z.array(z.string()),
      durationMinutes: z.number().int(),
      placesPerSlot: z.number().int(),
      partyMin: z.number().int(),
      partyMax: z.number().int(),
      cutoffHours: z.number().int(),
      seasonFrom: z.string(),
      seasonUntil: z.string(),
      closedDates: z.array(z.string()),
    })
    .nullable(),
  /** The slots the experience has now, booked ones kept even when the schedule no longer makes them. */
  slotCount: z.number().int(),
});
export type ExperienceScheduleAnswer = z.infer<typeof ExperienceScheduleAnswerSchema>;

/** One slot as a guest sees it. */
export const PublicSlotSchema = z.object({
  /** The slot's id: what update-item-to-cart's `slot` takes. */
  id: z.number().int(),
  date: z.string(),
  time: z.string(),
  endTime: z.string().nullable(),
  /** The short offset on the slot's date ('GMT+02:00'), as the spec writes time zones. */
  timeZone: z.string(),
  placesLeft: z.number().int(),
  /** False once sales have closed (the cut-off) or too few places are left for the smallest party. */
  bookable: z.boolean(),
});
export type PublicSlot = z.infer<typeof PublicSlotSchema>;

/** GET /api/experiences/:id/slots (ours): the slots still to come, soonest first. */
export const PublicSlotsSchema = z.object({
  timeZoneId: z.string(),
  durationMinutes: z.number().int(),
  partyMin: z.number().int(),
  partyMax: z.number().int(),
  cutoffHours: z.number().int(),
  slots: z.array(PublicSlotSchema),
});
export type PublicSlots = z.infer<typeof PublicSlotsSchema>;

/** One slot as its host sees it, with the bookings in it. */
export const HostSlotSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  time: z.string(),
  endTime: z.string().nullable(),
  timeZone: z.string(),
  places: z.number().int(),
  booked: z.number().int(),
  /** open: on sale or waiting for the experience to be published; closed: the host closed it; past: it has started. */
  status: z.enum(['open', 'closed', 'past']),
  bookings: z.array(z.object({ bookingReference: z.string().nullable(), name: z.string(), quantity: z.number().int() })),
});
export type HostSlot = z.infer<typeof HostSlotSchema>;

/** GET /api/auth/business-profile/experience-slots/:id?month=YYYY-MM (ours): a month of slots. */
export const HostSlotsSchema = z.object({ month: z.string(), timeZoneId: z.string(), slots: z.array(HostSlotSchema) });
export type HostSlots = z.infer<typeof HostSlotsSchema>;

export const HostSlotsQuerySchema = z.object({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'month must be YYYY-MM.' })
    .optional(),
});

/** POST /api/auth/business-profile/experience-slots/:id/:slotId (ours): change a slot's places, or close it. */
export const SlotChangeSchema = inputObject({
  places: whole(`Places must be a whole number from 1 to ${SCHEDULE_LIMITS.places}.`, 1, SCHEDULE_LIMITS.places).optional(),
  close: z.literal(true, { error: 'close must be true.' }).optional(),
}).refine((change) => (change.places === undefined) !== (change.close === undefined), {
  path: ['places'],
  message: 'Send either places or close: true.',
});
export type SlotChange = z.output<typeof SlotChangeSchema>;

export const SlotParamsSchema = z.object({
  id: z.coerce.number().int().min(1),
  slotId: z.coerce.number().int().min(1),
});
