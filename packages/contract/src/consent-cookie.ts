/**
 * The cookie that mirrors the visitor's consent choice (`1` with other sites' content, `0` without), so that the
 * server renders a page with the consent popup or without, as the browser will show it.
 */
export const CONSENT_COOKIE = 'trg_consent';

export type ConsentCookieValue = '0' | '1';

/** The consent cookie's value in a Cookie header or `document.cookie`; undefined when absent or not 0/1. */
export function consentCookieValue(cookies: string | null | undefined): ConsentCookieValue | undefined {
  const match = new RegExp(`(?:^|;\\s*)${CONSENT_COOKIE}=([01])(?:;|$)`).exec(cookies ?? '');
  return match?.[1] as ConsentCookieValue | undefined;
}
