import type { CellarEntry } from '@trg/contract/cellar';
import { formatDecimalMoney } from '@trg/contract/money-display';

/** 'Drink 2026–2032' from the window's years (the profile's, or the member's for their own wine); one year alone reads 'from' or 'by'. */
export function drinkingWindowText({ startToDrink, endToDrink }: Pick<CellarEntry, 'startToDrink' | 'endToDrink'>): string {
  const start = startToDrink?.trim();
  const end = endToDrink?.trim();
  if (start && end) return `Drink ${start}–${end}`;
  if (start) return `Drink from ${start}`;
  if (end) return `Drink by ${end}`;
  return 'No drinking window';
}

/** 'Burgundy, France', or whichever of the two is known; null when neither is. */
export function originText({ country, region }: Pick<CellarEntry, 'country' | 'region'>): string | null {
  return [region, country].filter((part): part is string => Boolean(part?.trim())).join(', ') || null;
}

export const bottlesText = (count: number) => `${count} ${count === 1 ? 'bottle' : 'bottles'}`;

export const winesText = (count: number) => `${count} ${count === 1 ? 'wine' : 'wines'}`;

/** 'Rack A, bin 4', or whichever is known; null when neither is. */
export function placeText({ location, bin }: Pick<CellarEntry, 'location' | 'bin'>): string | null {
  const parts = [location?.trim(), bin?.trim() ? `bin ${bin.trim()}` : null].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : null;
}

/** '€24.50 a bottle' in the currency paid, or the amount alone without one; null when no price was given. */
export function pricePaidText({ pricePaid, currency }: Pick<CellarEntry, 'pricePaid' | 'currency'>): string | null {
  if (!pricePaid) return null;
  return `${currency ? formatDecimalMoney(pricePaid, currency) : pricePaid} a bottle`;
}

/** 'Red · Syrah, Grenache · Cornas': what the member said of the wine's style, grapes and appellation. */
export function styleText({ wineType, grapes, appellation }: Pick<CellarEntry, 'wineType' | 'grapes' | 'appellation'>): string | null {
  return [wineType, grapes, appellation].filter((part): part is string => Boolean(part?.trim())).join(' · ') || null;
}
