import { useEffect } from 'react';
import { documentTitle } from './document-title.ts';

/** Sets the document title to "{page} | {brand}" (the brand alone for null), for tabs and screen readers. */
export function usePageTitle(title: string | null) {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
