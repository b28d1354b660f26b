import {
  GuestListSchema,
  ticketCodeOf,
  voidTicketMessage,
  type CheckInEntry,
  type CheckInResult,
  type DoorCounts,
  type GuestList,
} from '@trg/contract/guest-list';
import { z } from 'zod';

/**
 * What the door keeps on the phone, so that check-in goes on without a network: the item's guest list as last read,
 * the check-ins made here that the server has not had yet, and what a sync found (a ticket another phone had let in
 * first, a ticket refused since). Kept in localStorage under the item's id.
 */

const QueuedSchema = z.object({
  code: z.string(),
  clientTime: z.string(),
  deviceId: z.string(),
  name: z.string(),
  admits: z.number().int(),
});
export type QueuedCheckIn = z.infer<typeof QueuedSchema>;

const ConflictSchema = z.object({ code: z.string(), name: z.string().nullable(), message: z.string() });
export type DoorConflict = z.infer<typeof ConflictSchema>;

const DoorStateSchema = z.object({
  list: GuestListSchema.nullable(),
  /** When the list was read from the server (ISO instant). */
  savedAt: z.string().nullable(),
  queue: z.array(QueuedSchema),
  conflicts: z.array(ConflictSchema),
});
export type DoorState = z.infer<typeof DoorStateSchema>;

const EMPTY: DoorState = { list: null, savedAt: null, queue: [], conflicts: [] };
const stateKey = (itemId: number) => `trg-door-${itemId}`;
const DEVICE_KEY = 'trg-door-device';

export function loadDoorState(itemId: number): DoorState {
  try {
    const raw = localStorage.getItem(stateKey(itemId));
    if (!raw) return EMPTY;
    const parsed = DoorStateSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : EMPTY;
  } catch {
    return EMPTY;
  }
}

export function saveDoorState(itemId: number, state: DoorState): void {
  try {
    localStorage.setItem(stateKey(itemId), JSON.stringify(state));
  } catch {
    // A full or refused storage only loses the offline copy; the door still works while online.
  }
}

/** This phone's id, made once: the server tells two phones' check-ins of one ticket apart by it. */
export function doorDeviceId(): string {
  try {
    const known = localStorage.getItem(DEVICE_KEY);
    if (known) return known;
    const made = `phone-${crypto.randomUUID()}`;
    localStorage.setItem(DEVICE_KEY, made);
    return made;
  } catch {
    return 'phone-unsaved';
  }
}

/** The check-ins to send from the queue. */
export const queuedEntries = (queue: readonly QueuedCheckIn[]): CheckInEntry[] =>
  queue.map(({ code, clientTime, deviceId }) => ({ code, clientTime, deviceId }));

/** Arrived and expected, counting the check-ins made here that are not synced yet. */
export function doorCounts(state: DoorState): DoorCounts {
  const counts = state.list?.counts ?? { expected: 0, arrived: 0 };
  return { expected: counts.expected, arrived: counts.arrived + state.queue.reduce((sum, entry) => sum + entry.admits, 0) };
}

const timeOf = (iso: string) => {
  const date = new Date(iso);
  return `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
};

/**
 * The door's answer without the server, from the list kept on the phone: what the server would answer, unless
 * another phone let the ticket in meanwhile (the sync then shows it). An admission is queued in the returned state.
 */
export function checkInOffline(
  state: DoorState,
  input: string,
  deviceId: string,
  now = new Date(),
): { result: CheckInResult; state: DoorState } {
  const base = { code: input, checkedInAt: null, otherDevice: false, name: null, admits: null };
  const refuse = (message: string, holder: { name: string | null; admits: number | null } = { name: null, admits: null }) => ({
    result: { ...base, ...holder, outcome: 'refused' as const, message },
    state,
  });
  const code = ticketCodeOf(input);
  if (!code) return refuse('That is not a ticket code: it has 12 letters and digits, like K7QM-4XPD-2RTA.');
  const guest = state.list?.guests.find((candidate) => candidate.tickets.some((ticket) => ticket.code === code));
  const ticket = guest?.tickets.find((candidate) => candidate.code === code);
  if (!guest || !ticket) return refuse(`No ticket on the list kept on this phone has the code ${code}.`);
  const holder = { name: guest.name, admits: ticket.admits };
  if (ticket.status === 'void') return refuse(voidTicketMessage(ticket.voidReason, ticket.voidedAt), holder);
  if (guest.status !== 'paid') return refuse(voidTicketMessage('refunded', null), holder);
  const queued = state.queue.find((entry) => entry.code === code);
  const earlier = ticket.checkedInAt ?? queued?.clientTime ?? null;
  if (earlier) {
    return {
      result: { ...base, ...holder, outcome: 'already', checkedInAt: earlier, message: `Already checked in at ${timeOf(earlier)}.` },
      state,
    };
  }
  const clientTime = now.toISOString();
  return {
    result: {
      ...base,
      ...holder,
      outcome: 'admitted',
      checkedInAt: clientTime,
      message: `Welcome, ${guest.name}: kept on this phone, sent when the network returns.`,
    },
    state: { ...state, queue: [...state.queue, { code, clientTime, deviceId, ...holder }] },
  };
}

/**
 * The state after a sync: the queue sent is gone, and each entry the server did not admit becomes a conflict to
 * show (let in first by another phone, or refused since the list was read).
 */
export function afterSync(state: DoorState, sent: readonly QueuedCheckIn[], results: readonly CheckInResult[]): DoorState {
  const conflicts: DoorConflict[] = results.flatMap((result, index) => {
    const entry = sent[index];
    if (result.outcome === 'admitted' || (result.outcome === 'already' && !result.otherDevice)) return [];
    return [{ code: entry?.code ?? result.code, name: result.name ?? entry?.name ?? null, message: result.message }];
  });
  const sentCodes = new Set(sent.map((entry) => entry.code));
  return { ...state, queue: state.queue.filter((entry) => !sentCodes.has(entry.code)), conflicts: [...conflicts, ...state.conflicts] };
}

/** The state with a fresh list from the server. */
export const withList = (state: DoorState, list: GuestList, now = new Date()): DoorState => ({
  ...state,
  list,
  savedAt: now.toISOString(),
});

/** The state after the server answered scans made online: their tickets marked, the counts as the server has them. */
export function withServerResults(state: DoorState, results: readonly CheckInResult[], counts: DoorCounts): DoorState {
  if (!state.list) return state;
  const times = new Map(
    results.flatMap((result) => (result.checkedInAt ? [[ticketCodeOf(result.code), result.checkedInAt] as const] : [])),
  );
  const guests = state.list.guests.map((guest) => ({
    ...guest,
    tickets: guest.tickets.map((ticket) => ({ ...ticket, checkedInAt: ticket.checkedInAt ?? times.get(ticket.code) ?? null })),
  }));
  return { ...state, list: { ...state.list, guests, counts } };
}

/** Asks the service worker to keep this check-in page, so that it opens without a network (service-worker/sw.ts). */
export function keepDoorPageOffline(): void {
  try {
    navigator.serviceWorker?.controller?.postMessage({ type: 'keep-door-page', url: window.location.href });
  } catch {
    // Without a service worker the page still works while it stays open.
  }
}
