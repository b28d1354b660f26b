// Latin letters that are not a base letter plus accents, so NFKD does not take them apart.
const LETTERS: Readonly<Record<string, string>> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', đ: 'd', ð: 'd', ł: 'l', þ: 'th', ı: 'i', ŀ: 'l' };

/** Latin letters without their accents ('Saint-Émilion' -> 'Saint-Emilion', 'Straße' -> 'Strasse'). */
export function transliterate(text: string): string {
  return text
    .replace(/[ßæœøđðłþıŀÆŒØĐÐŁÞ]/g, (letter) => {
      const lower = LETTERS[letter.toLowerCase()] ?? letter;
      return letter === letter.toLowerCase() ? lower : lower.charAt(0).toUpperCase() + lower.slice(1);
    })
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '');
}

/**
 * Title lower-cased, spaces to hyphens, then '-{id}': the spec's detail-page slug. Accents are taken off
 * (saint-emilion, not saint-%C3%A9milion); what is left outside a-z and 0-9 is dropped, so a title in
 * another script gives the id alone. A slug that changes still reaches the page: the id decides, and the
 * page answers a 301 to the current slug.
 */
export function itemSlug(title: string, id: number): string {
  const titlePart = transliterate(title.trim())
    .toLowerCase()
    .replace(/\s+/g, '-')
    // Keep the slug a clean path segment: drop what a URL would need to escape.
    .replace(/[^a-z0-9-]+/g, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
  return titlePart ? `${titlePart}-${id}` : String(id);
}

/** The id is the last hyphen-separated part of a slug; undefined when it is not a positive integer. */
export function idFromSlug(slug: string): number | undefined {
  const last = slug.split('-').pop() ?? '';
  if (!/^\d{1,9}$/.test(last)) return undefined;
  const id = Number(last);
  return id > 0 ? id : undefined;
}
