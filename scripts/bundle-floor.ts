// How small can a page of this stack's first JavaScript be? Builds three one-line pages with the app's own bundler
// and settings (Vite, production, es2022, minified) and prints each one's JavaScript, gzipped as the bundle budgets
// count it (e2e/bundle.spec.ts): React DOM hydrating a paragraph; the same with React Router's data router (the
// static handler's partner in the browser, which the server rendering uses); and the same with
// TanStack Query's client, which hands the server's data to the page. No code of ours is in them.
//
//   node --import tsx scripts/bundle-floor.ts
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const repo = path.resolve(import.meta.dirname, '..');
// Inside the repository, so that the pages import the very packages the app is built with.
const work = path.join(repo, 'node_modules', '.cache', 'bundle-floor');

const REACT = `
import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
`;
const ROUTER = `
import { createBrowserRouter, Link, Outlet, RouterProvider, useLoaderData } from 'react-router';
function Page() { return createElement(Link, { to: '/' }, String(useLoaderData())); }
const router = createBrowserRouter(
  [{ path: '/', element: createElement(Outlet), children: [{ index: true, loader: () => 'home', element: createElement(Page) }] }],
  { hydrationData: window.__hydrationData },
);
`;
const QUERY = `
import { hydrate, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
const client = new QueryClient();
hydrate(client, window.__queries);
function Count() { return String(useQuery({ queryKey: ['count'], queryFn: () => 1 }).data); }
`;

const pages: { name: string; source: string }[] = [
  { name: 'React DOM', source: `${REACT}hydrateRoot(document.getElementById('root'), createElement('p', null, 'hello'));` },
  {
    name: '+ React Router (data router)',
    source: `${REACT}${ROUTER}hydrateRoot(document.getElementById('root'), createElement(RouterProvider, { router }));`,
  },
  {
    name: '+ TanStack Query',
    source: `${REACT}${ROUTER}${QUERY}hydrateRoot(document.getElementById('root'),
  createElement(QueryClientProvider, { client }, createElement(RouterProvider, { router }), createElement(Count)));`,
  },
];

async function gzippedJs(name: string, source: string): Promise<number> {
  const root = path.join(work, name.replace(/\W+/g, '-'));
  fs.rmSync(root, { recursive: true, force: true });
  fs.mkdirSync(root, { recursive: true });
  fs.writeFileSync(path.join(root, 'page.js'), source);
  await build({
    root,
    configFile: false,
    logLevel: 'silent',
    mode: 'production',
    build: {
      outDir: 'dist',
      target: 'es2022',
      modulePreload: { polyfill: false },
      rollupOptions: { input: path.join(root, 'page.js') },
    },
  });
  const assets = path.join(root, 'dist', 'assets');
  return fs
    .readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .reduce((sum, file) => sum + gzipSync(fs.readFileSync(path.join(assets, file))).length, 0);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const versions = ['react-dom', 'react-router', '@tanstack/react-query']
  .map(
    (name) =>
      `${name} ${(JSON.parse(fs.readFileSync(path.join(repo, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version}`,
  )
  .join(', ');
console.log(`The smallest first JavaScript of a page on this stack (${versions}), gzipped:`);
for (const { name, source } of pages) console.log(`  ${name.padEnd(30)} ${kb(await gzippedJs(name, source)).padStart(9)}`);
fs.rmSync(work, { recursive: true, force: true });
