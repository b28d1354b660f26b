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
