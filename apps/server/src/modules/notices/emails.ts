import { BRAND } from '@trg/contract/brand';
import { formatDate, formatTime } from '@trg/contract/dates';
import { timeZoneLabel } from '@trg/contract/display';
import { escapeHtml } from '@trg/contract/html';
import { calendarFile } from '@trg/contract/ics';
import { countryName } from '@trg/contract/lists/countries';
import { paths } from '@trg/contract/paths';
import { itemSlug } from '@trg/contract/slugs';
import type { QueuedEmail } from '../email/index.ts';
import type { StandingBooking } from '../cart/index.ts';

type Item = StandingBooking['item'];

/** A message as plain lines: the text part is the lines, the HTML part each line a paragraph, links made links. */
interface Message {
  greeting: string;
  lines: (string | { label: string; href: string })[];
}

function render({ greeting, lines }: Message): Pick<QueuedEmail, 'text' | 'html'> {
  const text = [greeting, '', ...lines.map((line) => (typeof line === 'string' ? line : `${line.label}: ${line.href}`)), '', BRAND.company];
  const paragraphs = lines.map((line) =>
    typeof line === 'string'
      ? `<p>${escapeHtml(line)}</p>`
      : `<p>${escapeHtml(line.label)}: <a href="${escapeHtml(line.href)}">${escapeHtml(line.href)}</a></p>`,
  );
  const html = `<!doctype html><html><body style="font-family:Helvetica,Arial,sans-serif;color:#2b1d1a;background:#faf6ef;padding:24px">
<p>${escapeHtml(greeting)}</p>
${paragraphs.join('\n')}
<p>${escapeHtml(BRAND.company)}</p>
</body></html>`;
  return { text: text.join('\n'), html };
}

const greetingOf = (firstName: string | null) => (firstName ? `Dear ${firstName},` : 'Hello,');

/** '14 July 2026 at 19:00 (Paris time, GMT+1)': the item's local date and time with its zone's place and offset. */
export function localWhen(item: Pick<Item, 'date' | 'time' | 'timeZone' | 'locationCountry'>): string {
  if (!item.date) return 'Date to be confirmed';
  const zone = timeZoneLabel(item.timeZone, { date: item.date }).replace(/\u00a0/g, ' ');
  return item.time ? `${formatDate(item.date)} at ${formatTime(item.time)} (${zone})` : formatDate(item.date);
}

/** The venue on one line. */
function address(item: Item): string | null {
  const country = item.locationCountry ? (countryName(item.locationCountry) ?? item.locationCountry) : null;
  return [item.locationAddress, item.locationCity, item.locationZipCode, country].filter(Boolean).join(', ') || null;
}

/** OpenStreetMap at the host's pin, or a search for the address when there is no pin. */
export function mapLink(item: Item): string | null {
  if (item.lat !== null && item.lng !== null) {
    return `https://www.openstreetmap.org/?mlat=${item.lat}&mlon=${item.lng}#map=17/${item.lat}/${item.lng}`;
  }
  const where = address(item);
  return where ? `https://www.openstreetmap.org/search?query=${encodeURIComponent(where)}` : null;
}

/** The member's page of the booking: tickets, the calendar file and, once it has taken place, the review form. */
function bookingPage(publicUrl: string, item: Item): string {
  const slug = itemSlug(item.title, item.id);
  return `${publicUrl}${item.kind === 'event' ? paths.myEvent(slug) : paths.myExperience(slug)}`;
}

const calendarAttachment = (booking: StandingBooking, publicUrl: string): QueuedEmail['attachments'] => {
  const { item } = booking;
  if (!item.date) return [];
  const ics = calendarFile({
    // The same entry as the booking page's download, so that a calendar updates it rather than adding another.
    uid: `${booking.bookingReference ?? 'booking'}-${item.id}@therealgrape`,
    title: item.title,
    date: item.date,
    time: item.time,
    timeZone: item.timeZone,
    location: item.online ? 'Online' : address(item),
    description: [
      booking.bookingReference ? `Booking reference ${booking.bookingReference}` : null,
      item.online ? item.streamingLink : null,
    ]
      .filter(Boolean)
      .join('\n'),
    url: bookingPage(publicUrl, item),
  });
  // No content id: a plain attachment, which mail clients offer to add to the calendar.
  return [
    {
      filename: `${itemSlug(item.title, item.id)}.ics`,
      cid: '',
      contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      content: Buffer.from(ics).toString('base64'),
    },
  ];
};

/**
 * The reminder before a booking: when (local, with its zone), where with a map link, or for an online item its
 * private streaming details (the buyer holds a booking that stands, which is who may see them), and the .ics.
 */
export function reminderEmail(booking: StandingBooking, to: string, publicUrl: string): QueuedEmail {
  const { item } = booking;
  const where: Message['lines'] = item.online
    ? [
        ...(item.streamingLink ? [{ label: 'Streaming link', href: item.streamingLink }] : []),
        ...(item.streamingInstructions ? [`How to join: ${item.streamingInstructions}`] : []),
        ...(!item.streamingLink && !item.streamingInstructions ? ['Online: the host sends the streaming details before it starts.'] : []),
      ]
    : [
        `Where: ${address(item) ?? 'the host will confirm the venue'}`,
        ...(mapLink(item) ? [{ label: 'Map', href: mapLink(item) ?? '' }] : []),
      ];
  const reference = booking.bookingReference ? ` (booking reference ${booking.bookingReference})` : '';
  return {
    kind: 'booking_reminder',
    to,
    subject: `Reminder: ${item.title}, ${localWhen(item)}`,
    ...render({
      greeting: greetingOf(booking.buyerFirstName),
      lines: [
        `A reminder of your booking${reference}: ${item.title}, ${booking.quantity} ${booking.quantity === 1 ? 'ticket' : 'tickets'}.`,
        `When: ${localWhen(item)}`,
        ...where,
        { label: 'Your tickets', href: bookingPage(publicUrl, item) },
        'The calendar entry is attached.',
      ],
    }),
    attachments: calendarAttachment(booking, publicUrl),
  };
}

/** The morning after: how was it, with the link to the review form on the booking's page. */
export function reviewInvitationEmail(booking: StandingBooking, to: string, publicUrl: string): QueuedEmail {
  const { item } = booking;
  const noun = item.kind === 'event' ? 'event' : 'experience';
  return {
    kind: 'review_invitation',
    to,
    subject: `How was ${item.title}?`,
    ...render({
      greeting: greetingOf(booking.buyerFirstName),
      lines: [
        `We hope you enjoyed ${item.title}. Your review helps other guests choose, and tells the host what worked.`,
        { label: `Review the ${noun}`, href: `${bookingPage(publicUrl, item)}#review-title` },
      ],
    }),
    attachments: [],
  };
}

/** A host's digest: the bookings since the last one, item by item. */
export function hostDigestEmail(
  bookings: readonly StandingBooking[],
  to: string,
  hostFirstName: string | null,
  publicUrl: string,
): QueuedEmail {
  const byItem = new Map<number, StandingBooking[]>();
  for (const booking of bookings) byItem.set(booking.item.id, [...(byItem.get(booking.item.id) ?? []), booking]);
  const tickets = (list: readonly StandingBooking[]) => list.reduce((sum, booking) => sum + booking.quantity, 0);
  const total = tickets(bookings);
  const lines: Message['lines'] = [
    `${bookings.length} new ${bookings.length === 1 ? 'booking' : 'bookings'} (${total} ${total === 1 ? 'ticket' : 'tickets'}) since your last digest:`,
  ];
  for (const list of byItem.values()) {
    const item = list[0]?.item;
    if (!item) continue;
    const count = tickets(list);
    lines.push(
      `${item.title} (${localWhen(item)}): ${list.length} ${list.length === 1 ? 'booking' : 'bookings'}, ${count} ${count === 1 ? 'ticket' : 'tickets'}` +
        ` (${list.map((booking) => booking.bookingReference ?? `booking ${booking.bookingId}`).join(', ')})`,
    );
  }
  lines.push({ label: 'Your dashboard', href: `${publicUrl}${paths.dashboard}` }, 'You can turn this daily digest off on your dashboard.');
  return {
    kind: 'host_digest',
    to,
    subject: `${BRAND.name}: ${bookings.length} new ${bookings.length === 1 ? 'booking' : 'bookings'}`,
    ...render({ greeting: greetingOf(hostFirstName), lines }),
    attachments: [],
  };
}
