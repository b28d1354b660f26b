import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { isCurrencyConflict, pendingQuantity } from './use-add-to-cart.ts';

describe('the quantity carried through login', () => {
  it('is taken back when it is a whole number within the item limit', () => {
    expect(pendingQuantity('?add=2', 4)).toBe(2);
    expect(pendingQuantity('?add=4', 4)).toBe(4);
  });

  it('is ignored when missing, out of range or not a plain number', () => {
    for (const search of ['', '?add=', '?add=0', '?add=5', '?add=-1', '?add=1.5', '?add=2e1', '?add=%3Cscript%3E', '?add=99999']) {
      expect(pendingQuantity(search, 4), search).toBeNull();
    }
  });
});

describe('the currency conflict', () => {
  it("is the cart's 409 naming productId, and nothing else", () => {
    expect(
      isCurrencyConflict(
        new ApiRequestError(409, 'conflict', 'Your cart is in GBP ...', { productId: 'This item is in another currency.' }),
      ),
    ).toBe(true);
    expect(isCurrencyConflict(new ApiRequestError(409, 'conflict', 'Sold out'))).toBe(false);
    expect(isCurrencyConflict(new ApiRequestError(400, 'validation_error', 'x', { productId: 'x' }))).toBe(false);
    expect(isCurrencyConflict(new Error('network'))).toBe(false);
  });
});
