// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { API_PATHS, apiPath } from '@trg/contract/api-paths';
import type { WaitingListStatus } from '@trg/contract/waiting-list';
import { renderWithApp } from '../../../testing/render.tsx';
import { json, stubSlotsServer, type StubRequest } from '../testing/slots-stub.ts';
import { SLOTTED_TOUR } from '../testing/slotted-item.ts';
import { BookingPanel } from './booking-panel.tsx';

const text = (element: Element | null) => element?.textContent?.replace(/\u00a0/g, ' ') ?? '';

function renderPanel(buyer: 'member' | 'anonymous' | 'host' = 'member', pendingSlot: number | null = null) {
  const onAdd = vi.fn((_quantity: number, _slot?: number) => Promise.resolve('added' as const));
  const view = renderWithApp(<BookingPanel kind="experience" item={SLOTTED_TOUR} buyer={buyer} onAdd={onAdd} pendingSlot={pendingSlot} />);
  return { ...view, onAdd };
}

const calendar = () => within(screen.getByRole('table'));

describe('the slot picker of an experience sold by the slot', () => {
  beforeEach(() => vi.stubGlobal('fetch', stubSlotsServer().fetchStub));
  afterEach(() => vi.unstubAllGlobals());

  it('opens on the first month with a slot to book, where only dates with bookable slots are buttons', async () => {
    const { container } = renderPanel();
    expect(await screen.findByRole('heading', { name: 'July 2026' })).toBeTruthy();
    expect(screen.queryByLabelText('Quantity')).toBeNull();
    expect(
      calendar()
        .getAllByRole('button')
        // Each button is named by its content, the whole of it read out.
        .map((button) => button.textContent?.replace(/\s+/g, ' ').trim()),
    ).toEqual(['Saturday 4 July 2026, 3 places left', 'Saturday 18 July 2026, 12 places left']);
    // Every other date is text, out of the tab order; the grid starts on Monday (1 July 2026 was a Wednesday).
    expect(calendar().getByText('5').closest('button')).toBeNull();
    expect(
      calendar()
        .getAllByRole('columnheader')
        .map((header) => header.getAttribute('abbr'))[0],
    ).toBe('Monday');
    expect(container.querySelectorAll('tbody tr:first-child td')[2]?.textContent).toBe('1');
    expect(screen.queryByRole('group', { name: /Times on/ })).toBeNull();
    expect((screen.getByRole('button', { name: 'Add to cart' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('moves only between months that have slots', async () => {
    const { user } = renderPanel();
    await screen.findByRole('heading', { name: 'July 2026' });
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByRole('heading', { name: 'June 2026' })).toBeTruthy();
    // June's one slot is sold out: its date is pressed only for its waiting list, and there is no month before it.
    expect(
      calendar()
        .getAllByRole('button')
        .map((button) => button.textContent?.replace(/\s+/g, ' ').trim()),
    ).toEqual(['Saturday 27 June 2026, full: waiting list']);
    expect((screen.getByRole('button', { name: 'Previous month' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('heading', { name: 'August 2026' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next month' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("shows the day's times in the experience's zone with their places, and adds the slot with the party's size", async () => {
    const { user, onAdd } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Saturday 4 July 2026, 3 places left' }));
    expect(screen.getByRole('button', { name: 'Saturday 4 July 2026, 3 places left' }).getAttribute('aria-pressed')).toBe('true');

    const times = screen.getByRole('group', { name: 'Times on Saturday 4 July 2026' });
    expect(text(times)).toContain('Paris time, GMT+2');
    const radios = within(times).getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((radio) => [text(radio.closest('label')), radio.disabled])).toEqual([
      ['11:00–12:30 3 left', false],
      // Sold out: chosen only for its waiting list.
      ['15:00–16:30 Sold out', false],
      ['17:00–18:30 Closed', true],
    ]);
    // The one time that can be booked is chosen; a party is 2 to 6, but only 3 places are left.
    expect(radios[0]?.checked).toBe(true);
    const party = screen.getByLabelText('Party size');
    expect(
      within(party)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['2 guests', '3 guests']);

    await user.selectOptions(party, '3');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(onAdd).toHaveBeenCalledTimes(1);
    expect(onAdd).toHaveBeenCalledWith(3, 101);
  });

  it('keeps the quantity and its panel for an experience with one date', () => {
    renderWithApp(<BookingPanel kind="experience" item={{ ...SLOTTED_TOUR, slotted: undefined }} buyer="member" onAdd={vi.fn()} />);
    expect(screen.getByLabelText('Quantity')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

const NOT_ON: WaitingListStatus = { onList: false, position: null, holdUntil: null, message: 'You are not on the waiting list.' };

/** The waiting list of slot 102 (4 July, 15:00, sold out): starts as `start`, joined as number 1. */
function waitingListRoutes(start: WaitingListStatus) {
  let status = start;
  return (request: StubRequest) => {
    if (request.path === apiPath(API_PATHS.waitingList.status, { id: 102 })) return json(status);
    if (request.method === 'POST' && request.path === apiPath(API_PATHS.waitingList.join, { id: 102 })) {
      status = {
        onList: true,
        position: 1,
        holdUntil: null,
        message: 'You are number 1 on the waiting list. We will email you when a place is free.',
      };
      return json(status);
    }
    return undefined;
  };
}

describe('the waiting list of a sold-out slot', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lets a member choose a sold-out time and join its waiting list', async () => {
    const server = stubSlotsServer({ other: waitingListRoutes(NOT_ON) });
    vi.stubGlobal('fetch', server.fetchStub);
    const { user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Saturday 4 July 2026, 3 places left' }));
    await user.click(screen.getByRole('radio', { name: /15:00/ }));
    expect((screen.getByRole('radio', { name: /15:00/ }) as HTMLInputElement).checked).toBe(true);
    // Nothing to add for a sold-out time: no party size, and its waiting list in place of the add button.
    expect(screen.queryByLabelText('Party size')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Join the waiting list' }));
    expect(await screen.findByText(/You are number 1 on the waiting list/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Leave the waiting list' })).toBeTruthy();
    expect(server.posts().map((post) => post.path)).toEqual([apiPath(API_PATHS.waitingList.join, { id: 102 })]);
  });

  it('opens on the slot a link names, and lets the member holding a place in it add it', async () => {
    const holdUntil = new Date(Date.now() + 20 * 60_000).toISOString();
    const holding: WaitingListStatus = { onList: true, position: null, holdUntil, message: 'A place is held for you.' };
    vi.stubGlobal('fetch', stubSlotsServer({ other: waitingListRoutes(holding) }).fetchStub);
    const { user, onAdd } = renderPanel('member', 102);
    expect(((await screen.findByRole('radio', { name: /15:00/ })) as HTMLInputElement).checked).toBe(true);
    expect(await screen.findByText('A place is held for you.')).toBeTruthy();
    // A hold is one place: the smallest party is offered.
    const party = await screen.findByLabelText('Party size');
    expect(
      within(party)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['2 guests']);
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(onAdd).toHaveBeenCalledWith(2, 102);
  });

  it('asks a visitor to sign in, coming back to the slot', async () => {
    vi.stubGlobal('fetch', stubSlotsServer().fetchStub);
    const { user } = renderPanel('anonymous');
    await user.click(await screen.findByRole('button', { name: 'Saturday 4 July 2026, 3 places left' }));
    await user.click(screen.getByRole('radio', { name: /15:00/ }));
    const link = await screen.findByRole('link', { name: 'Sign in to join the waiting list' });
    expect(link.getAttribute('href')).toBe(`/login?next=${encodeURIComponent(`/Experiences/${SLOTTED_TOUR.slug}?slot=102`)}`);
  });

  it('keeps a sold-out time out of reach of a host', async () => {
    vi.stubGlobal('fetch', stubSlotsServer().fetchStub);
    const { user } = renderPanel('host');
    await user.click(await screen.findByRole('button', { name: 'Saturday 4 July 2026, 3 places left' }));
    expect((screen.getByRole('radio', { name: /15:00/ }) as HTMLInputElement).disabled).toBe(true);
  });
});
