import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { dehydrate } from '@tanstack/react-query';
import { AppProvider, makeQueryClient } from './app/provider.tsx';
import { createRoutes } from './app/routes.tsx';
import { isPageHandle, type PageData } from './app/page-handle.ts';
import { pageStateJson, PAGE_STATE_ID } from './app/page-state.ts';
import { headHtml } from './app/head/head.ts';
import { setApiTransport, type ApiTransport } from './lib/api-client.ts';
import { preloadAll } from './lib/lazy-with-preload.tsx';
import { ServerConsentContext } from './features/consent/consent-context.ts';
import { snapshotFromCookie } from './features/consent/consent-store.ts';
import { consentCookieValue } from '@trg/contract/consent-cookie';

export { setApiTransport, type ApiTransport };

/** What the server sends for a page address. */
export type RenderResult =
  /** A permanent or temporary move (a stale slug). */
  | { kind: 'redirect'; status: number; location: string }
  /** A page the browser renders alone (dashboards, cart, checkout): the shell, with this status. */
  | { kind: 'shell'; status: number }
  /**
   * A rendered page: `head` goes into <head>, `body` into #root, then `state` after it (the data block); `modules`
   * are the matched routes' source files, whose chunks and styles the server links from the build manifest.
   */
  | { kind: 'page'; status: number; head: string; body: string; state: string; modules: string[] };

/**
 * Renders a page address on the server with React Router's static handler: the matched routes' loaders fill the
 * query cache, the page renders to HTML, and the cache goes with it for the browser to hydrate from.
 */
export async function render(request: Request, origin: string): Promise<RenderResult> {
  const queryClient = makeQueryClient();
  const routes = createRoutes(queryClient);
  const handler = createStaticHandler(routes);
  const url = new URL(request.url);

  const context = await handler.query(request);
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }
  const leaf = context.matches.at(-1);
  const handle = leaf?.route.handle;
  // Pages behind a sign-in or private to a browser are not rendered here: the shell loads them.
  if (!leaf || !isPageHandle(handle)) return { kind: 'shell', status: context.statusCode };
  if (context.errors) {
    // A loader failed (the API is down, say): the browser tries again, with its own messages.
    return { kind: 'shell', status: 503 };
  }

  // The route's module is in (the handler loaded it): now the parts it splits off, so that nothing suspends.
  await preloadAll();
  const router = createStaticRouter(handler.dataRoutes, context);
  // renderToString, not a stream: with every part loaded nothing suspends, and a stream would outline large
  // boundaries into segments that need inline scripts to reveal.
  const body = renderToString(
    <StrictMode>
      <ServerConsentContext.Provider value={snapshotFromCookie(consentCookieValue(request.headers.get('cookie')))}>
        <AppProvider queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProvider>
      </ServerConsentContext.Provider>
    </StrictMode>,
  );
  const data = context.loaderData[leaf.route.id] as PageData | undefined;
  const state = pageStateJson({ router: { loaderData: context.loaderData }, queries: dehydrate(queryClient) });
  const modules = context.matches.flatMap((match) => {
    const matchHandle = match.route.handle as unknown;
    return isPageHandle(matchHandle) && matchHandle.module ? [matchHandle.module] : [];
  });
  return {
    kind: 'page',
    status: context.statusCode,
    head: headHtml((await handle.head())({ url, data }), origin),
    body,
    state: `<script type="application/json" id="${PAGE_STATE_ID}">${state}</script>`,
    modules,
  };
}
