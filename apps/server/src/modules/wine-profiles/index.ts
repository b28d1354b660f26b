/** The wine profiles' face: who may see a wine (the guest rule), each wine's drinking window, and wine review moderation. */
export { isGuestOfListSql, wineAccess } from './access.ts';
export { drinkingWindows } from './drinking-windows.ts';
export { winesToReview } from './wines-to-review.ts';
export { dismissWineReviewReports, hideWineReview, wineReviewReportQueue } from './moderation.ts';
