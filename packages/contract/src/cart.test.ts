import { describe, expect, it } from 'vitest';
import { maxTicketsPerOrder } from './cart.ts';

describe('maxTicketsPerOrder', () => {
  it('is the per-order maximum, else every ticket issued, else 1', () => {
    expect(maxTicketsPerOrder({ maximumQuantity: 4, quantity: 20 })).toBe(4);
    expect(maxTicketsPerOrder({ maximumQuantity: null, quantity: 20 })).toBe(20);
    expect(maxTicketsPerOrder({ maximumQuantity: null, quantity: null })).toBe(1);
  });
});
