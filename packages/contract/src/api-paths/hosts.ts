import type { CatalogKind } from '../catalog-rules.ts';

// The host's API paths: the profile, the dashboard, events and experiences, wine lists and their reference data.
export const hostDashboard = '/api/auth/business-profile/dashboard';
/** Ours: the host's choice of mail about their bookings (the daily digest). */
export const hostNotifications = '/api/auth/business-profile/notifications';
/** Ours: the host editor's town search in the offline gazetteer (`?q=reims`). */
export const places = '/api/places';
export const businessProfile = {
  page: '/api/auth/business-profile-page',
  update: '/api/auth/business-profile-update',
  picture: '/api/auth/business-profile-picture',
} as const;
export const host = {
  event: {
    listing: '/api/auth/business-profile/my-events-listing',
    details: '/api/auth/business-profile/event-details/:id/',
    update: '/api/auth/business-profile/event-details-update/:id/',
    image: '/api/auth/business-profile/event-image-update/:id/',
    create: '/api/auth/business-profile/create-event',
  },
  experience: {
    listing: '/api/auth/business-profile/my-experiences-listing',
    details: '/api/auth/business-profile/experience-details/:id/',
    update: '/api/auth/business-profile/experience-details-update/:id/',
    image: '/api/auth/business-profile/experience-image-update/:id/',
    create: '/api/auth/business-profile/create-experience',
  },
} as const;
/** Ours (issue 29): an experience's weekly schedule, and its slots by month (`?month=2027-07`), one slot's places or closing. */
export const experienceSlots = {
  schedule: '/api/auth/business-profile/experience-schedule/:id',
  slots: '/api/auth/business-profile/experience-slots/:id',
  slot: '/api/auth/business-profile/experience-slots/:id/:slotId',
} as const;
/** Ours (issue 32): the guest list of an item or of one slot, and its check-ins at the door (one scan or a queued batch). */
export const door = {
  guestList: '/api/auth/business-profile/guest-list/:id',
  checkIn: '/api/auth/business-profile/check-in/:id',
} as const;
/**
 * Ours (issue 32): the four-step create. GET answers what a new draft starts from (the business profile, the host's
 * last item); POST creates a draft with many fields in one transaction, refusing a past date or a sales window that
 * runs past the start.
 */
export const itemDrafts = {
  event: '/api/auth/business-profile/event-draft',
  experience: '/api/auth/business-profile/experience-draft',
} as const satisfies Record<CatalogKind, string>;
/** Ours (issue 32): the host writes to the guests of an item or slot (POST), and reads the log of what was sent (GET). */
export const guestMessages = '/api/auth/business-profile/guest-messages/:id';
/** The host's wine lists (spec part 2 §7); `wine-list-details-updat-an-save` is the spec's spelling. */
export const wineLists = {
  create: '/api/auth/business-profile/create-wine-list',
  listing: '/api/auth/business-profile/my-winelist-listing',
  details: '/api/auth/business-profile/wine-list-details/:id',
  update: '/api/auth/business-profile/wine-list-details-update/:id/',
  saveWine: '/api/auth/business-profile/wine-list-details-updat-an-save/:id/',
  status: '/api/auth/business-profile/update-wine-list-status',
} as const;
/** Reference data for the wine profile; a filter follows as a path suffix (`/COUNTRY=FR`) or a query string. */
export const wineReference = {
  regionDetails: '/api/auth/business-profile/wine-region-details',
  regionReferenceData: '/api/auth/business-profile/wine-region-reference-data',
  wineReferenceData: '/api/auth/business-profile/wine-reference-data',
  foodPairingsReferenceData: '/api/auth/business-profile/food-pairings-reference-data',
} as const;

/** The host's paths for one kind: events and experiences differ only in their names. */
export const hostPaths = (kind: CatalogKind) => host[kind];

/** Ours (decision 0030): the host's bank account for payouts (account holder, IBAN, BIC). */
export const hostBankDetails = '/api/auth/business-profile/bank-details';
/** Ours (decision 0030): the host's monthly statement as CSV (`?month=2026-11&currency=EUR`). */
export const hostStatement = '/api/auth/business-profile/statement';
/** Ours (decision 0030, "Stripe Connect"): the host's Stripe Express account (POST starts onboarding, GET its status). */
export const hostStripeConnect = '/api/auth/business-profile/stripe-connect';
