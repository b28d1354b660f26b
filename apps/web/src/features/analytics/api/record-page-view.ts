import { API_PATHS } from '@trg/contract/api-paths';
import type { PageView } from '@trg/contract/analytics';
import { apiFetch } from '../../../lib/api-client.ts';

/**
 * POST /api/pageview: anonymous (no token, no cookie) and never in the way of the page. The server checks the body
 * against PageViewSchema; the page only keeps the referrer within its length, so that the schema (and zod) need not
 * load with every page.
 */
export async function recordPageView(path: string, referrer: string | null): Promise<void> {
  const body: PageView = { path, referrer: referrer ? referrer.slice(0, 2048) : null };
  try {
    await apiFetch(API_PATHS.pageView, { method: 'POST', body, anonymous: true, keepalive: true });
  } catch {
    // A lost page view is not worth troubling anyone with.
  }
}
