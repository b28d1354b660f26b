// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithApp } from '../../../testing/render.tsx';
import { stubSlotsServer } from '../testing/slots-stub.ts';
import { SLOTTED_TOUR } from '../testing/slotted-item.ts';
import { BookingPanel } from './booking-panel.tsx';

const text = (element: Element | null) => element?.textContent?.replace(/\u00a0/g, ' ') ?? '';

function renderPanel() {
  const onAdd = vi.fn((_quantity: number, _slot?: number) => Promise.resolve('added' as const));
  const view = renderWithApp(<BookingPanel kind="experience" item={SLOTTED_TOUR} buyer="member" onAdd={onAdd} />);
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
    // June's one slot is sold out: no date to press, and no month before it.
    expect(calendar().queryAllByRole('button')).toHaveLength(0);
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
      ['15:00–16:30 Sold out', true],
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
