import { useEffect } from 'react';
import { BRAND } from '@trg/contract/brand';

/** Sets the document title to "{page} | {brand}" (the brand alone for null), for tabs and screen readers. */
export function usePageTitle(title: string | null) {
  useEffect(() => {
    document.title = title ? `${title} | ${BRAND.name}` : `${BRAND.name}: ${BRAND.tagline}`;
  }, [title]);
}
