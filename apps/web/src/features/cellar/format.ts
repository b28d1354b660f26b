import type { CellarEntry } from '@trg/contract/cellar';

/** 'Drink 2026–2032' from the profile's Drink After and Drink Before years; one year alone reads 'from' or 'by'. */
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
