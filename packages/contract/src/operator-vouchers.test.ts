import { describe, expect, it } from 'vitest';
import { VoucherInputSchema, VoucherUpdateSchema } from './operator-vouchers.ts';

const fieldsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0] ?? ''), issue.message]));

describe('the voucher form rules, shared by the console and the server', () => {
  it('takes a percent voucher or a fixed one in a currency, upper-casing the code and emptying blanks', () => {
    expect(
      VoucherInputSchema.parse({ code: ' spring15 ', kind: 'percent', percent: 15, validFrom: '', maxRedemptions: 5, description: '' }),
    ).toEqual({
      code: 'SPRING15',
      kind: 'percent',
      percent: 15,
      validFrom: null,
      validUntil: null,
      maxRedemptions: 5,
      description: null,
    });
    expect(VoucherInputSchema.parse({ code: 'TENNER', kind: 'fixed', amount: '10.50', currency: 'gbp' })).toMatchObject({
      amount: '10.50',
      currency: 'GBP',
    });
  });

  it('names the field that is wrong', () => {
    expect(fieldsOf(VoucherInputSchema.safeParse({ code: 'a!', kind: 'percent', percent: 0 }))).toEqual({
      code: 'The code must be 3 to 40 letters, digits, - or _.',
      percent: 'The percentage must be a whole number from 1 to 100.',
    });
    expect(fieldsOf(VoucherInputSchema.safeParse({ code: 'FIXED', kind: 'fixed', amount: '10' }))).toEqual({
      currency: 'A fixed amount needs its currency (GBP, EUR ...).',
    });
    expect(fieldsOf(VoucherInputSchema.safeParse({ code: 'FIXED', kind: 'fixed', amount: '0', currency: 'EUR' }))).toEqual({
      amount: 'The amount must be above 0.',
    });
    expect(fieldsOf(VoucherInputSchema.safeParse({ code: 'YEN', kind: 'fixed', amount: '10.5', currency: 'JPY' }))).toEqual({
      amount: 'The amount must be above 0.',
    });
    expect(
      fieldsOf(
        VoucherInputSchema.safeParse({
          code: 'LATE',
          kind: 'percent',
          percent: 5,
          validFrom: '2026-02-01',
          validUntil: '2026-01-31',
          maxRedemptions: 0,
        }),
      ),
    ).toEqual({
      validUntil: 'The voucher must start before it ends.',
      maxRedemptions: 'The limit must be a whole number of at least 1.',
    });
    expect(fieldsOf(VoucherInputSchema.safeParse({ code: 'EXTRA', kind: 'percent', percent: 5, used: 3 }))).toEqual({
      '': 'This field cannot be sent here: used.',
    });
  });

  it('lets an edit send only what changes', () => {
    expect(VoucherUpdateSchema.parse({ disabled: true })).toEqual({ disabled: true });
    expect(fieldsOf(VoucherUpdateSchema.safeParse({ code: 'NEWCODE' }))).toEqual({ '': 'This field cannot be sent here: code.' });
  });
});
