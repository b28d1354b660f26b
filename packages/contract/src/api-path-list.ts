/**
 * Every API path, written once: the server registers these templates (`:id` as Fastify reads it), and the
 * web, the server's tests and the end-to-end support fill them with `apiPath`. The spellings are the
 * spec's (part 1 §7, part 2 §7), trailing slashes included where its clients send them; the server
 * accepts every path with and without one.
 *
 * Each group is an export of its own, read through the `API_PATHS` namespace (api-paths.ts), in a module for each
 * part of the site: a page's script carries the paths of the parts it reads, where one object carried all seventy
 * to every page.
 */
export * from './api-paths/site.ts';
export * from './api-paths/members.ts';
export * from './api-paths/hosts.ts';
export * from './api-paths/wine.ts';
