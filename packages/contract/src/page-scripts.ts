/**
 * The id of the JSON block (`<script type="application/json">`, never run) in which the server lists a rendered
 * page's script modules, the app's and its route's, for the browser's first script to preload once the page has
 * painted: as module preloads in the head they would be fetched before it.
 */
export const PAGE_SCRIPTS_ID = 'trg-page-scripts';

/** `<html data-ready>` once the app has first rendered (or hydrated) the page: it works from then on. */
export const APP_READY_ATTRIBUTE = 'data-ready';
