import { API_PATHS } from '@trg/contract/api-paths';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /api/pageview: anonymous (no token, no cookie) and never in the way of the page. */
export async function recordPageView(path: string, referrer: string | null): Promise<void> {
  // The schema loads with the first page view, after the page is up.
  const { PageViewSchema } = await import('@trg/contract/analytics');
  const body = PageViewSchema.parse({ path, referrer: referrer ? referrer.slice(0, 2048) : null });
  try {
    await apiFetch(API_PATHS.pageView, { method: 'POST', body, anonymous: true, keepalive: true });
  } catch {
    // A lost page view is not worth troubling anyone with.
  }
}
