import { createRequire } from 'node:module';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import Fastify, { type FastifyBaseLogger, type FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import compress from '@fastify/compress';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { compiledSerializerCompiler } from './plugins/serializer.ts';
import type { Config } from './config.ts';
import { signingKeyOf } from './db/open-configured.ts';
import type { Database } from './db/client.ts';
import { errorsPlugin, sendFrameworkError } from './plugins/errors.ts';
import { bodyLimitsPlugin, DEFAULT_BODY_BYTES } from './plugins/body-limits.ts';
import { SAFE_LOGGING } from './plugins/logging.ts';
import { databasePlugin } from './plugins/database.ts';
import { securityPlugin } from './plugins/security.ts';
import { csrfPlugin } from './plugins/csrf.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { authPlugin } from './plugins/auth.ts';
import { jobsPlugin } from './plugins/jobs.ts';
import { queuePlugin } from './plugins/queue.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { publicCachePlugin } from './plugins/public-cache.ts';
import { postgresBus, redisBus, type InvalidationBus } from './plugins/cache-bus.ts';
import { pagesPlugin } from './plugins/pages.ts';
import { benchFloorPlugin } from './plugins/bench-floor.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { csrfRoutes } from './modules/health/csrf-routes.ts';
import { accountRoutes } from './modules/accounts/routes.ts';
import { userForToken } from './modules/accounts/tokens.ts';
import { mediaPlugin } from './modules/media/routes.ts';
import { contactRoutes } from './modules/contact/routes.ts';
import { analyticsRoutes } from './modules/analytics/routes.ts';
import { newsRoutes } from './modules/news/routes.ts';
import { profileRoutes } from './modules/profiles/routes.ts';
import { stripeConnectRoutes } from './modules/profiles/stripe-connect-routes.ts';
import { bookGiftCard, ledgerRoutes } from './modules/ledger/index.ts';
import { placeRoutes } from './modules/places/routes.ts';
import { mailPlugin } from './modules/email/plugin.ts';
import { enqueueEmail } from './modules/email/outbox.ts';
import type { Mailer } from './modules/email/mailer.ts';
import { paymentsPlugin, isStripeConfigured, type PaymentProvider } from './modules/payments/index.ts';
import { cartSettings, itemsWithLines, queueWaitingListOffers, ticketsTakenSql } from './modules/cart/index.ts';
import { bookingsByItem, itemPaidLines, memberPaidLines, queueItemRefunds, salesByItem, shopModule } from './modules/checkout/index.ts';
import { doorRoutes, hasPaidBooking, holdsPaidBookingSql } from './modules/bookings/index.ts';
import { priceTicket } from '@trg/contract/pricing';
import { matchPage } from '@trg/contract/pages';
import { idFromSlug } from '@trg/contract/slugs';
import { itemTag, listingTag } from './modules/catalog/cache-tags.ts';
import { catalogRoutes } from './modules/catalog/routes.ts';
import type { CatalogPorts } from './modules/catalog/ports.ts';
import { hasItemStarted, publicCatalogQueries, publishedItemKind } from './modules/catalog/public.ts';
import { reviewRoutes } from './modules/reviews/routes.ts';
import { reviewSummarySql } from './modules/reviews/service.ts';
import { wineReferenceRoutes } from './modules/wine-reference/routes.ts';
import { wineListRoutes } from './modules/wine-lists/routes.ts';
import { wineListLinks } from './modules/catalog/wine-list-links.ts';
import { wineProfileRoutes } from './modules/wine-profiles/routes.ts';
import { wineTastingRoutes } from './modules/wine-profiles/tastings-routes.ts';
import { winesToReview } from './modules/wine-profiles/index.ts';
import { cellarModule } from './modules/cellar/plugin.ts';
import { sitemapRoutes } from './modules/sitemap/routes.ts';
import { operatorModule } from './modules/operator/plugin.ts';
import { giftCardPayments, giftCardsModule, type GiftCardEvent } from './modules/gift-cards/index.ts';
import { noticesModule } from './modules/notices/plugin.ts';
import { notifyStaffOfRequest } from './modules/operator/requests-email.ts';
import { dashboardRoutes } from './modules/dashboard/routes.ts';
import { dashboardHostItems, dashboardItemsById } from './modules/catalog/dashboard-items.ts';
import { reviewedItemIds } from './modules/reviews/reviewed-items.ts';

/** pino-pretty is a development dependency: an install without them logs JSON instead of failing. */
function canLoad(name: string): boolean {
  try {
    createRequire(import.meta.url).resolve(name);
    return true;
  } catch {
    return false;
  }
}

/** A person reading a terminal in development gets pino-pretty's lines; everywhere else (files, collectors), JSON. */
export function wantsPrettyLogs(nodeEnv: Config['NODE_ENV'], toTerminal: boolean): boolean {
  return nodeEnv === 'development' && toTerminal && canLoad('pino-pretty');
}

export interface AppOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Where pino writes (tests read it); stdout by default. */
  logStream?: DestinationStream;
  /** Stand-ins for tests: a payment provider, a mailer. */
  paymentProvider?: PaymentProvider;
  mailer?: Mailer;
}

/** Card data is only ever in the test provider's request body; it must never reach a log line. */
export const LOG_REDACT_PATHS = [
  'req.body',
  'body',
  'card',
  '*.card',
  '*.*.card',
  'cardNumber',
  '*.cardNumber',
  'cvc',
  '*.cvc',
  '*.*.cvc',
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-csrftoken"]',
];

/**
 * Fastify's trustProxy for TRUST_PROXY. A number trusts that many proxies nearest the server: each appends the
 * address it heard from to X-Forwarded-For, so the client is the entry that many from the end, and whatever a
 * client wrote before it is ignored.
 */
export function trustProxyOf(setting: Config['TRUST_PROXY']): NonNullable<FastifyServerOptions['trustProxy']> {
  if (typeof setting !== 'number') return setting;
  return (_address: string, hop: number) => hop < setting;
}

/**
 * How a write here reaches the other processes' caches: Redis pub/sub when REDIS_URL is set, else PostgreSQL's
 * LISTEN/NOTIFY on a PostgreSQL server; the embedded database is one process, which has no others to tell.
 */
function invalidationBusOf(config: Config, database: Database, log: FastifyBaseLogger): InvalidationBus | undefined {
  if (config.REDIS_URL) return redisBus(config.REDIS_URL, log);
  if (config.DATABASE_URL) {
    const notify = (channel: string, payload: string) => database.executeSql('select pg_notify($1, $2)', [channel, payload]);
    return postgresBus(config.DATABASE_URL, notify, log);
  }
  return undefined;
}

/** The whole API and site as one Fastify instance; server.ts only listens, tests inject. */
export async function buildApp({ config, database, logger, logStream, paymentProvider, mailer }: AppOptions) {
  const pretty = !logStream && wantsPrettyLogs(config.NODE_ENV, process.stdout.isTTY === true);
  const app = Fastify({
    logger: logger ?? {
      level: config.LOG_LEVEL,
      redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' },
      ...SAFE_LOGGING,
      ...(logStream ? { stream: logStream } : {}),
      ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } } : {}),
    },
    // Slow clients cannot hold connections: see config.ts and the README's 'Timeouts'. The idle socket timer
    // (connectionTimeout) sits above the request timeout so that it never cuts a request still within it.
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    connectionTimeout: config.REQUEST_TIMEOUT_MS + config.HEADERS_TIMEOUT_MS,
    keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT_MS,
    http: { headersTimeout: config.HEADERS_TIMEOUT_MS, connectionsCheckingInterval: config.TIMEOUT_CHECK_INTERVAL_MS },
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    requestIdHeader: false,
    // A number of proxies or their addresses, never `true`, which would believe any X-Forwarded-For a client sends.
    trustProxy: trustProxyOf(config.TRUST_PROXY),
    bodyLimit: DEFAULT_BODY_BYTES,
    routerOptions: { ignoreTrailingSlash: true, caseSensitive: true },
    return503OnClosing: true,
    frameworkErrors: sendFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(compiledSerializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });

  // Cross-cutting plugins first, then the domain routes.
  await app.register(errorsPlugin);
  // Before any route: each route's body limit follows from its schema.
  await app.register(bodyLimitsPlugin);
  await app.register(databasePlugin, { database });
  await app.register(securityPlugin, {
    remoteImages: config.NEWS_FEED_URL !== undefined,
    stripe: isStripeConfigured(config),
    mapTileUrl: config.MAP_TILE_URL,
  });
  await app.register(compress, { threshold: 1024 });
  await app.register(csrfPlugin, {
    secureCookies: config.PUBLIC_URL.startsWith('https://'),
    secretKey: await signingKeyOf(config, database),
  });
  await app.register(rateLimitPlugin, { db: database.db, redisUrl: config.REDIS_URL, scale: config.RATE_LIMIT_SCALE });
  await app.register(openApiPlugin);
  await app.register(authPlugin, { userForToken: (token) => userForToken(database.db, token, config.TOKEN_TTL_HOURS) });
  // After the security headers, compression, CSRF cookie and auth, whose hooks a cached answer still passes.
  await app.register(publicCachePlugin, {
    windowSeconds: config.PUBLIC_CACHE_SECONDS,
    maxBytes: config.PUBLIC_CACHE_MB * 1024 * 1024,
    bus: invalidationBusOf(config, database, app.log),
  });
  await app.register(jobsPlugin, { intervalSeconds: config.JOB_INTERVAL_SECONDS });
  await app.register(queuePlugin, { workers: config.QUEUE_WORKERS, pollingSeconds: config.QUEUE_POLL_SECONDS });
  await app.register(mailPlugin, { smtpUrl: config.SMTP_URL, dataDir: config.dataDir, from: config.MAIL_FROM, mailer });
  // After the database, the cache and the queue it reads; before the payments, which report to it.
  await app.register(metricsPlugin, { token: config.METRICS_TOKEN, offWithoutToken: config.NODE_ENV === 'production' });
  await app.register(paymentsPlugin, {
    config,
    provider: paymentProvider,
    onOutcome: (provider, outcome) => app.metrics.countPayment(provider, outcome),
  });

  // Images live in the database; those an older version stored on this disk move there on start.
  await app.register(mediaPlugin, { diskDir: path.join(config.dataDir, 'media'), rateLimitScale: config.RATE_LIMIT_SCALE });

  await app.register(healthRoutes);
  await app.register(csrfRoutes);
  // A new request emails the staff: the operator module's mail, queued in the request's transaction.
  await app.register(contactRoutes, { onRequestCreated: (tx, request) => notifyStaffOfRequest(tx, request, config.PUBLIC_URL) });
  await app.register(analyticsRoutes);
  await app.register(newsRoutes, { feedUrl: config.NEWS_FEED_URL });
  await app.register(accountRoutes, {
    tokenTtlHours: config.TOKEN_TTL_HOURS,
    loginSlowdownMs: config.LOGIN_SLOWDOWN_MS,
    publicUrl: config.PUBLIC_URL,
    queueEmail: enqueueEmail,
  });
  await app.register(profileRoutes);
  await app.register(stripeConnectRoutes, { publicUrl: config.PUBLIC_URL });
  await app.register(ledgerRoutes, { db: database.db });
  await app.register(placeRoutes);

  // The modules above the catalog answer its questions through these ports, so it never imports them.
  const catalogPorts: CatalogPorts = {
    // The fee and all-in price shown beside a price are what the cart will charge.
    ticketPricing: (priceMinor, currency) => priceTicket(priceMinor, currency, cartSettings(config).rates),
    salesByItem,
    // Sold plus held by live checkouts: what a buyer can no longer have.
    ticketsTakenSql,
    // A review counts while its author holds a paid, unrefunded booking.
    reviewSummarySql: (itemId) => reviewSummarySql(itemId, holdsPaidBookingSql),
    // A host's cancellation refunds its paid orders: queued in the same transaction, paid back by the job.
    onItemCancelled: (tx, itemId) => queueItemRefunds(tx, itemId),
    // A slot anyone has in a cart or booked stays when its schedule changes; its host sees who booked it.
    itemsWithLines,
    slotBookings: bookingsByItem,
    // A host's change may free places (more of them): the waiting lists are offered them by the queue.
    onPlacesChanged: (itemIds) =>
      queueWaitingListOffers(app.queue, itemIds, (error) => app.log.error({ err: error }, 'could not queue a waiting-list offer')),
  };
  const catalogQueries = publicCatalogQueries(database.db, catalogPorts);
  await app.register(catalogRoutes, { ports: catalogPorts, queries: catalogQueries });
  // Gift cards (issue 33): bought and paid through the same provider; the shop's webhook hands on their payments.
  // Each card issued or voided is told here, in its transaction: the ledger books it (issue 33, part 4).
  const giftCards = giftCardPayments({
    db: app.db,
    provider: app.payments,
    kickMail: () => app.mail.kick(),
    publicUrl: config.PUBLIC_URL,
    onEvent: async (tx, event: GiftCardEvent) => void (await bookGiftCard(tx, event)),
  });
  await app.register(giftCardsModule, { payments: giftCards });
  await app.register(shopModule, { config, presentItem: (_db, item) => catalogQueries.present(item), giftCards });
  // The host's day: an item's guest list, and letting its guests in at the door.
  await app.register(doorRoutes);
  await app.register(reviewRoutes, {
    ports: {
      publishedItemKind,
      hasPaidBooking,
      hasItemStarted,
      onReviewed: (itemId) => app.publicCache.invalidate(itemTag(itemId)),
    },
    // The reviews people read are those the averages count: by guests still holding a paid, unrefunded booking.
    holdsBooking: holdsPaidBookingSql,
  });
  await app.register(wineReferenceRoutes);
  // Wine lists sit below the catalog: the catalog answers which items are the host's and which are on sale.
  await app.register(wineListRoutes, { ports: wineListLinks });
  await app.register(wineProfileRoutes);
  await app.register(wineTastingRoutes);
  // The cellar's monthly window email is a job on the queue, as the notices are.
  await app.register(cellarModule, { publicUrl: config.PUBLIC_URL });
  // The dashboards' home pages ask the catalog, the cart and the reviews through these ports.
  await app.register(dashboardRoutes, {
    ports: {
      itemsById: dashboardItemsById,
      hostItems: dashboardHostItems,
      memberPaidLines,
      itemPaidLines,
      reviewedItemIds,
      winesToReview,
    },
  });
  // Before the web app's files and pages, which would otherwise answer these paths.
  await app.register(sitemapRoutes, { publicUrl: config.PUBLIC_URL, pageSize: config.SITEMAP_PAGE_SIZE });

  // Reminders, review invitations and hosts' digests: jobs on the queue, mail through the outbox.
  await app.register(noticesModule, { publicUrl: config.PUBLIC_URL, reminderHoursBefore: config.REMINDER_HOURS_BEFORE });

  // The operator's console: the top layer, so it reads every module below it directly.
  await app.register(operatorModule, { config, giftCards });

  // npm run bench's floor: off in every real start.
  if (config.BENCH_FLOOR) await app.register(benchFloorPlugin);

  // Pages showing an item or a listing are dropped from the public cache with the item's API answers: the page
  // manifest says what each shows; an item's page whose slug names no id shows none.
  const pageTags = (pathname: string): string[] => {
    const match = matchPage(pathname);
    const shows = match?.page.render === 'server' ? match.page.cacheTags : undefined;
    if (!match || !shows) return [];
    if (!shows.item) return shows.listings.map(listingTag);
    const id = idFromSlug(match.params[shows.item] ?? '');
    return id === undefined ? [] : [...shows.listings.map(listingTag), itemTag(id)];
  };
  await app.register(pagesPlugin, {
    distDir: config.webDistDir,
    ssrDir: config.webSsrDir,
    publicUrl: config.PUBLIC_URL,
    pageTags,
    pageConfig: config,
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
