import { describe, expect, it } from 'vitest';
import { maxTicketsPerOrder, UpdateCartSchema } from './cart.ts';

describe('maxTicketsPerOrder', () => {
  it('is the per-order maximum, else every ticket issued, else 1', () => {
    expect(maxTicketsPerOrder({ maximumQuantity: 4, quantity: 20 })).toBe(4);
    expect(maxTicketsPerOrder({ maximumQuantity: null, quantity: 20 })).toBe(20);
    expect(maxTicketsPerOrder({ maximumQuantity: null, quantity: null })).toBe(1);
  });
});

/** The problems of a payload as [field, message] pairs, in the order a client is told them. */
const problems = (payload: unknown) =>
  UpdateCartSchema.safeParse(payload).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('UpdateCartSchema', () => {
  it('reads a line change, ids and quantities as numbers or numeric strings', () => {
    expect(UpdateCartSchema.parse({ productGroup: 'Events', productId: ' 7 ', action: 'add', quantity: '2' })).toEqual({
      productGroup: 'Events',
      productId: 7,
      action: 'add',
      quantity: 2,
    });
    expect(UpdateCartSchema.parse({ productGroup: 'Experiences', productId: 3, action: 'remove' })).toEqual({
      productGroup: 'Experiences',
      productId: 3,
      action: 'remove',
    });
  });

  it('reads a voucher change; an empty code is one (it takes the voucher off)', () => {
    expect(UpdateCartSchema.parse({ action: 'voucher', voucherCode: ' tenpc ' })).toEqual({ action: 'voucher', voucherCode: 'tenpc' });
    expect(UpdateCartSchema.parse({ action: 'voucher', voucherCode: '' })).toEqual({ action: 'voucher', voucherCode: '' });
  });

  it('names a missing or unknown action', () => {
    const message = 'action must be add, increase, decrease, remove or voucher';
    expect(problems({})).toEqual([['action', message]]);
    expect(problems({ productGroup: 'Events', productId: 1, action: 'buy' })).toEqual([['action', message]]);
    expect(problems('add')).toEqual([['', 'Invalid input: expected object, received string']]);
  });

  it('names the fields an action needs and was not sent, after the problems of the fields sent', () => {
    expect(problems({ action: 'add' })).toEqual([
      ['productGroup', 'productGroup must be Events or Experiences'],
      ['productId', 'productId must be the id of an event or experience'],
    ]);
    expect(problems({ action: 'increase', quantity: 0 })).toEqual([
      ['quantity', 'quantity must be a whole number of at least 1'],
      ['productGroup', 'productGroup must be Events or Experiences'],
      ['productId', 'productId must be the id of an event or experience'],
    ]);
    expect(problems({ action: 'voucher' })).toEqual([['voucherCode', 'Please enter a voucher code']]);
  });

  it('checks every field sent, whatever the action', () => {
    expect(problems({ productGroup: 'Wines', productId: 1, action: 'add' })).toEqual([
      ['productGroup', 'productGroup must be Events or Experiences'],
    ]);
    expect(problems({ action: 'voucher', voucherCode: 'X', quantity: 0 })).toEqual([
      ['quantity', 'quantity must be a whole number of at least 1'],
    ]);
    expect(problems({ productGroup: 'Events', productId: 1, action: 'add', voucherCode: 'X'.repeat(41) })).toEqual([
      ['voucherCode', 'That is not a voucher code'],
    ]);
  });
});
