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
  head: (context: { url: URL; data: PageData | undefined }) => PageHead;
}

export const isPageHandle = (handle: unknown): handle is PageHandle =>
  typeof handle === 'object' && handle !== null && (handle as { ssr?: unknown }).ssr === true;

/** What a server-rendered page's module exports as its `…Route`: loaded with the route, on the server and in the browser. */
export interface PageRoute {
  Component: () => ReactNode;
  loader?: (queryClient: QueryClient) => LoaderFunction;
  head: PageHandle['head'];
}
