import { z } from './zod.ts';

/** One story of the champagne news feed, reduced to plain text and https links. */
export const NewsItemSchema = z.object({
  title: z.string(),
  link: z.string(),
  /** ISO date-time, when the feed gives one. */
  publishedAt: z.string().nullable(),
  summary: z.string(),
  /** A third-party image; the page shows it only after consent. */
  imageUrl: z.string().nullable(),
});
export type NewsItem = z.infer<typeof NewsItemSchema>;

/** GET /api/news/champagne: empty when no feed is configured or the feed cannot be read. */
export const ChampagneNewsSchema = z.object({ items: z.array(NewsItemSchema) });
export type ChampagneNews = z.infer<typeof ChampagneNewsSchema>;
