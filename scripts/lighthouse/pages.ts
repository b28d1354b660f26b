import { API_PATHS } from '@trg/contract/api-paths';
import { ListingSchema } from '@trg/contract/catalog';
import { paths } from '@trg/contract/paths';
import { JOURNAL_POSTS } from '@trg/contract/journal-posts';

/** The pages audited, by the short names `--only` takes. */
export const AUDITED_PAGE_NAMES = ['home', 'journal', 'article', 'events', 'experiences', 'event'] as const;
export type AuditedPageName = (typeof AUDITED_PAGE_NAMES)[number];

export interface AuditedPage {
  /** A short name for the table and the report files. */
  name: AuditedPageName;
  path: string;
}

/** The journal's first article as /Journal lists it (newest first), leaving out posts still being written. */
export function firstArticleSlug(): string {
  const [newest] = JOURNAL_POSTS.filter((post) => !post.placeholder).sort((a, b) => b.date.localeCompare(a.date));
  if (!newest) throw new Error('the journal has no article to audit');
  return newest.slug;
}

/** The first event the listing shows, read from the running server's API. */
export async function firstEventSlug(base: string): Promise<string> {
  const response = await fetch(`${base}${API_PATHS.catalog.event.listing}`);
  if (!response.ok) throw new Error(`GET ${API_PATHS.catalog.event.listing} answered ${response.status}`);
  const [first] = ListingSchema.parse(await response.json()).results;
  if (!first) throw new Error('the demo data lists no event to audit');
  return first.slug;
}

/** The pages audited: the home page, the journal and an article, both listings and an event. */
export async function auditedPages(base: string, only: readonly string[] = []): Promise<AuditedPage[]> {
  const pages: AuditedPage[] = [
    { name: 'home', path: paths.home },
    { name: 'journal', path: paths.journal },
    { name: 'article', path: paths.journalPost(firstArticleSlug()) },
    { name: 'events', path: paths.events },
    { name: 'experiences', path: paths.experiences },
    { name: 'event', path: paths.event(await firstEventSlug(base)) },
  ];
  return only.length > 0 ? pages.filter((page) => only.includes(page.name)) : pages;
}
