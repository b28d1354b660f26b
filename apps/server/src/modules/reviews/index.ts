/**
 * The reviews module's face: what the operator's console uses of it (the moderation queue, hiding a review and
 * dismissing its reports). Its tables stay inside.
 */
export { dismissReviewReports, hideReview, reviewReportQueue, type ModeratedReview } from './moderation.ts';
