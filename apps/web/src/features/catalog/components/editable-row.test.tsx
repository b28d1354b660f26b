// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import { EditableRow } from './editable-row.tsx';
import { itemField, type ItemField } from './item-field.ts';
import { expenseCurrencyOptions, timeZoneOptions } from './manage-options.ts';

const salesDates = [
  itemField({ name: 'salesStartDate', label: 'Sales start date', type: 'date', value: '2026-06-01' }),
  itemField({ name: 'salesEndDate', label: 'Sales end date', type: 'date', value: '2026-06-30' }),
];

/** The row in view mode, and the steps a host takes with it. */
function renderRow(onSave: (changes: Partial<Record<ItemField, unknown>>) => Promise<unknown>, fields = salesDates) {
  const view = renderWithApp(
    <EditableRow
      id="field-salesStartDate"
      title="Sales date range"
      display="1 June 2026 to 30 June 2026"
      fields={fields}
      onSave={onSave}
    />,
  );
  const { user } = view;
  return {
    ...view,
    edit: () => user.click(screen.getByRole('button', { name: 'Edit Sales date range' })),
    retype: async (label: string, value: string) => {
      const input = screen.getByLabelText(label);
      await user.clear(input);
      await user.type(input, value);
      return input;
    },
    press: (name: 'Save' | 'Cancel') => user.click(screen.getByRole('button', { name })),
  };
}

describe('EditableRow', () => {
  it('shows the value with Edit; editing shows each input with its label and the current value', async () => {
    const { edit } = renderRow(vi.fn());
    expect(screen.getByRole('heading', { name: 'Sales date range' })).toBeTruthy();
    expect(screen.getByText('1 June 2026 to 30 June 2026')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();

    await edit();
    expect((screen.getByLabelText('Sales start date') as HTMLInputElement).value).toBe('2026-06-01');
    expect((screen.getByLabelText('Sales end date') as HTMLInputElement).value).toBe('2026-06-30');
    expect(screen.queryByRole('button', { name: 'Edit Sales date range' })).toBeNull();
  });

  it('Save sends only the field that changed, then closes the row', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    const { edit, retype, press } = renderRow(onSave);
    await edit();
    await retype('Sales end date', '2026-07-15');
    await press('Save');

    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave).toHaveBeenCalledWith({ salesEndDate: '2026-07-15' });
    expect(await screen.findByRole('button', { name: 'Edit Sales date range' })).toBeTruthy();
  });

  it('Save with nothing changed sends nothing and closes the row', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    const { edit, press } = renderRow(onSave);
    await edit();
    await press('Save');
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Edit Sales date range' })).toBeTruthy();
  });

  it("offers the zone kept, then the item's country's zones, then every zone, and sends the zone chosen", async () => {
    const onSave = vi.fn(() => Promise.resolve());
    const options = timeZoneOptions('es', 'Etc/UTC');
    expect(options.slice(0, 4).map((option) => option.value)).toEqual(['Etc/UTC', 'Europe/Madrid', 'Atlantic/Canary', 'Africa/Ceuta']);
    expect(options.find((option) => option.value === 'Europe/Paris')?.label).toBe('Paris (Europe/Paris)');
    expect(new Set(options.map((option) => option.value)).size).toBe(options.length);
    const timeZone = itemField({ name: 'timeZone', label: 'Time zone', type: 'select', value: 'Etc/UTC', options });
    const { user, edit, press } = renderRow(onSave, [timeZone]);
    await edit();
    await user.selectOptions(screen.getByLabelText('Time zone'), 'Atlantic/Canary');
    await press('Save');
    expect(onSave).toHaveBeenCalledWith({ timeZone: 'Atlantic/Canary' });
  });

  it('Cancel discards what was typed: nothing is sent and the next edit starts from the saved value', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    const { edit, retype, press } = renderRow(onSave);
    await edit();
    await retype('Sales start date', '2026-05-01');
    await press('Cancel');

    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByText('1 June 2026 to 30 June 2026')).toBeTruthy();
    await edit();
    expect((screen.getByLabelText('Sales start date') as HTMLInputElement).value).toBe('2026-06-01');
  });

  it("shows the server's message on the field it names, and keeps the edit open", async () => {
    const refusal = new ApiRequestError(400, 'validation_error', 'Please check the highlighted fields.', {
      salesEndDate: 'Sales must end by the start of the event.',
    });
    const onSave = vi.fn(() => Promise.reject(refusal));
    const { edit, retype, press } = renderRow(onSave);
    await edit();
    const end = await retype('Sales end date', '2027-01-01');
    await press('Save');

    const message = await screen.findByText('Sales must end by the start of the event.');
    expect(end.getAttribute('aria-invalid')).toBe('true');
    expect(end.getAttribute('aria-describedby')).toBe(message.id);
    expect(screen.getByRole('alert').textContent).toBe('Please check the highlighted fields.');
    expect((screen.getByLabelText('Sales end date') as HTMLInputElement).value).toBe('2027-01-01');
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });

  it('shows a message that names no field of the row as an alert', async () => {
    const onSave = vi.fn(() => Promise.reject(new ApiRequestError(409, 'conflict', 'A cancelled event cannot be changed.')));
    const { edit, retype, press } = renderRow(onSave);
    await edit();
    await retype('Sales end date', '2026-07-01');
    await press('Save');
    expect((await screen.findByRole('alert')).textContent).toBe('A cancelled event cannot be changed.');
  });

  it('ticks currencies in a labelled group and sends them as the spec writes them, in the list order', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    const fields = [
      itemField({
        name: 'ccyExpenseSymbols',
        label: 'Currencies guests can pay extras in',
        type: 'checkboxes',
        value: 'EUR',
        options: expenseCurrencyOptions(['EUR']),
      }),
    ];
    const { edit, press, user } = renderRow(onSave, fields);
    await edit();
    expect(screen.getByRole('group', { name: 'Currencies guests can pay extras in' })).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'EUR (€) Euro' }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'CHF (CHF) Swiss franc' }));
    await user.click(screen.getByRole('checkbox', { name: /^GBP/ }));
    await press('Save');
    expect(onSave).toHaveBeenCalledWith({ ccyExpenseSymbols: 'GBP|EUR|CHF' });
  });
});
