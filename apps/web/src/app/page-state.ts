import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import { jsonScriptText } from '@trg/contract/html';

/** The id of the JSON block in which a server-rendered page carries its data to the browser. */
export const PAGE_STATE_ID = 'trg-page-state';

/** What the server hands the browser with a rendered page: its loaders' answers and the query cache they filled. */
export interface PageState {
  router: Pick<HydrationState, 'loaderData'>;
  queries: DehydratedState;
}

/**
 * The state as the text of a `<script type="application/json">` block: a data block the browser never runs (so
 * the strict CSP needs no nonce), with '<', '>', '&' and the line separators escaped so that no text in it can
 * close the tag or open a comment.
 */
export function pageStateJson(state: PageState): string {
  return jsonScriptText(state);
}

/** The state the server rendered this page with, or null when the page is rendered in the browser alone. */
export function readPageState(doc: Document): PageState | null {
  const text = doc.getElementById(PAGE_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PageState;
  } catch {
    return null;
  }
}
