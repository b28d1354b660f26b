export const TITLES = ['Mr', 'Ms', 'Mrs', 'Dr'] as const;
export type Title = (typeof TITLES)[number];

export const GENDERS = ['Male', 'Female'] as const;
export type Gender = (typeof GENDERS)[number];

export const BUSINESS_TYPES = [
  'Champagne House',
  'Chef',
  'Food Tours',
  'Hotel',
  'Luxury B&B',
  'Restaurant',
  'Wine Bar',
  'Wine Maker',
  'Winery',
  'Wine Tours',
  'Other Accommodation Provider',
  'Other Wine Professional',
] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];

export const REFERRAL_SOURCES = [
  { value: 1, label: 'Search Engine' },
  { value: 2, label: 'Referral' },
  { value: 3, label: 'An Event' },
  { value: 4, label: 'Social Media' },
  { value: 5, label: 'Editorial' },
] as const;
export type ReferralSource = (typeof REFERRAL_SOURCES)[number];
export type ReferralSourceValue = ReferralSource['value'];
export type ReferralSourceLabel = ReferralSource['label'];

export const JOURNAL_CATEGORIES = ['Gastronauts', 'Wine Tastings', 'Oeno-files', 'Travel', 'Oeno-Pedia'] as const;
export type JournalCategory = (typeof JOURNAL_CATEGORIES)[number];
