import { API_PATHS } from '@trg/contract/api-paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ChampagneNewsSchema } from '@trg/contract/news';
import { createFeedReader } from './feed-reader.ts';

/** The home page's champagne news: stories from the feed at NEWS_FEED_URL, or none. */
export const newsRoutes: FastifyPluginAsyncZod<{ feedUrl: string | undefined }> = async (app, { feedUrl }) => {
  const reader = createFeedReader({
    url: feedUrl,
    onError: (error) => app.log.warn({ err: error }, 'champagne news feed could not be read'),
  });

  app.get(
    API_PATHS.champagneNews,
    {
      schema: {
        tags: ['news'],
        summary: 'Champagne news from the configured feed; an empty list without a feed or while it is down',
        response: { 200: ChampagneNewsSchema },
      },
      // The reader keeps the feed for minutes anyway; a browser or CDN may keep the stories as long.
      config: { publicCache: { freshness: { maxAgeSeconds: 300 }, tags: () => ['news'] } },
    },
    async () => ({ items: await reader.read() }),
  );
};
