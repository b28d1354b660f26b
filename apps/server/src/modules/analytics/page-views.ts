import type { Db } from '../../db/client.ts';
import { pageViews } from './schema.ts';

/** The path alone: a query string or fragment may carry what a person typed, so it is not kept. */
export function cleanPath(path: string): string {
  return path.split(/[?#]/, 1)[0] || '/';
}

/**
 * Where the visitor came from, as origin and path only (no query, no fragment, no credentials);
 * null for anything that is not an http(s) address.
 */
export function cleanReferrer(referrer: string | null | undefined): string | null {
  if (!referrer) return null;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return `${url.origin}${url.pathname}`;
}

export async function recordPageView(db: Db, view: { path: string; referrer?: string | null }): Promise<void> {
  await db.insert(pageViews).values({ path: cleanPath(view.path), referrer: cleanReferrer(view.referrer) });
}
