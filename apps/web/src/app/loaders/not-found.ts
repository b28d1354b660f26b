import { data, type LoaderFunction } from 'react-router';
import type { PageData } from '../page-handle.ts';

/*
 * Loaders put a page's data into the query cache before it renders: on the server, so that its first HTML is
 * complete (the cache then travels to the client with the page); in the browser, before a navigation shows the
 * page. They answer the page's status: 404 for what does not exist, a permanent redirect for a stale slug.
 * One file per kind of page, so that each route's chunk carries only its own.
 */

export const notFound = () => data<PageData>({ notFound: true }, { status: 404 });

export const notFoundLoader: LoaderFunction = () => notFound();
