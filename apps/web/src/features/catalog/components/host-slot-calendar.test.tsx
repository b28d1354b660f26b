// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { API_PATHS, apiPath } from '@trg/contract/api-paths';
import { renderWithApp } from '../../../testing/render.tsx';
import { EXPERIENCE_ID, stubSlotsServer } from '../testing/slots-stub.ts';
import { HostSlotCalendar } from './host-slot-calendar.tsx';

const ELEVEN = '11:00 on Saturday 4 July 2026';

describe("the host's slot calendar", () => {
  let server: ReturnType<typeof stubSlotsServer>;
  beforeEach(() => {
    server = stubSlotsServer();
    vi.stubGlobal('fetch', server.fetchStub);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists each day’s slots with places, status and bookings, and asks for other months', async () => {
    const { user } = renderWithApp(<HostSlotCalendar id={EXPERIENCE_ID} />);
    expect(await screen.findByRole('heading', { name: 'July 2026' })).toBeTruthy();
    const day = screen.getByRole('region', { name: 'Saturday 4 July 2026' });
    const [eleven, three] = within(day).getAllByRole('listitem');
    expect(eleven?.textContent).toContain('3 booked / 12 places');
    expect(eleven?.textContent).toContain('Open');
    const bookings = within(eleven as HTMLElement).getByRole('table', { name: `Bookings at ${ELEVEN}` });
    expect(
      within(bookings)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['ReferenceNameGuests', 'TRG-7Q2KAna Costa2', 'TRG-9X1BBen Ode1']);
    expect(three?.textContent).toContain('No bookings yet.');

    await user.click(screen.getByRole('button', { name: 'Next month' }));
    await waitFor(() =>
      expect(server.requests.at(-1)?.path).toBe(apiPath(API_PATHS.experienceSlots.slots, { id: EXPERIENCE_ID }, { month: '2026-08' })),
    );
  });

  it('closes a slot only once the host confirms, after saying its buyers are refunded and emailed', async () => {
    const { user } = renderWithApp(<HostSlotCalendar id={EXPERIENCE_ID} />);
    await user.click(await screen.findByRole('button', { name: `Close slot at ${ELEVEN}` }));
    const step = screen.getByRole('group', { name: `Close slot at ${ELEVEN}` });
    expect(step.textContent).toMatch(/Its 2 buyers are refunded in full and emailed/);
    expect(server.posts()).toEqual([]);

    await user.click(within(step).getByRole('button', { name: 'Cancel' }));
    expect(server.posts()).toEqual([]);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: `Close slot at ${ELEVEN}` }));

    await user.click(screen.getByRole('button', { name: `Close slot at ${ELEVEN}` }));
    await user.click(screen.getByRole('button', { name: 'Close and refund' }));
    await waitFor(() =>
      expect(server.posts()).toEqual([
        { method: 'POST', path: apiPath(API_PATHS.experienceSlots.slot, { id: EXPERIENCE_ID, slotId: 201 }), body: { close: true } },
      ]),
    );
    // The month is read again: the slot shows as closed, with nothing left to change.
    const day = screen.getByRole('region', { name: 'Saturday 4 July 2026' });
    await waitFor(() => expect(within(day).getAllByRole('listitem')[0]?.textContent).toContain('Closed'));
    expect(screen.queryByLabelText(`Places at ${ELEVEN}`)).toBeNull();
  });

  it("saves a slot's new number of places", async () => {
    const { user } = renderWithApp(<HostSlotCalendar id={EXPERIENCE_ID} />);
    const places = await screen.findByLabelText(`Places at ${ELEVEN}`);
    await user.clear(places);
    await user.type(places, '10');
    await user.click(screen.getByRole('button', { name: `Save places at ${ELEVEN}` }));
    expect(await screen.findByText('Places saved.')).toBeTruthy();
    expect(server.posts()).toEqual([
      { method: 'POST', path: apiPath(API_PATHS.experienceSlots.slot, { id: EXPERIENCE_ID, slotId: 201 }), body: { places: 10 } },
    ]);
  });
});
