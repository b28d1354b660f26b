import sharp from 'sharp';
import { expect, type APIRequestContext } from '@playwright/test';
import { apiPath, hostPaths } from '@trg/contract/api-paths';

/**
 * An item as a host would make it on Manage Event / Manage Experience, through the host API: created with its
 * title, filled in with `fields` (the update form's names), given a main image, and published unless `publish` is
 * false (an experience sold by the slot is published once its schedule is saved). Its id.
 */
export async function hostItem(
  request: APIRequestContext,
  token: string,
  item: { kind: 'event' | 'experience'; title: string; fields: Record<string, unknown>; publish?: boolean },
): Promise<number> {
  const headers = { authorization: `Token ${token}` };
  const paths = hostPaths(item.kind);
  const titleField = item.kind === 'event' ? 'eventTitle' : 'experienceTitle';
  const created = await request.post(paths.create, { headers, data: { [titleField]: item.title, olineExperience: false } });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { id: number }).id;
  const update = await request.post(apiPath(paths.update, { id }), { headers, data: item.fields });
  expect(update.status(), await update.text()).toBe(200);
  const png = await sharp({ create: { width: 1200, height: 700, channels: 3, background: '#4a2331' } })
    .png()
    .toBuffer();
  const image = await request.post(apiPath(paths.image, { id }), {
    headers,
    multipart: { mainExperienceImage: { name: 'main.png', mimeType: 'image/png', buffer: png } },
  });
  expect(image.status(), await image.text()).toBe(200);
  if (item.publish !== false) await publishItem(request, token, item.kind, id);
  return id;
}

/** Publishes the host's item (both kinds take the same field). */
export async function publishItem(request: APIRequestContext, token: string, kind: 'event' | 'experience', id: number): Promise<void> {
  const published = await request.post(apiPath(hostPaths(kind).update, { id }), {
    headers: { authorization: `Token ${token}` },
    data: { publishEvent: true },
  });
  expect(published.status(), await published.text()).toBe(200);
}

/** The local date and time (Europe/London) of an instant, as the host's form takes them. */
export function londonDateTime(at: Date): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/**
 * The host's Tasting event in Lewes that begins at the next whole minute at least 70 seconds away, on sale (ten places,
 * one ticket an order, £10) until it begins: guests buy, then review once it has begun. Its id.
 */
export async function eventStartingSoon(request: APIRequestContext, token: string, title: string, description: string): Promise<number> {
  const start = londonDateTime(new Date(Math.ceil((Date.now() + 70_000) / 60_000) * 60_000));
  return hostItem(request, token, {
    kind: 'event',
    title,
    fields: {
      description,
      eventType: 'Tasting',
      host: 'Domaine',
      date: start.date,
      time: start.time,
      timeZone: 'Europe/London',
      currency: 'GBP',
      price: '10',
      quantity: '10',
      maximumQuantity: 2,
      ticketsPerOrder: '1',
      salesStartDate: '2026-01-01',
      salesStartTime: '09:00',
      salesEndDate: start.date,
      salesEndTime: start.time,
      summary: description,
      locationAddress: '4 Chalk Lane',
      locationcity: 'Lewes',
      locationZip_code: 'BN7 1AA',
      locationCountry: 'GB',
      lat: 50.873,
      lng: 0.008,
    },
  });
}
