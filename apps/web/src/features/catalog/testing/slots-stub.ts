import { vi } from 'vitest';
import { API_PATHS, apiPath } from '@trg/contract/api-paths';
import { HostSlotsSchema, PublicSlotsSchema, type ExperienceScheduleAnswer, type HostSlot } from '@trg/contract/slots';

/** The experience the slots belong to. */
export const EXPERIENCE_ID = 31;

/**
 * A cellar tour on Saturdays in Paris time, for parties of 2 to 6. June's one slot is sold out, so July (the first
 * month with a slot to book) shows first; on 4 July the 11:00 has 3 places, the 15:00 none, and the 17:00 is past
 * its cut-off; 18 July and 1 August are open.
 */
export const PUBLIC_SLOTS = PublicSlotsSchema.parse({
  timeZoneId: 'Europe/Paris',
  durationMinutes: 90,
  partyMin: 2,
  partyMax: 6,
  cutoffHours: 24,
  slots: [
    { id: 100, date: '2026-06-27', time: '11:00', endTime: '12:30', timeZone: 'GMT+02:00', placesLeft: 0, bookable: false },
    { id: 101, date: '2026-07-04', time: '11:00', endTime: '12:30', timeZone: 'GMT+02:00', placesLeft: 3, bookable: true },
    { id: 102, date: '2026-07-04', time: '15:00', endTime: '16:30', timeZone: 'GMT+02:00', placesLeft: 0, bookable: false },
    { id: 103, date: '2026-07-04', time: '17:00', endTime: '18:30', timeZone: 'GMT+02:00', placesLeft: 8, bookable: false },
    { id: 104, date: '2026-07-18', time: '11:00', endTime: '12:30', timeZone: 'GMT+02:00', placesLeft: 12, bookable: true },
    { id: 105, date: '2026-08-01', time: '11:00', endTime: '12:30', timeZone: 'GMT+02:00', placesLeft: 12, bookable: true },
  ],
});

/** July as its host sees it: the 4th's 11:00 with two bookings, its 15:00 empty. */
export const HOST_SLOTS = HostSlotsSchema.parse({
  month: '2026-07',
  timeZoneId: 'Europe/Paris',
  slots: [
    {
      id: 201,
      date: '2026-07-04',
      time: '11:00',
      endTime: '12:30',
      timeZone: 'GMT+02:00',
      places: 12,
      booked: 3,
      status: 'open',
      bookings: [
        { bookingReference: 'TRG-7Q2K', name: 'Ana Costa', quantity: 2 },
        { bookingReference: 'TRG-9X1B', name: 'Ben Ode', quantity: 1 },
      ],
    },
    {
      id: 202,
      date: '2026-07-04',
      time: '15:00',
      endTime: '16:30',
      timeZone: 'GMT+02:00',
      places: 12,
      booked: 0,
      status: 'open',
      bookings: [],
    },
  ],
});

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export interface Refusal {
  status: number;
  message: string;
  fields?: Record<string, string>;
}

export interface StubRequest {
  method: string;
  path: string;
  body: unknown;
}

/**
 * The slot routes at the api client's boundary: every request is kept in `requests`. A POST to a path in `refuse`
 * is answered with that error; `other` answers any request the slot routes do not (the cart, the user ...).
 */
export function stubSlotsServer({
  schedule = { schedule: null, slotCount: 0 },
  refuse = {},
  other = () => undefined,
}: {
  schedule?: ExperienceScheduleAnswer;
  refuse?: Record<string, Refusal>;
  other?: (request: StubRequest) => Response | undefined;
} = {}) {
  const requests: StubRequest[] = [];
  let hostSlots = HOST_SLOTS.slots;
  const fetchStub = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const request = { method, path, body };
    requests.push(request);
    const refusal = refuse[path];
    if (method === 'POST' && refusal) {
      return Promise.resolve(
        json({ error: { code: 'validation_error', message: refusal.message, fields: refusal.fields } }, refusal.status),
      );
    }
    const id = EXPERIENCE_ID;
    if (method === 'GET' && path === apiPath(API_PATHS.catalog.experience.slots, { id })) return Promise.resolve(json(PUBLIC_SLOTS));
    if (path === apiPath(API_PATHS.experienceSlots.schedule, { id })) {
      return Promise.resolve(json(method === 'POST' ? { schedule: body, slotCount: 40 } : schedule));
    }
    if (method === 'GET' && path.split('?')[0] === apiPath(API_PATHS.experienceSlots.slots, { id })) {
      return Promise.resolve(json({ ...HOST_SLOTS, slots: hostSlots }));
    }
    for (const slot of hostSlots) {
      if (method === 'POST' && path === apiPath(API_PATHS.experienceSlots.slot, { id, slotId: slot.id })) {
        const change = body as { places?: number; close?: true };
        const changed: HostSlot = change.close ? { ...slot, status: 'closed' } : { ...slot, places: change.places ?? slot.places };
        hostSlots = hostSlots.map((each) => (each.id === slot.id ? changed : each));
        return Promise.resolve(json(changed));
      }
    }
    const answer = other(request);
    if (answer) return Promise.resolve(answer);
    return Promise.resolve(json({ error: { code: 'not_found', message: `No stub for ${method} ${path}` } }, 404));
  });
  const posts = () => requests.filter((request) => request.method === 'POST');
  return { fetchStub, requests, posts };
}
