import type { CatalogKind } from './catalog-rules.ts';

/**
 * Every API path, written once: the server registers these templates (`:id` as Fastify reads it), and the
 * web, the server's tests and the end-to-end support fill them with `apiPath`. The spellings are the
 * spec's (part 1 §7, part 2 §7), trailing slashes included where its clients send them; the server
 * accepts every path with and without one.
 */
export const API_PATHS = {
  health: '/api/health',
  csrf: '/api/csrf',
  docs: '/api/docs',

  register: '/api/register-user-create/',
  login: '/api/login-user/',
  user: '/api/auth/user',
  logout: '/api/auth/logout',
  /** Ours (issue 13): a reset link by email, and the new password with its token. */
  passwordResetRequest: '/api/password-reset-request/',
  passwordResetConfirm: '/api/password-reset-confirm/',
  /** Ours (issue 13): the figures of the dashboards' home pages. */
  memberDashboard: '/api/auth/member-profile/dashboard',
  hostDashboard: '/api/auth/business-profile/dashboard',

  requestInfo: '/api/requestinfo-create/',
  signUp: '/api/signup-create/',
  pageView: '/api/pageview',
  champagneNews: '/api/news/champagne',
  /** Ours: the host editor's town search in the offline gazetteer (`?q=reims`). */
  places: '/api/places',

  memberProfile: {
    page: '/api/auth/member-profile-page',
    update: '/api/auth/member-profile-update',
    picture: '/api/auth/member-profile-picture',
  },
  businessProfile: {
    page: '/api/auth/business-profile-page',
    update: '/api/auth/business-profile-update',
    picture: '/api/auth/business-profile-picture',
  },

  catalog: {
    event: {
      listing: '/api/events',
      item: '/api/events/:id',
    },
    experience: {
      listing: '/api/experiences',
      item: '/api/experiences/:id',
    },
  },
  host: {
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
  },
  bookings: {
    mine: '/api/auth/member-profile/my-events-and-experiences',
    one: '/api/auth/member-profile/my-booking/:id',
  },
  reviews: {
    mine: '/api/auth/member-profile/get-event-review/:id',
    create: '/api/auth/business-profile/create-event-and-experience-review/:id/',
  },
  /** The host's wine lists (spec part 2 §7); `wine-list-details-updat-an-save` is the spec's spelling. */
  wineLists: {
    create: '/api/auth/business-profile/create-wine-list',
    listing: '/api/auth/business-profile/my-winelist-listing',
    details: '/api/auth/business-profile/wine-list-details/:id',
    update: '/api/auth/business-profile/wine-list-details-update/:id/',
    saveWine: '/api/auth/business-profile/wine-list-details-updat-an-save/:id/',
    status: '/api/auth/business-profile/update-wine-list-status',
  },

  /** Reference data for the wine profile; a filter follows as a path suffix (`/COUNTRY=FR`) or a query string. */
  wineReference: {
    regionDetails: '/api/auth/business-profile/wine-region-details',
    regionReferenceData: '/api/auth/business-profile/wine-region-reference-data',
    wineReferenceData: '/api/auth/business-profile/wine-reference-data',
    foodPairingsReferenceData: '/api/auth/business-profile/food-pairings-reference-data',
  },

  /**
   * The wine profile (spec part 2 §2, §4, §7): outside /api/auth, so each route declares who may call it. The
   * profile calls take `?wine-list={id}&wine={id}`; `{id}` below is the wine.
   */
  wineProfile: {
    retrieve: '/api/wine-profile/retrieve-wine-details/search',
    update: '/api/wine-profile/wine-details-update-with-image/search',
    createReview: '/api/wine-profile/create-wine-review/:id',
    myReviews: '/api/wine-profile/get-wine-reviews/',
    addToCellar: '/api/wine-profile/add-wine-to-cellar/:id',
  },
  /** The member's cellar (spec part 2 §7 for `get-wines-from-cellar`; the rest are ours, see cellar.ts). */
  cellar: {
    list: '/api/auth/member-profile/get-wines-from-cellar',
    add: '/api/auth/member-profile/cellar-add',
    update: '/api/auth/member-profile/cellar-update/:id',
    remove: '/api/auth/member-profile/cellar-remove/:id',
    import: '/api/auth/member-profile/cellar-import',
    export: '/api/auth/member-profile/cellar-export',
  },

  cart: {
    myOrders: '/api/cart/my-orders',
    summary: '/api/cart/get-cart-summary',
    update: '/api/cart/update-item-to-cart',
    createPaymentIntent: '/api/cart/create-payment-intent',
    completeOrder: '/api/cart/complete-order',
    paymentConfig: '/api/cart/payment-config',
  },
  payments: {
    testProviderConfirm: '/api/payments/test-provider/confirm',
    stripeWebhook: '/api/payments/stripe/webhook',
  },
} as const satisfies Record<string, unknown>;

/** The host's paths for one kind: events and experiences differ only in their names. */
export const hostPaths = (kind: CatalogKind) => API_PATHS.host[kind];
export const publicCatalogPaths = (kind: CatalogKind) => API_PATHS.catalog[kind];

/** The `:name` parameters of a path template, as a union of their names. */
export type PathParams<Template extends string> = Template extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : Template extends `${string}:${infer Name}`
    ? Name
    : never;

type ParamArgs<Template extends string> = [PathParams<Template>] extends [never]
  ? [params?: undefined, query?: Record<string, string | number | boolean | undefined>]
  : [params: Record<PathParams<Template>, string | number>, query?: Record<string, string | number | boolean | undefined>];

/**
 * A path with its parameters filled in (and encoded), plus an optional query string whose undefined
 * values are left out: `apiPath(API_PATHS.catalog.event.item, { id: 7 })` is `/api/events/7`.
 */
export function apiPath<Template extends string>(template: Template, ...[params, query]: ParamArgs<Template>): string {
  const values: Record<string, string | number> = params ?? {};
  const filled = template.replace(/:([A-Za-z]\w*)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`apiPath: ${template} needs :${name}`);
    return encodeURIComponent(String(value));
  });
  if (!query) return filled;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, String(value));
  const text = search.toString();
  return text === '' ? filled : `${filled}?${text}`;
}
