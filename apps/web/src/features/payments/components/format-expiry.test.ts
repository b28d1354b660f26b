import { describe, expect, it } from 'vitest';
import { formatExpiryInput } from './format-expiry.ts';

describe('the test card form’s expiry', () => {
  it('writes 12/29 as MM / YY however it is typed', () => {
    // Typed key by key on a number pad: 1, 2, 2, 9.
    let shown = '';
    for (const key of '1229') shown = formatExpiryInput(shown + key);
    expect(shown).toBe('12 / 29');
    expect(formatExpiryInput('12/29')).toBe('12 / 29');
    expect(formatExpiryInput('12 / 29')).toBe('12 / 29');
    expect(formatExpiryInput('12/2029')).toBe('12 / 2029');
    expect(formatExpiryInput('1/29')).toBe('01 / 29');
    expect(formatExpiryInput('12')).toBe('12');
  });
});
