/*
 * The item's texts as the public pages show them: its hashtags, its currencies and the refund policy it falls back
 * on. A module of its own, free of zod and of the publishing rules, so that an item's page carries only these.
 */

/** '#syrah #rhone' -> ['#syrah', '#rhone']: hashtags are split on spaces. */
export function splitHashTags(hashTags: string | null | undefined): string[] {
  return (hashTags ?? '').split(/\s+/).filter(Boolean);
}

/** 'EUR|GBP' -> ['EUR', 'GBP']: the item's currency codes are pipe-separated. */
export function splitCurrencyCodes(codes: string | null | undefined): string[] {
  return (codes ?? '')
    .split('|')
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean);
}

/**
 * What the detail page says when the host has written no refund policy of their own: the site's refund terms
 * (`SITE_REFUND_TERMS` in refund-policy.ts, 14 days, which a test holds to this text) and how to cancel.
 */
export const DEFAULT_REFUND_POLICY =
  'Cancel up to 14 days before the start for a full refund of the ticket price and booking fee, from your booking page or the Manage booking link in your confirmation email. After that, you can still cancel to free your place for someone else, without a refund. If the host cancels, every ticket is refunded in full, automatically.';
