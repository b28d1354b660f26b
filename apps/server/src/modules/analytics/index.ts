/** The analytics module's face: what the console reads of the page views. */
export { pageViewStats } from './page-view-stats.ts';
