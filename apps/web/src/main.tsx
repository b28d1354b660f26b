import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { hydrate } from '@tanstack/react-query';
import { AppProvider, makeQueryClient } from './app/provider.tsx';
import { createRoutes } from './app/routes.tsx';
import { readPageState } from './app/page-state.ts';
import { registerServiceWorker } from './lib/register-service-worker.ts';
import { whenIdle } from './lib/when-idle.ts';
import { outboxHasEntries } from './features/contact/outbox-key.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/** The lazily loaded routes of this address, loaded before hydration so that the first render matches the server's. */
async function loadRoutesOf(routes: RouteObject[]) {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

async function start(container: HTMLElement) {
  const queryClient = makeQueryClient();
  const routes = createRoutes(queryClient);
  const state = readPageState(document);
  if (state) {
    // The server rendered this page: its data is already here, so nothing is fetched twice.
    hydrate(queryClient, state.queries);
    await loadRoutesOf(routes);
  }
  const router = createBrowserRouter(routes, state ? { hydrationData: state.router } : undefined);
  const app = (
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>
  );
  // Hydration as a transition is done in slices that give the main thread back every few milliseconds (a tap or a
  // scroll is not kept waiting behind it), where a plain hydrateRoot works through the whole page in one task.
  if (state) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

void start(root);

// Form submissions that could not be sent earlier go once the page is idle, and again whenever the browser is back
// online; with none waiting, the outbox's code (and zod) loads only with a form's first submission.
if (outboxHasEntries())
  whenIdle(() => void import('./features/contact/contact-outbox.ts').then(({ startContactOutbox }) => startContactOutbox()));
registerServiceWorker();
