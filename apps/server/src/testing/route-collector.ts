import type * as FastifyModule from 'fastify';
import type { FastifyInstance, RouteOptions } from 'fastify';

/** One route as the app registered it: its method, its URL pattern as declared, and what it reads. */
export interface RegisteredRoute {
  method: string;
  url: string;
  /** `METHOD url`, the key of the route table. */
  key: string;
  /** The route asks for the CSRF pair (config.csrf, see plugins/csrf.ts). */
  csrf: boolean;
  /** It declares a body, querystring or params schema. */
  body: boolean;
  querystring: boolean;
  params: boolean;
  /** The route's options object itself: hooks that run after the collector's (body limits) change it in place. */
  options: RouteOptions;
}

const registered = new WeakMap<object, RegisteredRoute[]>();

function toRegistered(route: RouteOptions): RegisteredRoute[] {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const schema = route.schema ?? {};
  return methods.map((method) => ({
    method,
    url: route.url,
    key: `${method} ${route.url}`,
    csrf: route.config?.csrf === true,
    body: schema.body !== undefined,
    querystring: schema.querystring !== undefined,
    params: schema.params !== undefined,
    options: route,
  }));
}

/**
 * The fastify module with its factory wrapped: every instance it makes gets an onRoute hook before any
 * plugin or module is registered on it, so that every route the app declares is recorded, in order. Used
 * from a test file as
 * `vi.mock('fastify', async (original) => (await import('./route-collector.ts')).collectingFastify(await original()))`.
 */
export function collectingFastify(actual: typeof FastifyModule): typeof FastifyModule {
  const factory = actual.default;
  const wrapped = ((options?: Parameters<typeof factory>[0]) => {
    const app = factory(options);
    const routes: RegisteredRoute[] = [];
    registered.set(app, routes);
    app.addHook('onRoute', (route) => {
      routes.push(...toRegistered(route));
    });
    return app;
  }) as typeof factory;
  return { ...actual, default: wrapped, fastify: wrapped };
}

/** Every route registered on the app (fastify must have been mocked with collectingFastify). */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const routes = registered.get(app);
  if (!routes) throw new Error('registeredRoutes: build the app with fastify mocked by collectingFastify (see route-collector.ts)');
  return routes;
}

/**
 * The routes the access table must cover. Left out, on principle:
 * - HEAD routes that Fastify adds for each GET (exposeHeadRoutes): they run the GET's hooks and handler;
 * - wildcard routes (`*`): the static file servers of @fastify/static (the Swagger UI's files),
 *   which serve files and take no input but the path.
 */
export function routesToCover(routes: readonly RegisteredRoute[]): RegisteredRoute[] {
  const gets = new Set(routes.filter((route) => route.method === 'GET').map((route) => route.url));
  const seen = new Set<string>();
  return routes.filter((route) => {
    if (route.method === 'HEAD' && gets.has(route.url)) return false;
    if (route.url.includes('*')) return false;
    if (seen.has(route.key)) return false;
    seen.add(route.key);
    return true;
  });
}
