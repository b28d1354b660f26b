/** The rules of MAP_TILE_URL, a Leaflet tile URL template, and the one origin the CSP lets its tiles come from. */

/** The placeholders Leaflet fills without options of ours: subdomain, zoom, column, row (or TMS row), retina suffix. */
const PLACEHOLDERS: Readonly<Record<string, string>> = { s: 'a', z: '0', x: '0', y: '0', '-y': '0', r: '' };
const PLACEHOLDER = /\{([^{}]*)\}/g;

/** `template` with each placeholder filled with a sample value, so that it parses as a URL. */
function sampleUrl(template: string): URL | null {
  try {
    return new URL(template.replace(PLACEHOLDER, (_whole, name: string) => PLACEHOLDERS[name] ?? name));
  } catch {
    return null;
  }
}

/** The host part of the template as written, `{s}` included. */
function templateHost(template: string): string {
  const afterScheme = template.slice(template.indexOf('//') + 2);
  return afterScheme.split(/[/?#]/, 1)[0] ?? '';
}

/** Why `template` cannot be a tile URL template, or null when it can. */
export function mapTileTemplateProblem(template: string): string | null {
  const usage =
    'must be an http:// or https:// tile URL template with {z}, {x} and {y}, such as https://{s}.tile.example.org/{z}/{x}/{y}.png';
  const names = [...template.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '');
  const unknown = names.filter((name) => !(name in PLACEHOLDERS));
  if (unknown.length > 0) return `${usage}; {${unknown[0] ?? ''}} is not a placeholder it may use ({s}, {z}, {x}, {y}, {-y}, {r})`;
  if (!names.includes('z') || !names.includes('x') || !(names.includes('y') || names.includes('-y'))) return usage;
  const url = sampleUrl(template);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || !/^https?:\/\//i.test(template)) return usage;
  if (url.username || url.password) return `${usage}, without a user name or password (the browser sees it)`;
  const host = templateHost(template);
  // A CSP source can stand for many hosts only with a leading '*.' label.
  if (host.replace(/^\{s\}\./, '').includes('{')) return `${usage}; in the host only {s}, as its first label, may vary`;
  return null;
}

/**
 * The CSP source for the template's tiles: its scheme, host and port, with '*' for a `{s}` first label
 * (https://{s}.tile.openstreetmap.org/... allows https://*.tile.openstreetmap.org).
 */
export function mapTileImageSource(template: string): string {
  const url = sampleUrl(template);
  if (!url || mapTileTemplateProblem(template) !== null) throw new Error(`not a tile URL template: ${template}`);
  const host = templateHost(template).startsWith('{s}.') ? `*.${url.host.split('.').slice(1).join('.')}` : url.host;
  return `${url.protocol}//${host}`;
}
