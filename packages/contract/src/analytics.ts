import type { z } from 'zod';
import { inputObject, singleLineText } from './text.ts';

export const PAGE_VIEW_LIMITS = { path: 2048, referrer: 2048 } as const;

/** POST /api/pageview: a first-party page view; no cookie and nothing that names a person. */
export const PageViewSchema = inputObject({
  path: singleLineText('path is required')
    .max(PAGE_VIEW_LIMITS.path, { error: `path should be at most ${PAGE_VIEW_LIMITS.path} characters` })
    .startsWith('/', { error: 'path should start with /' }),
  referrer: singleLineText(undefined, 'referrer should be text')
    .max(PAGE_VIEW_LIMITS.referrer, { error: `referrer should be at most ${PAGE_VIEW_LIMITS.referrer} characters` })
    .nullish(),
});
export type PageView = z.infer<typeof PageViewSchema>;
