import fp from 'fastify-plugin';
import { API_PATHS, apiPath } from '@trg/contract/api-paths';

export const BENCH_FLOOR_PATH = '/api/bench/floor';
/** The request whose answer the floor repeats: the events listing's first page, as `npm run bench` asks for it. */
export const BENCH_FLOOR_SOURCE = apiPath(API_PATHS.catalog.event.listing, undefined, { page: 1, pageSize: 20 });

/**
 * The floor of `npm run bench` (on only with BENCH_FLOOR=true, never in a real start): the same server, hooks and
 * all, answering with the listing's bytes from memory. They are captured through the app on first use, so the
 * floor sends what the listing sends; a route's speed over the floor's is how much of the framework's it keeps.
 */
export const benchFloorPlugin = fp(async (app) => {
  let captured: Promise<Buffer> | null = null;

  const capture = async (): Promise<Buffer> => {
    const response = await app.inject({ method: 'GET', url: BENCH_FLOOR_SOURCE });
    if (response.statusCode !== 200) throw new Error(`${BENCH_FLOOR_SOURCE} answered ${response.statusCode}`);
    return response.rawPayload;
  };

  app.get(BENCH_FLOOR_PATH, async (_request, reply) => {
    // A failed capture is tried again on the next request rather than remembered.
    captured ??= capture().catch((error: unknown) => {
      captured = null;
      throw error;
    });
    return reply.type('application/json; charset=utf-8').send(await captured);
  });
});
