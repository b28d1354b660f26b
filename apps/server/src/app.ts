import { randomUUID } from 'node:crypto';
import path from 'node:path';
import Fastify, { type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { databasePlugin } from './plugins/database.ts';
import { securityPlugin } from './plugins/security.ts';
import { csrfPlugin } from './plugins/csrf.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { authPlugin } from './plugins/auth.ts';
import { spaPlugin } from './plugins/spa.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { csrfRoutes } from './modules/health/csrf-routes.ts';
import { accountRoutes } from './modules/accounts/routes.ts';
import { mediaPlugin } from './modules/media/routes.ts';
import { catalogRoutes } from './modules/catalog/routes.ts';
import { reviewRoutes } from './modules/reviews/routes.ts';

export interface AppOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
}

/** The whole API and site as one Fastify instance; server.ts only listens, tests inject. */
export async function buildApp({ config, database, logger }: AppOptions) {
  const app = Fastify({
    logger: logger ?? { level: config.LOG_LEVEL },
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    requestIdHeader: false,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, caseSensitive: true },
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });

  // Cross-cutting plugins first, then the domain routes.
  await app.register(errorsPlugin);
  await app.register(databasePlugin, { database });
  await app.register(securityPlugin);
  await app.register(compress, { threshold: 1024 });
  await app.register(csrfPlugin, { secureCookies: config.PUBLIC_URL.startsWith('https://') });
  await app.register(rateLimitPlugin, { db: database.db, redisUrl: config.REDIS_URL });
  await app.register(openApiPlugin);
  await app.register(authPlugin, { tokenTtlHours: config.TOKEN_TTL_HOURS });

  await app.register(mediaPlugin, { mediaDir: path.join(config.dataDir, 'media') });

  await app.register(healthRoutes);
  await app.register(csrfRoutes);
  await app.register(accountRoutes, { tokenTtlHours: config.TOKEN_TTL_HOURS });
  await app.register(catalogRoutes, { mediaDir: path.join(config.dataDir, 'media') });
  await app.register(reviewRoutes);

  await app.register(spaPlugin, { distDir: config.webDistDir });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
