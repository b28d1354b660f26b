import { BRAND } from '@trg/contract/brand';

/** The site's one title rule: '{page} | {brand}', and the brand with its tagline for the home page (null). */
export function documentTitle(page: string | null): string {
  return page ? `${page} | ${BRAND.name}` : `${BRAND.name}: ${BRAND.tagline}`;
}
