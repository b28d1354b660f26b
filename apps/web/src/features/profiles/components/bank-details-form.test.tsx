// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { API_PATHS } from '@trg/contract/api-paths';
import { renderWithApp } from '../../../testing/render.tsx';
import { BankDetailsForm } from './bank-details-form.tsx';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Call = { path: string; method: string; body: unknown };
let calls: Call[];
let answer: (call: Call) => Response;

beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const call = { path: String(input), method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined };
      calls.push(call);
      return Promise.resolve(answer(call));
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const render = () => renderWithApp(<BankDetailsForm userId={7} saved={{ accountHolder: null, iban: null, bic: null }} />);

const fill = async (user: ReturnType<typeof render>['user'], iban: string) => {
  await user.type(screen.getByLabelText('Account holder'), 'Domaine des Tests');
  await user.type(screen.getByLabelText('IBAN', { exact: false }), iban);
  await user.type(screen.getByLabelText('BIC', { exact: false }), 'BNPAFRPP');
};

describe('the bank details form', () => {
  it('refuses an IBAN whose check digits are wrong before sending anything', async () => {
    answer = () => json({ accountHolder: 'x', iban: 'x', bic: 'x' });
    const { user } = render();
    // The standard example French IBAN with one digit mistyped.
    await fill(user, 'FR14 2004 1010 0505 0001 3M02 607');
    await user.click(screen.getByRole('button', { name: 'Save bank details' }));
    const iban = screen.getByRole('textbox', { name: 'IBAN' });
    expect(iban.getAttribute('aria-invalid')).toBe('true');
    expect(iban.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(/check digits do not match/)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('sends a valid account, and shows the server’s message by the field it names', async () => {
    answer = () =>
      json(
        { error: { code: 'validation_error', message: 'We cannot pay to this BIC.', fields: { bic: 'We cannot pay to this BIC.' } } },
        400,
      );
    const { user } = render();
    await fill(user, 'FR14 2004 1010 0505 0001 3M02 606');
    await user.click(screen.getByRole('button', { name: 'Save bank details' }));
    const bic = screen.getByRole('textbox', { name: 'BIC' });
    await vi.waitFor(() => expect(bic.getAttribute('aria-invalid')).toBe('true'));
    const describedBy = bic.getAttribute('aria-describedby') ?? '';
    const messages = describedBy.split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(messages).toContain('We cannot pay to this BIC.');
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      path: API_PATHS.hostBankDetails,
      method: 'POST',
      body: { accountHolder: 'Domaine des Tests', iban: 'FR14 2004 1010 0505 0001 3M02 606', bic: 'BNPAFRPP' },
    });
  });

  it('says so when saved', async () => {
    answer = () => json({ accountHolder: 'Domaine des Tests', iban: 'FR14 2004 1010 0505 0001 3M02 606', bic: 'BNPAFRPP' });
    const { user } = render();
    await fill(user, 'FR1420041010050500013M02606');
    await user.click(screen.getByRole('button', { name: 'Save bank details' }));
    expect((await screen.findByText('Bank details saved.')).getAttribute('role')).toBe('status');
  });
});
