import { lazyWithPreload } from '../../../lib/lazy-with-preload.tsx';

/**
 * The item page's reviews as a part of its own: this small module is all the page's first script names (its
 * manifest lists one file for it, not the reviews' own chunks); the list, its forms and their API calls load after
 * it. The server renders the whole (lazyWithPreload loads both rounds before any render).
 */
export const ItemReviewsPart = lazyWithPreload(() => import('./item-reviews.tsx').then((module) => module.ItemReviews));
