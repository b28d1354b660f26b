/**
 * The id of the JSON block (`<script type="application/json">`, never run) in which the server lists a rendered
 * page's script modules, the app's and its route's, for the browser's first script to preload once the page has
 * painted: as module preloads in the head they would be fetched before it.
 */
export const PAGE_SCRIPTS_ID = 'trg-page-scripts';
