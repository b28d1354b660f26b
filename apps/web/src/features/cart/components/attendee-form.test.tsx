// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { AGE_AND_TERMS_TEXT } from '@trg/contract/cart';
import { renderWithApp } from '../../../testing/render.tsx';
import { AttendeeForm, emptyAttendee, TERMS_REQUIRED_MESSAGE, type AttendeeValues } from './attendee-form.tsx';

function renderForm(
  props: { initial?: AttendeeValues; serverErrors?: Partial<Record<keyof AttendeeValues, string>>; busy?: boolean } = {},
) {
  const onConfirm = vi.fn();
  const view = renderWithApp(
    <AttendeeForm
      initial={props.initial ?? emptyAttendee('Margaux', 'Fielding')}
      busy={props.busy ?? false}
      serverErrors={props.serverErrors ?? {}}
      onConfirm={onConfirm}
    />,
  );
  return { ...view, onConfirm };
}

const textbox = (name: string) => screen.getByRole('textbox', { name });
const confirmButton = () => screen.queryByRole('button', { name: 'Confirm Details' });

async function fillRequired(user: ReturnType<typeof renderForm>['user']) {
  await user.type(screen.getByRole('textbox', { name: 'Phone' }), '07700 900123');
  await user.type(textbox('Address line 1'), '14 Rue des Vignes');
  await user.type(textbox('City'), 'Reims');
  await user.type(textbox('Postcode'), '51100');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'FR');
}

describe('AttendeeForm', () => {
  it("labels every field, marks the required ones and starts with the member's name", () => {
    renderForm();
    expect(screen.getByRole('heading', { name: '1. Attendee Details' })).toBeTruthy();
    expect((textbox('First name') as HTMLInputElement).value).toBe('Margaux');
    expect((textbox('Last name') as HTMLInputElement).value).toBe('Fielding');
    for (const name of ['First name', 'Last name', 'Phone', 'Address line 1', 'City', 'Postcode']) {
      expect((textbox(name) as HTMLInputElement).required).toBe(true);
    }
    expect((textbox('Company name') as HTMLInputElement).required).toBe(false);
    expect((screen.getByRole('combobox', { name: 'Country' }) as HTMLSelectElement).required).toBe(true);
    expect(screen.getByRole('combobox', { name: 'Title' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Country code' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: AGE_AND_TERMS_TEXT })).toBeTruthy();
  });

  it('offers Confirm Details only once every required field is filled in', async () => {
    const { user } = renderForm();
    expect(confirmButton()).toBeNull();
    expect(screen.getByText('Fill in the fields marked * to confirm the details.')).toBeTruthy();
    await fillRequired(user);
    expect(confirmButton()).toBeTruthy();
    await user.clear(textbox('City'));
    await user.type(textbox('City'), '   ');
    expect(confirmButton()).toBeNull();
  });

  it('will not confirm until the age and terms box is ticked', async () => {
    const { user, onConfirm } = renderForm();
    await fillRequired(user);
    await user.click(confirmButton() ?? document.body);

    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe(TERMS_REQUIRED_MESSAGE);
    const terms = screen.getByRole('checkbox', { name: AGE_AND_TERMS_TEXT });
    expect(terms.getAttribute('aria-invalid')).toBe('true');

    await user.click(terms);
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(confirmButton() ?? document.body);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onConfirm).toHaveBeenCalledWith({
      ...emptyAttendee('Margaux', 'Fielding'),
      phone: '07700 900123',
      address: '14 Rue des Vignes',
      city: 'Reims',
      postCode: '51100',
      country: 'FR',
    });
  });

  it("shows the server's message on its field until the field is changed", async () => {
    const { user } = renderForm({ serverErrors: { phone: 'Please enter a phone number using digits' } });
    const phone = textbox('Phone');
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    const message = screen.getByText('Please enter a phone number using digits');
    expect(phone.getAttribute('aria-describedby')).toBe(message.id);
    await user.type(phone, '0');
    expect(phone.getAttribute('aria-invalid')).toBe('false');
    expect(screen.queryByText('Please enter a phone number using digits')).toBeNull();
  });

  it('keeps the button from a second press while the details are being confirmed', async () => {
    const { user } = renderForm({ busy: true });
    await fillRequired(user);
    const button = screen.getByRole('button', { name: 'Confirming…' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  });
});
