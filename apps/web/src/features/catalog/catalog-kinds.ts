import { paths } from '@trg/contract/paths';
import type { CatalogKind } from '@trg/contract/catalog-rules';

/** What differs between events and experiences on the pages: words and page paths (API paths: `hostPaths`, `publicCatalogPaths`). */
export const KINDS = {
  event: {
    kind: 'event',
    noun: 'event',
    Noun: 'Event',
    plural: 'events',
    Plural: 'Events',
    productGroup: 'Events',
    titleField: 'eventTitle',
    typeField: 'eventType',
    listingPath: paths.events,
    detailPath: paths.event,
    createPath: paths.createEvent,
    createStepsPath: paths.createEventSteps,
    hostListPath: paths.hostEvents,
    managePath: paths.hostEvent,
    previewPath: paths.hostEventPreview,
    guestsPath: paths.hostEventGuests,
    checkInPath: paths.hostEventCheckIn,
    bookingsPath: paths.myEvents,
    bookingPath: paths.myEvent,
    bookingsTitle: 'Event Bookings',
  },
  experience: {
    kind: 'experience',
    noun: 'experience',
    Noun: 'Experience',
    plural: 'experiences',
    Plural: 'Experiences',
    productGroup: 'Experiences',
    titleField: 'experienceTitle',
    typeField: 'experienceType',
    listingPath: paths.experiences,
    detailPath: paths.experience,
    createPath: paths.createExperience,
    createStepsPath: paths.createExperienceSteps,
    hostListPath: paths.hostExperiences,
    managePath: paths.hostExperience,
    previewPath: paths.hostExperiencePreview,
    guestsPath: paths.hostExperienceGuests,
    checkInPath: paths.hostExperienceCheckIn,
    bookingsPath: paths.myExperiences,
    bookingPath: paths.myExperience,
    bookingsTitle: 'Experience Bookings',
  },
} as const satisfies Record<CatalogKind, unknown>;

/** Experiences carry experienceTitle and experienceType beside eventTitle; events only the event names. */
export const titleOf = (item: { eventTitle: string; experienceTitle?: string }) => item.experienceTitle ?? item.eventTitle;
export const typeOf = (item: { eventType?: string | null; experienceType?: string | null }) =>
  item.experienceType ?? item.eventType ?? null;
