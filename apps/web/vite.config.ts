import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './vite-plugins/precompress.ts';
import { serviceWorker } from './vite-plugins/service-worker.ts';

/**
 * The modules every page needs before it can hydrate, kept in one chunk: React, React DOM, the router and TanStack
 * Query, and the few modules of ours that every public route imports (the API client, the title hook, dates). Left
 * to the bundler, they were split by which routes import them into a dozen small files beside the app's, each
 * compressed on its own: together 2.5-4 KB more gzipped on every page (e2e/bundle.spec.ts prints the figures). index.html's first script must not import from it: it runs before the page's first paint.
 */
const CORE = [
  /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/]query-core|@tanstack[\\/]react-query)[\\/]/,
  /vite[\\/]preload-helper/,
  /src[\\/]lib[\\/](api-client|use-page-title|document-title|use-hydrated)\.ts$/,
  /contract[\\/]src[\\/]dates\.ts$/,
];

/*
 * The small modules an event's or experience's page shares with the listings (CATALOG) and with the member's
 * booking page (ITEM), each kept in one chunk: left to the bundler they came as a dozen files of a few hundred bytes,
 * each compressed on its own, 2.6 KB more gzipped on an item's page. Only these modules, not what they import
 * (includeDependenciesRecursively: false), which would bring modules of the site's shell along.
 */
const CATALOG =
  /(features[\\/]catalog[\\/](format|catalog-kinds|api[\\/]query-keys)|contract[\\/]src[\\/](display|money-display)|lib[\\/](money|region-names|use-near-screen)|ui[\\/](item-image|query-status|map[\\/]lazy-map))\.tsx?$/;
const ITEM =
  /(catalog[\\/]components[\\/](booking-panel|tickets-left|item-detail|item-facts)|ui[\\/]star-rating|contract[\\/]src[\\/](catalog-text|slugs|lists[\\/]ratings)|cart[\\/]api[\\/]update-cart)\.tsx?$/;

// Two builds: the browser's (dist/, with a manifest the server reads to link each route's chunks and styles)
// and the server renderer's (`vite build --ssr`, into dist-ssr/, which the server imports).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    ...(isSsrBuild
      ? []
      : [
          serviceWorker({
            source: path.resolve(import.meta.dirname, 'service-worker/sw.ts'),
            publicDir: path.resolve(import.meta.dirname, 'public'),
          }),
          precompress(),
        ]),
  ],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: isSsrBuild
    ? { outDir: 'dist-ssr', emptyOutDir: true, target: 'node20', sourcemap: true, copyPublicDir: false }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        // Written beside each file for reading a fault's stack trace, but not named in the files: the server does not
        // send them (apps/server/src/plugins/pages.ts).
        sourcemap: 'hidden',
        target: 'es2022',
        manifest: true,
        chunkSizeWarningLimit: 400,
        modulePreload: { polyfill: false },
        // Two entries: index.html's first script (boot.ts, tiny) and the app it starts (main.tsx), the shell of every
        // page; the libraries and modules all pages share come in one chunk beside it (CORE above).
        rollupOptions: {
          input: { index: path.resolve(import.meta.dirname, 'index.html'), app: path.resolve(import.meta.dirname, 'src/main.tsx') },
          output: {
            codeSplitting: {
              groups: [
                { name: 'core', test: (id: string) => CORE.some((pattern) => pattern.test(id)) },
                { name: 'catalog', test: (id: string) => CATALOG.test(id), includeDependenciesRecursively: false },
                { name: 'item', test: (id: string) => ITEM.test(id), includeDependenciesRecursively: false },
              ],
            },
          },
        },
      },
}));
