import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { consentCookieValue } from '@trg/contract/consent-cookie';
import { jsonScriptText } from '@trg/contract/html';
import { PAGE_SCRIPTS_ID } from '@trg/contract/page-scripts';
import { isPagePath, SITE_PAGES } from '@trg/contract/pages';
import { sendNotFound } from './errors.ts';
import { fillPageConfig, type PageConfig } from './page-config.ts';
import { canonicalUrl, type PublicCacheRoute } from './public-cache.ts';

/** The server renderer the web build makes (apps/web/src/entry-server.tsx), as far as this plugin uses it. */
interface Renderer {
  render(
    request: Request,
    origin: string,
  ): Promise<
    | { kind: 'redirect'; status: number; location: string }
    | { kind: 'shell'; status: number }
    | { kind: 'page'; status: number; head: string; body: string; state: string; modules: string[] }
  >;
  setApiTransport(transport: (path: string, init: RequestInit) => Promise<Response>): void;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface PagesOptions {
  distDir: string;
  /** Where the server renderer was built (`vite build --ssr`); without it pages are rendered in the browser. */
  ssrDir: string;
  /** The site's address, for canonical URLs and the renderer's requests. */
  publicUrl: string;
  /** The public-cache tags of a rendered page (its item's and listing's), so that a host's write drops it. */
  pageTags?: (pathname: string) => string[];
  /** What the browser reads from the page's meta tags (the map's tile URL). */
  pageConfig: PageConfig;
}

/**
 * A rendered page's data carries the moments it was read (TanStack Query's `dataUpdatedAt` and `dehydratedAt`),
 * which differ on every render and in every process while the page is the same: its ETag leaves them out, so that
 * a revalidation answers 304 whichever process a balancer picks.
 */
export const withoutReadTimes = (html: string) => html.replace(/"(?:dataUpdatedAt|dehydratedAt)":\d+/g, '');

const escapeAttribute = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** The module the browser's first script (index.html's boot.ts) imports: the app, with React and the router. */
export const APP_MODULE = 'src/main.tsx';

/**
 * What a page needs from the build beyond index.html's own tags (its first script, boot.ts, and the global styles):
 * the app's entry and each matched route's chunk, with the chunks they import and their styles, from the manifest.
 * The styles are linked in the head, for the first paint; the scripts are listed, the app's entry first, in a JSON
 * block boot.ts reads.
 * - A page rendered on the server (`rendered`) is read before its script runs: boot.ts preloads the list and starts
 *   the app once the page has painted (module preloads in the head would be fetched before it, sharing a slow line
 *   with the styles and the main picture).
 * - The shell of a page rendered in the browser shows nothing before its script: its modules are preloaded in the
 *   head at once, and boot.ts starts the app straight away.
 */
export function pageAssetTags(manifest: Manifest, routeModules: string[], rendered: boolean): string {
  const already = new Set<string>();
  const seen = new Set<string>();
  const collect = (key: string, into: Set<string>) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    into.add(chunk.file);
    for (const css of chunk.css ?? []) into.add(css);
    for (const imported of chunk.imports ?? []) collect(imported, into);
  };
  collect('index.html', already);
  const wanted = new Set<string>();
  for (const module of [APP_MODULE, ...routeModules]) collect(module, wanted);
  const files = [...wanted].filter((file) => !already.has(file));
  const styles = files
    .filter((file) => file.endsWith('.css'))
    .map((file) => `<link rel="stylesheet" crossorigin href="/${escapeAttribute(file)}">`);
  const scripts = files.filter((file) => file.endsWith('.js')).map((file) => `/${file}`);
  const preloads = rendered ? [] : scripts.map((file) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(file)}">`);
  const list = `<script type="application/json" id="${PAGE_SCRIPTS_ID}"${rendered ? ' data-rendered' : ''}>${jsonScriptText(scripts)}</script>`;
  return [...styles, ...preloads, list].join('');
}

/** Reads the renderer's API calls through the API itself, in this process, as the visitor (never signed in). */
function injectTransport(app: FastifyInstance, visitor: AsyncLocalStorage<string>) {
  return async (url: string, init: RequestInit): Promise<Response> => {
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: { accept: 'application/json' },
      remoteAddress: visitor.getStore(),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(answer.statusCode === 304 ? null : answer.rawPayload, { status: answer.statusCode, headers });
  };
}

/**
 * Serves the site: hashed assets cached for a year; page addresses rendered on the server (React Router's static
 * handler, in the web build's `entry-server`) with their status: 404 for what does not exist, 301 for a stale
 * slug. Pages behind a sign-in, the cart and checkout get the shell, which the browser renders. Unknown /api
 * paths get the JSON 404.
 */
export const pagesPlugin = fp<PagesOptions>(async (app, { distDir, ssrDir, publicUrl, pageTags = () => [], pageConfig }) => {
  const indexFile = path.join(distDir, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      index: false,
      redirect: false,
      wildcard: true,
      // The build writes a brotli and a gzip copy of each script and style (apps/web/vite-plugins/precompress.ts),
      // smaller than compression on the fly can afford to make; a file without one is compressed as it is sent.
      preCompressed: true,
      // The build's manifest (.vite/) is for this server, the source maps for whoever reads a fault's stack trace:
      // neither is a browser's business, and both would map the code out for anyone who asked.
      dotfiles: 'ignore',
      allowedPath: (pathName) => !pathName.endsWith('.map'),
      setHeaders: (reply, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        void reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn({ distDir }, 'web app not built; run `npm run build` to serve pages');
  }

  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  const manifest: Manifest = fs.existsSync(manifestFile) ? (JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest) : {};
  const rendererFile = path.join(ssrDir, 'entry-server.js');
  const visitor = new AsyncLocalStorage<string>();
  let renderer: Renderer | undefined;
  if (hasBuild && fs.existsSync(rendererFile)) {
    renderer = (await import(pathToFileURL(rendererFile).href)) as Renderer;
    renderer.setApiTransport(injectTransport(app, visitor));
  } else if (hasBuild) {
    app.log.warn({ ssrDir }, 'server renderer not built; pages are rendered in the browser');
  }
  const origin = publicUrl.replace(/\/+$/, '');

  /** The shell with a rendered page in it: its head replaces the site-wide title and description. */
  const pageHtml = (template: string, page: { head: string; body: string; state: string; modules: string[] }) =>
    template
      .replace(/<title>[^<]*<\/title>\s*/, '')
      .replace(/<meta name="description"[^>]*>\s*/, '')
      .replace('</head>', `${page.head}${pageAssetTags(manifest, page.modules, true)}</head>`)
      .replace('<div id="root"></div>', `<div id="root">${page.body}</div>${page.state}`)
      .replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '');

  const sendPage = async (request: FastifyRequest, reply: FastifyReply, pathname: string) => {
    reply.issueCsrfToken();
    void reply.header('Cache-Control', 'no-cache');
    if (!hasBuild) {
      return reply
        .code(isPagePath(pathname) ? 200 : 404)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet: run `npm run build`.');
    }
    // Read on each use (the rendered pages are kept in the public cache), so that a new build shows at once.
    const template = fillPageConfig(await fs.promises.readFile(indexFile, 'utf8'), pageConfig);
    const shell = template.replace('</head>', `${pageAssetTags(manifest, [], false)}</head>`);
    if (!renderer)
      return reply
        .code(isPagePath(pathname) ? 200 : 404)
        .type('text/html; charset=utf-8')
        .send(shell);
    const cookie = request.headers.cookie;
    // A kept page is rendered from the address it is kept under, so that it shows nothing of the parameters it
    // does not read (a tracking parameter in a link, say) to the visitors it is then sent to.
    const kept = request.routeOptions.config.publicCache?.query?.(request);
    const page = new Request(`${origin}${kept ? canonicalUrl(request.url, kept) : request.url}`, { headers: cookie ? { cookie } : {} });
    const result = await visitor.run(request.ip, () => renderer.render(page, origin));
    if (result.kind === 'redirect') {
      // A move (a stale slug) keeps the whole query string it came with: the page reads none of it, the next may.
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      const location = kept && query && !result.location.includes('?') ? `${result.location}${query}` : result.location;
      return reply.code(result.status).redirect(location, result.status);
    }
    void reply.code(result.status).type('text/html; charset=utf-8');
    return reply.send(result.kind === 'page' ? pageHtml(template, result) : shell);
  };

  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname === '/api' || pathname.startsWith('/api/')) return sendNotFound(request, reply);
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !path.extname(pathname);
    if (!wantsPage) return sendNotFound(request, reply);
    return sendPage(request, reply, pathname);
  };

  /**
   * Rendered pages are the same for everyone (sessions live in the browser), so they are kept in the public cache
   * and revalidated by ETag; a host's write drops the pages showing its item. Every answer, from the cache too,
   * makes sure the client holds a CSRF cookie.
   */
  const pageCache = (query: readonly string[]): PublicCacheRoute => ({
    freshness: 'revalidate',
    tags: (request) => ['pages', ...pageTags(request.url.split('?')[0] ?? '/')],
    onAnswer: (reply) => {
      reply.issueCsrfToken();
    },
    query: () => query,
    // The page shows the consent popup, or not, by the visitor's consent cookie (see the web's consent store).
    variant: (request) => consentCookieValue(request.headers.cookie) ?? '-',
    vary: ['Cookie'],
    etagSource: withoutReadTimes,
  });
  // The pages the manifest renders, each a route of its own, so that it can opt in to the public cache (the
  // not-found handler cannot), keyed by the query parameters it reads; the static wildcard would also answer '/' as
  // a directory.
  for (const page of SITE_PAGES) {
    if (page.render === 'server') app.get(page.path, { schema: { hide: true }, config: { publicCache: pageCache(page.query) } }, answer);
  }

  app.setNotFoundHandler(answer);
});
