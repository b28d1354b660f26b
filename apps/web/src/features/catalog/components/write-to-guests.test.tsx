// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { apiPath, API_PATHS } from '@trg/contract/api-paths';
import { HostItemSchema } from '@trg/contract/catalog';
import type { GuestMessage } from '@trg/contract/guest-messages';
import { renderWithApp } from '../../../testing/render.tsx';
import { SLOTTED_TOUR } from '../testing/slotted-item.ts';
import { WriteToGuests } from './write-to-guests.tsx';

const ITEM = HostItemSchema.parse({
  ...SLOTTED_TOUR,
  slotted: false,
  readyToPublish: true,
  missingToPublish: [],
  ticketsSold: 3,
  grossSales: '90.00',
  potentialSales: '360.00',
  publishEvent: true,
});
const path = apiPath(API_PATHS.guestMessages, { id: ITEM.id });
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The server at the api client's boundary: two guests, a log that grows with each send, and a refusal when asked. */
function stubServer(
  refusal?: { status: number; message: string },
  slots: { id: number; date: string; time: string; guests: number }[] = [],
) {
  const messages: GuestMessage[] = [];
  const posts: unknown[] = [];
  const fetchStub = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const slot = slots.find((candidate) => String(input) === apiPath(API_PATHS.guestMessages, { id: candidate.id }));
    if (slot && init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { subject: string };
      posts.push({ to: slot.id, ...body });
      const sent = {
        id: messages.length + 1,
        sentAt: '2026-07-14T16:05:00.000Z',
        subject: body.subject,
        recipients: slot.guests,
        itemId: slot.id,
      };
      messages.unshift(sent);
      return Promise.resolve(json(sent, 201));
    }
    if (String(input) !== path) return Promise.resolve(json({ error: { code: 'not_found', message: 'Not found.' } }, 404));
    if ((init?.method ?? 'GET') === 'GET') return Promise.resolve(json({ guests: 2, messages, slots }));
    const body = JSON.parse(String(init?.body)) as { subject: string };
    posts.push(body);
    if (refusal) return Promise.resolve(json({ error: { code: 'rate_limited', message: refusal.message } }, refusal.status));
    const sent = { id: messages.length + 1, sentAt: '2026-07-14T16:05:00.000Z', subject: body.subject, recipients: 2, itemId: ITEM.id };
    messages.unshift(sent);
    return Promise.resolve(json(sent, 201));
  });
  vi.stubGlobal('fetch', fetchStub);
  return { posts };
}

describe('WriteToGuests', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for a subject and a message before sending anything', async () => {
    const server = stubServer();
    const { user } = renderWithApp(<WriteToGuests kind="experience" item={ITEM} />);
    await user.click(await screen.findByRole('button', { name: 'Send to 2 guests' }));
    expect(screen.getByText('Please enter a subject.')).toBeTruthy();
    expect(screen.getByText('Please write your message.')).toBeTruthy();
    expect(server.posts).toEqual([]);
  });

  it('sends the subject and text, says to how many, and shows it in the log in the item zone', async () => {
    const server = stubServer();
    const { user } = renderWithApp(<WriteToGuests kind="experience" item={ITEM} />);
    await user.type(await screen.findByLabelText('Subject'), 'Parking');
    await user.type(screen.getByLabelText('Message'), 'Park in the courtyard.');
    await user.click(screen.getByRole('button', { name: 'Send to 2 guests' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Sent to 2 guests.'));
    expect(server.posts).toEqual([{ subject: 'Parking', text: 'Park in the courtyard.' }]);
    const entry = await screen.findByRole('listitem');
    expect(entry.textContent).toContain('Parking');
    expect(entry.textContent).toContain('14 July 2026 at 18:05 (Paris time, GMT+2) · to 2 guests');
  });

  it("shows the server's reason when the hourly limit is reached", async () => {
    stubServer({ status: 429, message: 'You can write to the guests of one experience 3 times an hour. Please try again later.' });
    const { user } = renderWithApp(<WriteToGuests kind="experience" item={ITEM} />);
    await user.type(await screen.findByLabelText('Subject'), 'Parking');
    await user.type(screen.getByLabelText('Message'), 'Park in the courtyard.');
    await user.click(screen.getByRole('button', { name: 'Send to 2 guests' }));
    expect((await screen.findByRole('alert')).textContent).toContain('3 times an hour');
  });

  it("writes to one slot's guests when the host chooses it", async () => {
    const server = stubServer(undefined, [{ id: 901, date: '2026-07-18', time: '11:00', guests: 1 }]);
    const { user } = renderWithApp(<WriteToGuests kind="experience" item={ITEM} />);
    await user.selectOptions(await screen.findByLabelText('Write to'), 'The guests of 18 July 2026 at 11:00 (1 guest)');
    await user.type(screen.getByLabelText('Subject'), 'Saturday');
    await user.type(screen.getByLabelText('Message'), 'Bring a coat.');
    await user.click(screen.getByRole('button', { name: 'Send to 1 guest' }));
    await waitFor(() => expect(server.posts).toEqual([{ to: 901, subject: 'Saturday', text: 'Bring a coat.' }]));
    expect((await screen.findByRole('listitem')).textContent).toContain('to 1 guest of 18 July 2026 at 11:00');
  });
});
