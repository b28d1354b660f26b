import { formatDate } from '@trg/contract/dates';
import { timeZoneLabel } from '@trg/contract/display';

interface When {
  date: string | null;
  time: string | null;
  timeZone: string;
  /** Its IANA zone, when the answer carries it: the label names its city ('Paris time'). */
  timeZoneId?: string | undefined;
}

/** The zone of an item's times as a place and its offset on the item's date ('Paris time, GMT+2'), in non-breaking spaces. */
export function zoneText(item: When): string {
  return timeZoneLabel(item.timeZoneId ?? item.timeZone, { date: item.date, offset: item.timeZone });
}

/** '14 July 2026 · 19:30 · Paris time, GMT+1' as one line; missing parts are left out. */
export function whenText(item: When) {
  return [item.date ? formatDate(item.date) : null, item.time, item.time ? zoneText(item) : null].filter(Boolean).join(' · ');
}

/** 'Online event' or 'Online experience': the tag of an item streamed rather than held at a venue. */
export function onlineLabel(kind: 'event' | 'experience'): string {
  return kind === 'event' ? 'Online event' : 'Online experience';
}
