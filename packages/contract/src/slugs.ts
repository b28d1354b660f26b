/** Title lower-cased, spaces to hyphens, then '-{id}': the spec's detail-page slug. */
export function itemSlug(title: string, id: number): string {
  const titlePart = title
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '-')
    // Keep the slug a clean path segment: drop what a URL would need to escape.
    .replace(/[^\p{L}\p{N}-]+/gu, '')
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
