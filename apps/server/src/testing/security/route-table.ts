import { WEEKEND_SCHEDULE, type Actor, type World } from '../security-world.ts';
import { eq } from 'drizzle-orm';
import { cartClient } from '../cart.ts';
import { createProfessional } from '../factories.ts';
import { createHostedWine } from '../cellar-fixtures.ts';
import { users } from '../../modules/accounts/schema.ts';
import { randomBytes } from 'node:crypto';
import { giftCards } from '../../modules/gift-cards/schema.ts';
import { hashGiftCardCode } from '../../modules/gift-cards/service.ts';
import { itemReviews, reviewReports } from '../../modules/reviews/schema.ts';
import { wineReviewReports, wineReviews } from '../../modules/wine-profiles/schema.ts';

/**
 * Who may call each route of the app, and how to make a valid request to it: the table the security suite
 * (authorization-matrix.test.ts, bad-payloads.test.ts) checks the real app against. Every route the app
 * registers needs an entry (the suite names the ones missing), and every entry a route (it names the ones
 * gone). How to add one: docs/capabilities/security.md.
 */

/** What one caller gets: let through (any answer but 401, 403 or a 5xx), or refused with this status. */
export type Verdict = 'allowed' | 401 | 403 | 404;
export type Access = Readonly<Record<Actor, Verdict>>;

/** A valid request to the route, made of resources that the entry's principal owns. */
export interface ExampleRequest {
  /** The route's `:name` parameters. */
  params?: Record<string, string | number>;
  /** The query string. */
  query?: Record<string, string>;
  /** A valid JSON body. */
  body?: unknown;
  /** A multipart upload of a small PNG in this file field, instead of a JSON body. */
  upload?: string;
}

export interface RouteEntry {
  /** The verdict for each of the five callers. */
  access: Access;
  /**
   * Whose resources fill the request, who is expected to succeed with it (a 2xx or a 304), and as whom the
   * bad payloads are sent (so that they reach validation).
   */
  principal: Actor;
  /** The valid request; resources are made fresh for each route (see security-world.ts). */
  example?: (world: World) => Promise<ExampleRequest> | ExampleRequest;
  /** What the principal gets with the example when that is not a 2xx (a redirect, say). */
  succeeds?: number;
}

/** A payment of the owning member sent to the test bank by the redirect method: its client secret. */
async function waitingForBank(world: World): Promise<string> {
  const { clientSecret } = await world.paymentIntent();
  await world.app.inject({
    method: 'POST',
    url: '/api/payments/test-provider/redirect',
    headers: world.headers.member,
    payload: { clientSecret, returnPath: '/Checkout/payment' },
  });
  return clientSecret;
}

/** A paid, delivered gift card bought by the owning member, and its code. */
async function activeGiftCard(world: World): Promise<{ id: number; code: string }> {
  const code = `K7QM2XD9${randomBytes(4)
    .toString('hex')
    .toUpperCase()
    .replace(/[^0-9A-F]/g, '0')}`;
  const now = new Date();
  const [card] = await world.db
    .insert(giftCards)
    .values({
      buyerUserId: world.member.user.id,
      buyerEmail: 'member@example.com',
      senderName: 'Ada',
      recipientName: 'Rosa Field',
      recipientEmail: 'rosa.field@example.com',
      amountMinor: 5000,
      currency: 'EUR',
      status: 'active',
      deliverOn: now.toISOString().slice(0, 10),
      paidAt: now,
      expiresAt: new Date(now.getTime() + 700 * 86_400_000),
      codeHash: hashGiftCardCode(code),
      codeLast4: code.slice(-4),
      deliveredAt: now,
    })
    .returning({ id: giftCards.id });
  if (!card) throw new Error('gift card insert returned nothing');
  return { id: card.id, code };
}

/** A review the owning member wrote of an item of the owning host they attended: its id. */
async function writtenReview(world: World, reported = false): Promise<number> {
  const item = await world.attendedItem('event');
  const [review] = await world.db
    .insert(itemReviews)
    .values({ itemId: item.id, userId: world.member.user.id, rating: 4, comment: 'A very good evening.' })
    .returning({ id: itemReviews.id });
  if (!review) throw new Error('no review written');
  if (reported) {
    const reporter = await createProfessional(world.db);
    await world.db.insert(reviewReports).values({ reviewId: review.id, reporterId: reporter.user.id, reason: 'Not about the event.' });
  }
  return review.id;
}

/**
 * The owning member's review of the owning host's wine (they are its guest), shown and unanswered again whenever it is
 * asked for (one review each): its id.
 */
async function writtenWineReview(world: World, reported = false): Promise<number> {
  const wine = await world.hostedWine();
  const [review] = await world.db
    .insert(wineReviews)
    .values({ wineId: wine.wineId, userId: world.member.user.id, rating: 4, comment: 'Lovely mousse.' })
    .onConflictDoUpdate({
      target: [wineReviews.wineId, wineReviews.userId],
      set: { answer: null, answeredAt: null, hiddenAt: null, hiddenReason: null },
    })
    .returning({ id: wineReviews.id });
  if (!review) throw new Error('no wine review written');
  if (reported) {
    const reporter = await createProfessional(world.db);
    await world.db.insert(wineReviewReports).values({ reviewId: review.id, reporterId: reporter.user.id, reason: 'Not about the wine.' });
  }
  return review.id;
}

const A = 'allowed';
type Example = RouteEntry['example'];

/** Anyone, signed in or not. */
const anyone = (example?: Example): RouteEntry => ({
  access: { anonymous: A, member: A, otherMember: A, host: A, otherHost: A, staff: A },
  principal: 'anonymous',
  example,
});
/** Any account, member or host; anonymous callers get 401. */
const signedIn = (example?: Example): RouteEntry => ({
  access: { anonymous: 401, member: A, otherMember: A, host: A, otherHost: A, staff: A },
  principal: 'member',
  example,
});
/** Any member (each sees only their own things); hosts get 403. */
const members = (example?: Example): RouteEntry => ({
  access: { anonymous: 401, member: A, otherMember: A, host: 403, otherHost: 403, staff: 403 },
  principal: 'member',
  example,
});
/** Any professional (host); members get 403. */
const hosts = (example?: Example): RouteEntry => ({
  access: { anonymous: 401, member: 403, otherMember: 403, host: A, otherHost: A, staff: 403 },
  principal: 'host',
  example,
});
/** Only the member who owns the resource in the request; another member gets `others`, hosts 403. */
const owningMember = (others: 403 | 404, example: Example): RouteEntry => ({
  access: { anonymous: 401, member: A, otherMember: others, host: 403, otherHost: 403, staff: 403 },
  principal: 'member',
  example,
});
/** Only the host who owns the resource in the request; another host gets `others`, members 403. */
const owningHost = (others: 403 | 404, example: Example): RouteEntry => ({
  access: { anonymous: 401, member: 403, otherMember: 403, host: A, otherHost: others, staff: 403 },
  principal: 'host',
  example,
});

/** The operator's console: the staff group only; visitors 401, members and hosts 403. */
const staffOnly = (example?: Example, succeeds?: number): RouteEntry => ({
  access: { anonymous: 401, member: 403, otherMember: 403, host: 403, otherHost: 403, staff: A },
  principal: 'staff',
  example,
  ...(succeeds ? { succeeds } : {}),
});

/** The owning member's order, paid with the test card and completed: its id. */
const completedOrder = async (world: World) => {
  const orderId = await world.paidOrder();
  const done = await cartClient(world.app).complete(world.member.headers, orderId);
  if (done.statusCode !== 200) throw new Error(`complete-order answered ${done.statusCode}`);
  return orderId;
};

/** The spec's registration form, for a username nobody has. */
const registration = (world: World) => {
  const name = world.unique('taster');
  return {
    username: name,
    email: `${name}@example.com`,
    password: 'Barrel-Aged-Riesling',
    password2: 'Barrel-Aged-Riesling',
    first_name: 'Clémence',
    last_name: "O'Hara-Duval",
    registrationType: 'mbr',
  };
};
const signUp = {
  firstName: 'Margaux',
  lastName: 'Durand',
  email: 'margaux@example.com',
  phone: '+33 6 12 34 56 78',
  countrySelect: 'FR',
  city: 'Reims',
  howDidYouHear: '4',
  ageCertification: true,
};

/** The four wine reference lists: any signed-in user, the filter in the query string or as a path suffix. */
function referenceData(path: string, filter: string): Record<string, RouteEntry> {
  const [key = '', value = ''] = filter.split('=');
  return {
    [`GET ${path}`]: signedIn(() => ({ query: { [key]: value } })),
    [`GET ${path}/:filter`]: signedIn(() => ({ params: { filter } })),
  };
}

/** The host's routes of one kind of catalog item; another host's item is a 404. */
function hostCatalog(kind: 'event' | 'experience'): Record<string, RouteEntry> {
  const base = '/api/auth/business-profile';
  const title = kind === 'event' ? 'eventTitle' : 'experienceTitle';
  const item = async (world: World) => ({ params: { id: (await world.item(kind)).id } });
  return {
    [`GET ${base}/my-${kind}s-listing`]: hosts(),
    [`GET ${base}/${kind}-details/:id/`]: owningHost(404, item),
    [`POST ${base}/${kind}-details-update/:id/`]: owningHost(404, async (world) => ({
      ...(await item(world)),
      body: { summary: 'A new summary' },
    })),
    [`POST ${base}/${kind}-image-update/:id/`]: owningHost(404, async (world) => ({
      ...(await item(world)),
      upload: 'mainExperienceImage',
    })),
    [`POST ${base}/create-${kind}`]: hosts(() => ({ body: { [title]: 'Harvest Supper', olineExperience: false } })),
    // The four-step create (ours): what a draft starts from, and a draft made with many fields at once.
    [`GET ${base}/${kind}-draft`]: hosts(),
    [`POST ${base}/${kind}-draft`]: hosts(() => ({
      body: { [title]: 'Harvest Supper', olineExperience: false, date: '2031-06-14', time: '19:00', timeZone: 'Europe/Paris', price: '45' },
    })),
  };
}

/** The public listing and detail of one kind. */
function publicCatalog(kind: 'event' | 'experience'): Record<string, RouteEntry> {
  return {
    [`GET /api/${kind}s`]: anyone(() => ({ query: { page: '1', pageSize: '12', online: 'false', country: 'GB' } })),
    [`GET /api/${kind}s/:id`]: anyone(async (world) => ({ params: { id: (await world.item(kind)).id } })),
  };
}

export const ROUTE_TABLE: Readonly<Record<string, RouteEntry>> = {
  // The server-rendered pages and the API's documentation.
  'GET /': anyone(),
  'GET /Journal': anyone(),
  'GET /Journal/:slug': anyone(() => ({ params: { slug: 'the-chalk-cellars-of-reims' } })),
  'GET /PrivacyPolicy': anyone(),
  'GET /Events': anyone(),
  'GET /Experiences': anyone(),
  'GET /Events/:slug': anyone(() => ({ params: { slug: 'a-cellar-tour-1' } })),
  'GET /Experiences/:slug': anyone(() => ({ params: { slug: 'a-cellar-tour-1' } })),
  'GET /login': anyone(),
  'GET /Register': anyone(),
  'GET /sitemap.xml': anyone(),
  'GET /sitemap-:page.xml': anyone(() => ({ params: { page: 1 } })),
  'GET /robots.txt': anyone(),
  'GET /api/docs': anyone(),
  'GET /api/docs/json': anyone(),
  'GET /api/docs/yaml': anyone(),
  // Swagger UI sends its page from /api/docs.
  'GET /api/docs/static/index.html': { ...anyone(), succeeds: 302 },
  'GET /api/docs/static/swagger-initializer.js': anyone(),

  // Platform and public site.
  'GET /api/health': anyone(),
  // Open in tests; METRICS_TOKEN guards it, and production without one turns it off (metrics.test.ts).
  'GET /metrics': anyone(),
  'GET /api/csrf': anyone(),
  'GET /media/:key/:file': anyone(async (world) => ({ params: { key: await world.image(), file: '320.webp' } })),
  'GET /api/news/champagne': anyone(),
  'POST /api/requestinfo-create/': anyone(() => ({ body: { ...signUp, requestContent: 'A long weekend in Champagne for six, in June.' } })),
  'POST /api/signup-create/': anyone(() => ({ body: signUp })),
  'POST /api/pageview': anyone(() => ({ body: { path: '/journal', referrer: 'https://www.example.org/' } })),

  // Accounts.
  'POST /api/register-user-create/': anyone((world) => ({ body: registration(world) })),
  'POST /api/login-user/': anyone((world) => ({ body: { username: world.member.user.username, password: world.member.password } })),
  'GET /api/auth/user': signedIn(),
  'POST /api/password-reset-request/': anyone(() => ({ body: { usernameOrEmail: 'nobody-here@example.com' } })),
  'POST /api/password-reset-confirm/': anyone(async (world) => ({
    body: { token: await world.resetToken(), password: 'Second-Pressing-Chenin', password2: 'Second-Pressing-Chenin' },
  })),
  // The dashboards' home pages: each account its own figures.
  'GET /api/auth/member-profile/dashboard': members(),
  'GET /api/auth/business-profile/dashboard': hosts(),
  // The host's mail choices (the daily digest): each host their own.
  'GET /api/auth/business-profile/notifications': hosts(),
  'PUT /api/auth/business-profile/notifications': hosts(() => ({ body: { dailyDigest: false } })),
  // The hosts' town search (an offline gazetteer).
  'GET /api/places': hosts(() => ({ query: { q: 'reims' } })),
  'POST /api/auth/logout': signedIn(),

  // Profiles: each account its own.
  'GET /api/auth/member-profile-page': members(),
  'POST /api/auth/member-profile-update': members(() => ({ body: { 'member.city': 'Reims', 'member.title': 'Ms' } })),
  'POST /api/auth/member-profile-picture': members(() => ({ upload: 'profilePicture' })),
  'GET /api/auth/business-profile-page': hosts(),
  'GET /api/auth/business-profile/bank-details': hosts(),
  // Stripe Connect (ours): with the test provider both answer 409 (not configured).
  'GET /api/auth/business-profile/stripe-connect': { ...hosts(), succeeds: 409 },
  'POST /api/auth/business-profile/stripe-connect': { ...hosts(), succeeds: 409 },
  'GET /api/auth/business-profile/statement': hosts(() => ({ query: { month: '2026-11', currency: 'EUR' } })),
  'POST /api/auth/business-profile/bank-details': hosts(() => ({
    body: { accountHolder: 'Domaine Test', iban: 'DE89 3704 0044 0532 0130 00', bic: 'COBADEFFXXX' },
  })),
  'POST /api/auth/business-profile-update': hosts(() => ({
    body: { 'professional.businessName': 'Domaine Test', 'professional.city': 'Épernay' },
  })),
  'POST /api/auth/business-profile-picture': hosts(() => ({ upload: 'profilePicture' })),

  // Events and experiences.
  ...hostCatalog('event'),
  ...hostCatalog('experience'),
  ...publicCatalog('event'),
  ...publicCatalog('experience'),

  // The host writes to an item's guests (ours): the log and the send; another host's item is refused with 403.
  'GET /api/auth/business-profile/guest-messages/:id': owningHost(403, async (world) => ({ params: { id: (await world.item()).id } })),
  'POST /api/auth/business-profile/guest-messages/:id': owningHost(403, async (world) => ({
    params: { id: (await world.item()).id },
    body: { subject: 'Parking on the night', text: 'Park in the courtyard; the gate opens at 18:30.' },
  })),

  // Experiences sold by the slot (ours): the host's schedule and slots, the public calendar.
  'GET /api/auth/business-profile/experience-schedule/:id': owningHost(404, async (world) => ({
    params: { id: (await world.item('experience')).id },
  })),
  'POST /api/auth/business-profile/experience-schedule/:id': owningHost(404, async (world) => ({
    params: { id: (await world.item('experience')).id },
    body: WEEKEND_SCHEDULE,
  })),
  'GET /api/auth/business-profile/experience-slots/:id': owningHost(404, async (world) => ({
    params: { id: (await world.slottedExperience()).id },
    query: { month: '2031-05' },
  })),
  'POST /api/auth/business-profile/experience-slots/:id/:slotId': owningHost(404, async (world) => {
    const { id, slotId } = await world.slottedExperience();
    return { params: { id, slotId }, body: { places: 12 } };
  }),
  'GET /api/experiences/:id/slots': anyone(async (world) => ({ params: { id: (await world.slottedExperience()).id } })),

  // The host's day (ours): an item's guest list and its check-ins at the door; another host's item is a 403.
  'GET /api/auth/business-profile/guest-list/:id': owningHost(403, async (world) => ({ params: { id: (await world.bookedItem()).id } })),
  'POST /api/auth/business-profile/check-in/:id': owningHost(403, async (world) => ({
    params: { id: (await world.bookedItem()).id },
    body: { checkIns: [{ code: 'K7QM-4XPD-2RTA', clientTime: new Date().toISOString(), deviceId: 'door-phone-1' }] },
  })),

  // The member's bookings and reviews of events and experiences.
  'GET /api/auth/member-profile/my-events-and-experiences': members(),
  'GET /api/auth/member-profile/my-booking/:id': owningMember(404, async (world) => ({ params: { id: (await world.bookedItem()).id } })),
  'POST /api/auth/member-profile/ticket-transfer/:code': owningMember(404, async (world) => ({
    params: { code: await world.bookedTicket() },
    body: { name: 'Rosa Field', email: 'rosa.field@example.com' },
  })),
  // Issue 33: the buyer cancels their booking (the factory's order has no total: nothing to refund).
  'POST /api/auth/member-profile/booking-cancel/:id': owningMember(404, async (world) => {
    const booked = await world.bookedReference();
    return { params: { id: booked.id }, body: { bookingReference: booked.reference, refund: '0.00' } };
  }),
  // Gift cards (issue 33): anyone signed in buys one; its purchase is its buyer's; a balance is asked by code.
  'POST /api/gift-cards/buy': signedIn(() => ({
    body: {
      amount: '50',
      currency: 'EUR',
      recipientName: 'Rosa Field',
      recipientEmail: 'rosa.field@example.com',
      senderName: 'Ada',
      message: 'Happy birthday!',
      deliverOn: new Date().toISOString().slice(0, 10),
    },
  })),
  'POST /api/gift-cards/complete/:id': {
    access: { anonymous: 401, member: A, otherMember: 404, host: 404, otherHost: 404, staff: 404 },
    principal: 'member',
    example: async (world) => ({ params: { id: (await activeGiftCard(world)).id } }),
  },
  'POST /api/gift-cards/balance': signedIn(async (world) => ({ body: { code: (await activeGiftCard(world)).code } })),
  // Waiting lists of sold-out items and slots.
  'GET /api/auth/member-profile/waiting-list/:id': members(async (world) => ({ params: { id: (await world.soldOutItem()).id } })),
  'POST /api/auth/member-profile/waiting-list-join/:id': members(async (world) => ({
    params: { id: (await world.soldOutItem()).id },
    body: {},
  })),
  'POST /api/auth/member-profile/waiting-list-leave/:id': members(async (world) => ({
    params: { id: (await world.soldOutItem()).id },
    body: {},
  })),
  'GET /api/auth/member-profile/get-event-review/:id': members(async (world) => ({ params: { id: (await world.bookedItem()).id } })),
  'POST /api/auth/business-profile/create-event-and-experience-review/:id/': owningMember(403, async (world) => ({
    params: { id: (await world.attendedItem('experience')).id },
    body: { product: 'experience', rating: 4, comment: 'A very good evening.' },
  })),
  // Ours (issue 31): the reviews people read, the host's one answer, and reports.
  'GET /api/reviews/items/:id': anyone(async (world) => ({ params: { id: (await world.attendedItem('event')).id }, query: { page: '1' } })),
  'POST /api/reviews/:id/answer': owningHost(403, async (world) => ({
    params: { id: await writtenReview(world) },
    body: { answer: 'Thank you for coming.' },
  })),
  // Ours (decision 0033): the host's reviews, for the dashboard.
  'GET /api/reviews/hosted': hosts(() => ({ query: { page: '1', waiting: 'true' } })),
  // Anyone signed in but the review's author.
  'POST /api/reviews/:id/report': {
    access: { anonymous: 401, member: 403, otherMember: A, host: A, otherHost: A, staff: A },
    principal: 'otherMember',
    example: async (world) => ({ params: { id: await writtenReview(world) }, body: { reason: 'Not about the event.' } }),
  },

  // Cart and payments.
  'GET /api/cart/my-orders': members(),
  'GET /api/cart/get-cart-summary': members(),
  'POST /api/cart/update-item-to-cart': members(async (world) => ({
    body: { productGroup: 'Events', productId: (await world.item()).id, action: 'add', quantity: 1 },
  })),
  'POST /api/cart/create-payment-intent': owningMember(404, async (world) => ({
    body: { OrderId: await world.cartOrder(), attendeeDetails: world.attendee },
  })),
  'POST /api/cart/complete-order': owningMember(404, async (world) => ({ body: { OrderId: await world.paidOrder() } })),
  'GET /api/cart/payment-config': anyone(),
  'POST /api/cart/payment-status': owningMember(404, async (world) => ({ body: { OrderId: await world.paidOrder() } })),
  // The client secret is the capability: whoever holds it may pay the intent with a card.
  'POST /api/payments/test-provider/confirm': signedIn(async (world) => ({
    body: { clientSecret: (await world.paymentIntent()).clientSecret, card: world.card },
  })),
  'POST /api/payments/test-provider/redirect': signedIn(async (world) => ({
    body: { clientSecret: (await world.paymentIntent()).clientSecret, returnPath: '/Checkout/payment' },
  })),
  'POST /api/payments/test-provider/debit': signedIn(async (world) => ({
    body: { clientSecret: (await world.paymentIntent()).clientSecret, iban: 'DE89 3704 0044 0532 0130 00' },
  })),
  // The test bank stands outside the shop: the client secret in its link is what lets the buyer in, as on Stripe's.
  'GET /api/payments/test-provider/bank': anyone(async (world) => ({ query: { secret: await waitingForBank(world) } })),
  'POST /api/payments/test-provider/bank': {
    ...anyone(async (world) => ({ body: { secret: await waitingForBank(world), answer: 'authorize' } })),
    succeeds: 303,
  },

  // Wine lists: the host's own; another host's list is a 404.
  'POST /api/auth/business-profile/create-wine-list': hosts(() => ({
    body: { wineListName: 'Chalk and Bubbles', wineListdescription: 'Grower Champagne.' },
  })),
  'GET /api/auth/business-profile/my-winelist-listing': hosts(),
  'GET /api/auth/business-profile/wine-list-details/:id': owningHost(404, async (world) => ({
    params: { id: (await world.wineList()).wineListId },
  })),
  'POST /api/auth/business-profile/wine-list-details-update/:id/': owningHost(404, async (world) => ({
    params: { id: (await world.wineList()).wineListId },
    body: { addWine: true, wine: 'Rosé de Saignée', producer: 'Domaine Test', country: 'FR' },
  })),
  'POST /api/auth/business-profile/wine-list-details-updat-an-save/:id/': owningHost(404, async (world) => {
    const { wineListId, wineId } = await world.wineList();
    return { params: { id: wineListId }, body: { wineId, wineDetails: { producer: 'Maison Test', region: 'Champagne' } } };
  }),
  'POST /api/auth/business-profile/update-wine-list-status': owningHost(404, async (world) => ({
    body: { action: 'add_to_event_experience', wineListId: (await world.wineList()).wineListId, eventId: (await world.item()).id },
  })),

  // Wine reference data.
  ...referenceData('/api/auth/business-profile/wine-region-details', 'COUNTRY=FR'),
  ...referenceData('/api/auth/business-profile/wine-region-reference-data', 'COUNTRY=FR'),
  ...referenceData('/api/auth/business-profile/wine-reference-data', 'COUNTRY=*'),
  ...referenceData('/api/auth/business-profile/food-pairings-reference-data', 'FOOD_TYPE=*'),

  // Wine profiles: the host who lists the wine, and members with a paid booking where it is poured.
  // Ours (issue 31): whoever may read the profile reads its reviews.
  'GET /api/wine-profile/reviews/search': {
    access: { anonymous: 403, member: A, otherMember: 403, host: A, otherHost: 403, staff: 403 },
    principal: 'member',
    example: async (world) => {
      const wine = await world.hostedWine();
      return { query: { 'wine-list': String(wine.wineListId), wine: String(wine.wineId), page: '1' } };
    },
  },
  'GET /api/wine-profile/retrieve-wine-details/search': {
    // Anonymous callers get a 403 that tells them to sign in (routes.ts), like everyone else without access.
    access: { anonymous: 403, member: A, otherMember: 403, host: A, otherHost: 403, staff: 403 },
    principal: 'member',
    example: async (world) => {
      const wine = await world.hostedWine();
      return { query: { 'wine-list': String(wine.wineListId), wine: String(wine.wineId) } };
    },
  },
  'POST /api/wine-profile/wine-details-update-with-image/search': owningHost(403, async (world) => {
    const wine = await world.hostedWine();
    return {
      query: { 'wine-list': String(wine.wineListId), wine: String(wine.wineId) },
      body: { description: 'Chalky and bright.', vintage: '2018', alcoholPercentage: '12.5' },
    };
  }),
  'POST /api/wine-profile/create-wine-review/:id': owningMember(403, async (world) => ({
    params: { id: (await world.hostedWine()).wineId },
    body: { rating: 5, comment: 'Lovely mousse.' },
  })),
  'GET /api/wine-profile/get-wine-reviews/': signedIn(),
  // Ours (decision 0033): the wine list's owner answers a wine review; anyone signed in but its author reports one.
  'POST /api/wine-profile/reviews/:id/answer': owningHost(403, async (world) => ({
    params: { id: await writtenWineReview(world) },
    body: { answer: 'Thank you for tasting it with us.' },
  })),
  'POST /api/wine-profile/reviews/:id/report': {
    access: { anonymous: 401, member: 403, otherMember: A, host: A, otherHost: A, staff: A },
    principal: 'otherMember',
    example: async (world) => ({ params: { id: await writtenWineReview(world) }, body: { reason: 'Not about the wine.' } }),
  },
  // Ours (issue 30): a wine's teaser, for anyone, of a wine poured at an item on sale.
  'GET /api/wine-profile/teaser/search': {
    access: { anonymous: A, member: A, otherMember: A, host: A, otherHost: A, staff: A },
    principal: 'member',
    example: async (world) => {
      const wine = await createHostedWine(world.app, world.db, world.host, { wine: 'Teaser Brut', producer: 'Domaine Test' });
      return { query: { 'wine-list': String(wine.wineListId), wine: String(wine.wineId) } };
    },
  },
  // Ours (issue 30): the guests' tastings, read by the wine's host and guests, recorded by its guests.
  'GET /api/wine-profile/tastings/search': {
    access: { anonymous: 401, member: A, otherMember: 403, host: A, otherHost: 403, staff: 403 },
    principal: 'member',
    example: async (world) => {
      const wine = await world.hostedWine();
      return { query: { 'wine-list': String(wine.wineListId), wine: String(wine.wineId) } };
    },
  },
  'PUT /api/wine-profile/tastings/search': owningMember(403, async (world) => {
    const wine = await world.hostedWine();
    return { query: { 'wine-list': String(wine.wineListId), wine: String(wine.wineId) }, body: { sweetness: 1, note: 'Chalky, long.' } };
  }),
  'POST /api/wine-profile/add-wine-to-cellar/:id': owningMember(403, async (world) => ({
    params: { id: (await world.hostedWine()).wineId },
    body: { quantity: 2 },
  })),

  // The member's cellar; another member's entry is a 404.
  'GET /api/auth/member-profile/get-wines-from-cellar': members(),
  'POST /api/auth/member-profile/cellar-add': members(() => ({
    body: { wine: 'Vieilles Vignes', producer: 'Domaine Test', vintage: '2015', country: 'France', region: 'Burgundy', quantity: 3 },
  })),
  'POST /api/auth/member-profile/cellar-update/:id': owningMember(404, async (world) => ({
    params: { id: await world.cellarEntry() },
    body: { quantity: 5 },
  })),
  'POST /api/auth/member-profile/cellar-remove/:id': owningMember(404, async (world) => ({ params: { id: await world.cellarEntry() } })),
  'POST /api/auth/member-profile/cellar-import': members(() => ({
    body: { csv: 'Wine,Producer,Vintage,Country,Region,Quantity\nClos Test,Domaine Test,2012,France,Alsace,2\n' },
  })),
  'GET /api/auth/member-profile/cellar-export': members(),
  'POST /api/auth/member-profile/cellar-details/:id': owningMember(404, async (world) => ({
    params: { id: await world.cellarEntry() },
    body: { location: 'Rack A', bin: '3', pricePaid: '24.50', currency: 'EUR', startToDrink: '2026' },
  })),
  'POST /api/auth/member-profile/cellar-drank/:id': owningMember(404, async (world) => ({
    params: { id: await world.cellarEntry() },
    body: { drankOn: '2026-01-02', note: 'With friends.' },
  })),
  'GET /api/auth/member-profile/cellar-settings': members(),
  'PUT /api/auth/member-profile/cellar-settings': members(() => ({ body: { windowEmail: true } })),

  // The operator's console.
  'GET /api/operator/staff': staffOnly(),
  'GET /api/operator/audit': staffOnly(() => ({ query: { q: 'voucher', page: '1' } })),
  'GET /api/operator/stats': staffOnly(() => ({ query: { from: '2026-01-01', to: '2026-01-31', currency: 'EUR' } })),
  'GET /api/operator/jobs': staffOnly(() => ({ query: { state: 'failed' } })),
  'GET /api/operator/stats/export': staffOnly(() => ({ query: { chart: 'sales-by-day', from: '2026-01-01', to: '2026-01-31' } })),
  'GET /api/operator/requests': staffOnly(() => ({ query: { q: 'champagne', status: 'new', assignee: 'none', page: '1' } })),
  'GET /api/operator/requests/:id': staffOnly(async (world) => ({ params: { id: await world.infoRequest() } })),
  'PATCH /api/operator/requests/:id': staffOnly(async (world) => ({
    params: { id: await world.infoRequest() },
    body: { status: 'in_progress', assigneeId: world.staff.user.id, notes: 'Call back on Monday.' },
  })),
  'POST /api/operator/requests/:id/replies': staffOnly(async (world) => ({
    params: { id: await world.infoRequest() },
    body: { body: 'Thank you: we would be glad to plan it with you.' },
  })),
  'GET /api/operator/sign-ups': staffOnly(() => ({ query: { q: 'durand', page: '1' } })),
  'GET /api/operator/sign-ups/export': staffOnly(),
  'GET /api/operator/review-reports': staffOnly(),
  'POST /api/operator/reviews/:id/hide': staffOnly(async (world) => ({
    params: { id: await writtenReview(world, true) },
    body: { reason: 'Abusive language.' },
  })),
  'POST /api/operator/reviews/:id/dismiss-reports': staffOnly(async (world) => ({ params: { id: await writtenReview(world, true) } })),
  'POST /api/operator/wine-reviews/:id/hide': staffOnly(async (world) => ({
    params: { id: await writtenWineReview(world, true) },
    body: { reason: 'Abusive language.' },
  })),
  'POST /api/operator/wine-reviews/:id/dismiss-reports': staffOnly(async (world) => ({
    params: { id: await writtenWineReview(world, true) },
  })),
  'GET /api/operator/gift-cards': staffOnly(() => ({ query: { q: 'rosa', page: '1' } })),
  'POST /api/operator/gift-cards/:id/void': staffOnly(async (world) => ({
    params: { id: (await activeGiftCard(world)).id },
    body: { reason: 'Paid with a card reported stolen.' },
  })),
  'GET /api/operator/vouchers': staffOnly(() => ({ query: { q: 'summer', page: '1' } })),
  'GET /api/operator/voucher-items': staffOnly(() => ({ query: { q: 'wine' } })),
  'POST /api/operator/vouchers': staffOnly(async (world) => ({
    body: {
      code: world.unique('SEC').toUpperCase(),
      kind: 'percent',
      percent: 15,
      itemId: (await world.item()).id,
      validFrom: '2026-01-01',
      validUntil: '2099-12-31',
      maxRedemptions: 5,
    },
  })),
  'GET /api/operator/vouchers/:id': staffOnly(async (world) => ({ params: { id: (await world.voucher()).id } })),
  'PATCH /api/operator/vouchers/:id': staffOnly(async (world) => ({
    params: { id: (await world.voucher()).id },
    body: { maxRedemptions: 9, disabled: true },
  })),
  'GET /api/operator/orders': staffOnly(() => ({ query: { q: 'TRG', status: 'paid', page: '1' } })),
  'GET /api/operator/orders/:id': staffOnly(async (world) => ({ params: { id: await completedOrder(world) } })),
  'POST /api/operator/orders/:id/refunds': staffOnly(async (world) => ({
    params: { id: await completedOrder(world) },
    body: { amount: '1.00', reason: 'Goodwill' },
  })),
  'GET /api/operator/payouts': staffOnly(),
  // The world's host has nothing payable in euros: the run is refused with a 409 that says so.
  'POST /api/operator/payouts': staffOnly((world) => ({ body: { hosts: [world.host.user.id] } }), 409),
  'GET /api/operator/payouts/:id/pain001': staffOnly(() => ({ params: { id: 999999 } }), 404),
  'GET /api/operator/disputes': staffOnly(),
  'POST /api/operator/orders/:id/test-dispute': staffOnly(async (world) => ({
    params: { id: await completedOrder(world) },
    body: { step: 'open' },
  })),
  'GET /api/operator/hosts': staffOnly(() => ({ query: { q: 'host', page: '1' } })),
  'GET /api/operator/hosts/:id': staffOnly((world) => ({ params: { id: world.host.user.id } })),
  // A host of their own: suspending the world's host would take its items off the listings for other routes.
  'POST /api/operator/hosts/:id/suspend': staffOnly(async (world) => ({
    params: { id: (await createProfessional(world.db)).user.id },
    body: { reason: 'Unpaid invoices.' },
  })),
  'POST /api/operator/hosts/:id/reinstate': staffOnly(async (world) => {
    const { user } = await createProfessional(world.db);
    await world.db.update(users).set({ suspendedAt: new Date(), suspendedReason: 'Unpaid invoices.' }).where(eq(users.id, user.id));
    return { params: { id: user.id }, body: { reason: 'Settled.' } };
  }),
  'POST /api/operator/orders/:id/resend-confirmation': staffOnly(async (world) => ({
    params: { id: await completedOrder(world) },
    body: {},
  })),
};
