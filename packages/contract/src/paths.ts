/**
 * Every page's path (case-sensitive, as the spec says); the web router and the server share them. Which pages there
 * are, and how each is served, is the page manifest's (`pages.ts`). A function of an id or slug also takes `':id'`
 * or `':slug'`, for a route pattern.
 */
export const paths = {
  home: '/',
  journal: '/Journal',
  journalPost: (slug: string) => `/Journal/${slug}`,
  privacyPolicy: '/PrivacyPolicy',
  register: '/Register',
  login: '/login',
  /** Ours: ask for a reset link, then choose a new password from it (`?token=`). */
  forgotPassword: '/ForgotPassword',
  resetPassword: '/ResetPassword',
  cart: '/Cart',
  /** Ours (issue 33): buy a gift card, and check a card's balance. */
  giftCards: '/GiftCards',
  checkout: '/Checkout',
  /** Ours: where an order's payment stands (`?order=<id>`): a bank's redirect returns here, a direct debit waits here. */
  checkoutPayment: '/Checkout/payment',
  events: '/Events',
  event: (slug: string) => `/Events/${slug}`,
  experiences: '/Experiences',
  experience: (slug: string) => `/Experiences/${slug}`,
  dashboard: '/Mydashboard',
  myProfile: '/Mydashboard/MyProfile',
  myEvents: '/Mydashboard/MyEvents',
  myEvent: (slug: string) => `/Mydashboard/MyEvents/${slug}`,
  myExperiences: '/Mydashboard/MyExperiences',
  myExperience: (slug: string) => `/Mydashboard/MyExperiences/${slug}`,
  /** Ours, beyond the spec: the member's cellar. */
  myCellar: '/Mydashboard/MyCellar',
  businessProfile: '/Mydashboard/business-profile',
  createEvent: '/Mydashboard/create-event',
  createExperience: '/Mydashboard/create-experiences',
  /** Ours (issue 32): create in four steps, prefilled and previewed; the pages above create from a title alone. */
  createEventSteps: '/Mydashboard/create-event/steps',
  createExperienceSteps: '/Mydashboard/create-experiences/steps',
  createWineList: '/Mydashboard/create-wine-list',
  hostEvents: '/Mydashboard/events',
  hostEvent: (id: number | string) => `/Mydashboard/events/${id}`,
  /** Ours: the public page of a host's item as it would look, before publishing. */
  hostEventPreview: (id: number | string) => `/Mydashboard/events/${id}/preview`,
  /** Ours: an item's guest list, and its check-in at the door (a slot's: `?slot=<id>`). */
  hostEventGuests: (id: number | string) => `/Mydashboard/events/${id}/guests`,
  hostEventCheckIn: (id: number | string) => `/Mydashboard/events/${id}/check-in`,
  hostExperiences: '/Mydashboard/experiences',
  hostExperience: (id: number | string) => `/Mydashboard/experiences/${id}`,
  hostExperiencePreview: (id: number | string) => `/Mydashboard/experiences/${id}/preview`,
  hostExperienceGuests: (id: number | string) => `/Mydashboard/experiences/${id}/guests`,
  hostExperienceCheckIn: (id: number | string) => `/Mydashboard/experiences/${id}/check-in`,
  hostWineLists: '/Mydashboard/wine-lists',
  hostWineList: (id: number | string) => `/Mydashboard/wine-lists/${id}`,
  /** Ours (decision 0030): the host's bank details and monthly statements; the printable statement (`?month&currency`). */
  hostPayouts: '/Mydashboard/payouts',
  hostStatement: '/Mydashboard/payouts/statement',
  /** Ours (decision 0033): the host's reviews, to answer them. */
  hostReviews: '/Mydashboard/reviews',
  wineProfile: '/wine-profile',
  wineProfileFor: (slug: string) => `/wine-profile/${slug}`,
  offline: '/offline',
  /** Ours: the operator's console, for the staff group (its pages: `operator-paths.ts`). */
  operator: '/operator',
} as const;

/** The query parameter of the payment page naming the member's order. */
export const ORDER_PARAM = 'order';

/** The payment page of one order (the return URL of a redirect method). */
export const orderPaymentPath = (orderId: number) => `${paths.checkoutPayment}?${ORDER_PARAM}=${orderId}`;

/** The older desktop dashboard paths, which lead to their current pages. */
/** The query parameter of an experience's page that names one of its slots, shown as chosen. */
export const SLOT_PARAM = 'slot';

/** An experience sold by the slot, with one of its slots shown as chosen (the waiting list's links). */
export const experienceSlotPath = (slug: string, slot: number) => `${paths.experience(slug)}?${SLOT_PARAM}=${slot}`;

export const LEGACY_DASHBOARD_REDIRECTS: Readonly<Record<string, string>> = {
  '/Mydashboard/BusinessProfile': paths.businessProfile,
  '/Mydashboard/CreateEvent': paths.createExperience,
  '/Mydashboard/PastEvents': paths.hostEvents,
  '/Mydashboard/PastExperiences': paths.hostExperiences,
};

/**
 * The `next` of /login?next=..., when it is a path on this site (one leading slash, no scheme, host or
 * backslash trick); else null, so that a link cannot send someone elsewhere after they sign in.
 */
export function safeNextPath(next: string | null | undefined): string | null {
  // Browsers read '//host', '/\host' and control characters as ways to another host.
  if (!next || !next.startsWith('/') || next.startsWith('//') || /[\p{Cc}\\]/u.test(next)) return null;
  try {
    const url = new URL(next, 'https://same.invalid');
    return url.origin === 'https://same.invalid' ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}
