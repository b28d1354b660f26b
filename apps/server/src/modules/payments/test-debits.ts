/**
 * Stripe's SEPA Direct Debit test IBANs (https://docs.stripe.com/testing#sepa-direct-debit): the payment is
 * processing at first, then succeeds or fails, as these say.
 */
const SUCCEEDING_IBANS = new Set(['AT611904300234573201', 'DE89370400440532013000', 'NL39RABO0300065264', 'FR1420041010050500013M02606']);
const FAILING_IBANS = new Set(['AT861904300235473202', 'DE62370400440532013001', 'NL91ABNA0417164300', 'FR3020041010050500013M02609']);

/** ISO 13616's check: the country and check digits moved to the end, letters as numbers, the whole mod 97 is 1. */
export function passesIbanCheck(iban: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return false;
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}

export type DebitJudgement = { ok: true; outcome: 'succeeded' | 'failed' } | { ok: false; code: string; message: string };

/** What Stripe's test mode does with a direct debit from this IBAN. */
export function judgeTestIban(typed: string): DebitJudgement {
  const iban = typed.replace(/[\s-]/g, '').toUpperCase();
  if (!passesIbanCheck(iban)) return { ok: false, code: 'invalid_bank_account_iban', message: 'Your IBAN is invalid.' };
  if (SUCCEEDING_IBANS.has(iban)) return { ok: true, outcome: 'succeeded' };
  if (FAILING_IBANS.has(iban)) return { ok: true, outcome: 'failed' };
  return {
    ok: false,
    code: 'invalid_bank_account_iban',
    message:
      'This is the test payment provider: please use a test IBAN such as DE89 3704 0044 0532 0130 00 (it succeeds) or DE62 3704 0044 0532 0130 01 (it fails later).',
  };
}

/** The message a failed debit leaves on its payment, as the buyer reads it. */
export const DEBIT_FAILED_MESSAGE = 'Your bank refused the direct debit.';
export const BANK_REFUSED_MESSAGE = 'Your bank did not authorise the payment.';
