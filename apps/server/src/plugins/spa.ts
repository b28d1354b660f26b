import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isSpaRoute, paths } from '@trg/contract/paths';
import { sendNotFound } from './errors.ts';
import type { PublicCacheRoute } from './public-cache.ts';

/** Pages that change only with a deploy: kept in the public cache. */
const CACHED_PAGES = [paths.home, paths.journal, paths.journalPost(':slug')];

/**
 * The HTML of the cached pages: revalidated on every use by its ETag (a 304 while the build is the same), and
 * every answer, from the cache too, makes sure the client holds a CSRF cookie.
 */
const PAGE_CACHE: PublicCacheRoute = {
  freshness: 'revalidate',
  tags: () => ['pages'],
  onAnswer: (reply) => reply.issueCsrfToken(),
};

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated.
 * Page paths get index.html (404 status for paths the app has no page for, which it renders as its 404 page);
 * unknown /api paths get the JSON 404.
 */
export const spaPlugin = fp<{ distDir: string }>(async (app, { distDir }) => {
  const indexFile = path.join(distDir, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      index: false,
      redirect: false,
      wildcard: true,
      setHeaders: (reply, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        void reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn({ distDir }, 'web app not built; run `npm run build` to serve pages');
  }

  const sendPage = async (pathname: string, reply: FastifyReply) => {
    reply.issueCsrfToken();
    void reply.code(isSpaRoute(pathname) ? 200 : 404).header('Cache-Control', 'no-cache');
    if (!hasBuild) {
      return reply.type('text/plain; charset=utf-8').send('The web app is not built yet: run `npm run build`.');
    }
    return reply.type('text/html; charset=utf-8').send(await fs.promises.readFile(indexFile));
  };

  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname === '/api' || pathname.startsWith('/api/')) return sendNotFound(request, reply);
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !path.extname(pathname);
    if (!wantsPage) return sendNotFound(request, reply);
    return sendPage(pathname, reply);
  };

  // Routes of their own, so that they can opt in to the public cache (the not-found handler cannot); the static
  // wildcard would also answer '/' as a directory.
  for (const page of CACHED_PAGES) app.get(page, { schema: { hide: true }, config: { publicCache: PAGE_CACHE } }, answer);

  app.setNotFoundHandler(answer);
});
