export * as API_PATHS from './api-path-list.ts';
export { hostPaths } from './api-paths/hosts.ts';
export { publicCatalogPaths } from './api-paths/site.ts';

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
