// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { API_PATHS, apiPath } from '@trg/contract/api-paths';
import { renderWithApp } from '../../../testing/render.tsx';
import { EXPERIENCE_ID, stubSlotsServer } from '../testing/slots-stub.ts';
import { ScheduleForm } from './schedule-form.tsx';

const SCHEDULE_PATH = apiPath(API_PATHS.experienceSlots.schedule, { id: EXPERIENCE_ID });

const SATURDAYS = {
  weekdays: [6],
  startTimes: ['11:00'],
  durationMinutes: 90,
  placesPerSlot: 12,
  partyMin: 2,
  partyMax: 6,
  cutoffHours: 24,
  seasonFrom: '2026-05-01',
  seasonUntil: '2026-10-31',
  closedDates: [],
};

afterEach(() => vi.unstubAllGlobals());

function renderForm(server: ReturnType<typeof stubSlotsServer>) {
  vi.stubGlobal('fetch', server.fetchStub);
  const view = renderWithApp(<ScheduleForm id={EXPERIENCE_ID} />);
  const retype = async (label: string, value: string) => {
    const input = screen.getByLabelText(label);
    await view.user.clear(input);
    await view.user.type(input, value);
    return input;
  };
  return { ...view, retype };
}

describe('the schedule form', () => {
  it('sends the weekly schedule as the contract reads it and says how many slots it made', async () => {
    const server = stubSlotsServer();
    const { user, retype } = renderForm(server);
    await user.click(await screen.findByRole('checkbox', { name: 'Sunday' }));
    await user.click(screen.getByRole('checkbox', { name: 'Saturday' }));
    expect(screen.getByRole('group', { name: 'Days of the week' })).toBeTruthy();
    await retype('Start time 1', '15:00');
    await user.click(screen.getByRole('button', { name: 'Add a start time' }));
    // The new input takes the focus.
    expect(document.activeElement).toBe(screen.getByLabelText('Start time 2'));
    await retype('Start time 2', '11:00');
    await retype('Duration (minutes)', '90');
    await retype('Places per slot', '12');
    await retype('Smallest party', '2');
    await retype('Largest party', '6');
    await retype('Booking cut-off (hours before)', '48');
    await retype('Season from', '2026-05-01');
    await retype('Season until', '2026-10-31');
    await user.click(screen.getByRole('button', { name: 'Add a closed date' }));
    await retype('Closed date 1', '2026-07-14');
    await user.click(screen.getByRole('button', { name: 'Save dates and times' }));

    expect(await screen.findByText('Saved: 40 slots.')).toBeTruthy();
    expect(server.posts()).toEqual([
      {
        method: 'POST',
        path: SCHEDULE_PATH,
        body: { ...SATURDAYS, weekdays: [6, 7], startTimes: ['11:00', '15:00'], cutoffHours: 48, closedDates: ['2026-07-14'] },
      },
    ]);
  });

  it("shows the server's refusal next to the field it names", async () => {
    const server = stubSlotsServer({
      schedule: { schedule: SATURDAYS, slotCount: 26 },
      refuse: {
        [SCHEDULE_PATH]: {
          status: 400,
          message: 'Please check the dates.',
          fields: { seasonFrom: 'The season cannot start in the past.' },
        },
      },
    });
    const { user } = renderForm(server);
    expect(await screen.findByText('This experience has 26 slots.')).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Saturday' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Start time 1') as HTMLInputElement).value).toBe('11:00');
    await user.click(screen.getByRole('button', { name: 'Save dates and times' }));

    const message = await screen.findByText('The season cannot start in the past.');
    const seasonFrom = screen.getByLabelText('Season from');
    expect(seasonFrom.getAttribute('aria-invalid')).toBe('true');
    expect(seasonFrom.getAttribute('aria-describedby')).toContain(message.id);
    expect(screen.getByRole('alert').textContent).toBe('Please check the dates.');
    await waitFor(() => expect(document.activeElement).toBe(seasonFrom));
    expect(server.posts()).toHaveLength(1);
  });

  it("checks the contract's rules before sending: a largest party under the smallest is not sent", async () => {
    const server = stubSlotsServer({ schedule: { schedule: SATURDAYS, slotCount: 26 } });
    const { user, retype } = renderForm(server);
    await screen.findByText('This experience has 26 slots.');
    await retype('Largest party', '1');
    await user.click(screen.getByRole('button', { name: 'Save dates and times' }));
    expect(await screen.findByText('The largest party cannot be smaller than the smallest.')).toBeTruthy();
    expect(screen.getByLabelText('Largest party').getAttribute('aria-invalid')).toBe('true');
    expect(server.posts()).toEqual([]);
  });

  it('removes a closed date and gives the focus back to Add', async () => {
    const server = stubSlotsServer({ schedule: { schedule: { ...SATURDAYS, closedDates: ['2026-07-14', '2026-08-15'] }, slotCount: 24 } });
    const { user } = renderForm(server);
    await user.click(await screen.findByRole('button', { name: 'Remove closed date 1' }));
    expect((screen.getByLabelText('Closed date 1') as HTMLInputElement).value).toBe('2026-08-15');
    expect(screen.queryByLabelText('Closed date 2')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add a closed date' }));
  });
});
