/** The wine profiles' face: who may see a wine (the guest rule), and each wine's drinking window. */
export { isGuestOfListSql, wineAccess } from './access.ts';
export { drinkingWindows } from './drinking-windows.ts';
export { winesToReview } from './wines-to-review.ts';
