let regions: Intl.DisplayNames | undefined;

/**
 * A country's English name from Intl, so that pages load no country list; undefined for a code Intl does not know.
 * The formatter is made on first use: making one loads the browser's region names, some 15 ms on a phone, which
 * a page that shows no country should not pay while it starts.
 */
export function regionName(code: string): string | undefined {
  regions ??= new Intl.DisplayNames(['en-GB'], { type: 'region', fallback: 'none' });
  try {
    return regions.of(code);
  } catch {
    // Not a well-formed region code.
    return undefined;
  }
}
