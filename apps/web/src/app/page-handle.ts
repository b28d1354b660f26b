import type { ReactNode } from 'react';
import type { LoaderFunction } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { PublicItem } from '@trg/contract/catalog';
import type { JournalPost } from '@trg/contract/journal-posts';
import type { PageHead } from './head/head.ts';

/** What a server-rendered page's loader answers: the data its head is made of, or that it is not found. */
export type PageData = { item: PublicItem } | { post: JournalPost } | { notFound: true } | null;

/** The `handle` of a route the server renders (see routes.tsx). */
export interface PageHandle {
  ssr: true;
  /** The route's source file, as the build's manifest names it; its chunks and styles go into the first response. */
  module?: string;
  head: () => Promise<HeadOf>;
}

/** Builds a page's head from its address and its loader's answer. */
export type HeadOf = (context: { url: URL; data: PageData | undefined }) => PageHead;

/**
 * A page's head, from a module loaded when it is needed: on the server for every page it renders, in the browser
 * only after a navigation (the first page's head came printed with it). So no page's first load carries the code
 * that builds heads: the JSON-LD, Open Graph and descriptions of every page.
 */
export function headFrom<Module>(
  load: () => Promise<Module>,
  build: (module: Module, context: Parameters<HeadOf>[0]) => PageHead,
): () => Promise<HeadOf> {
  return async () => {
    const module = await load();
    return (context) => build(module, context);
  };
}

/** The builders of the heads of all pages but an item's (head/page-heads.ts), for headFrom. */
export const pageHeads = () => import('./head/page-heads.ts');

export const isPageHandle = (handle: unknown): handle is PageHandle =>
  typeof handle === 'object' && handle !== null && (handle as { ssr?: unknown }).ssr === true;

/** What a server-rendered page's module exports as its `…Route`: loaded with the route, on the server and in the browser. */
export interface PageRoute {
  Component: () => ReactNode;
  loader?: (queryClient: QueryClient) => LoaderFunction;
  head: PageHandle['head'];
}
