import { describe, expect, it } from 'vitest';
import { consentCookieValue } from './consent-cookie.ts';

describe('consentCookieValue', () => {
  it('reads 0 or 1 wherever the cookie stands in the header, and nothing else', () => {
    expect(consentCookieValue('trg_consent=1')).toBe('1');
    expect(consentCookieValue('csrftoken=abc; trg_consent=0; other=x')).toBe('0');
    expect(consentCookieValue('csrftoken=abc;trg_consent=1')).toBe('1');
    expect(consentCookieValue('xtrg_consent=1')).toBeUndefined();
    expect(consentCookieValue('trg_consent=2')).toBeUndefined();
    expect(consentCookieValue('trg_consent=10')).toBeUndefined();
    expect(consentCookieValue(undefined)).toBeUndefined();
  });
});
