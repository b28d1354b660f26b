import { vi } from 'vitest';
import { API_PATHS, apiPath } from '@trg/contract/api-paths';
import { CellarEntrySchema, cellarToCsv, parseCellarCsv, type CellarEntry, type CellarSettings } from '@trg/contract/cellar';
import { readiness } from '@trg/contract/wine-profile-rules';

/** A wine from a host's profile, to drink from 2026 to 2032: ready in 2027. */
export const MORGON: CellarEntry = CellarEntrySchema.parse({
  id: 1,
  wineId: 11,
  wineListId: 3,
  wine: 'Morgon Côte du Py',
  producer: 'Jean Foillard',
  vintage: '2022',
  country: 'France',
  region: 'Beaujolais',
  quantity: 6,
  startToDrink: '2026',
  endToDrink: '2032',
  readiness: 'ready',
  addedAt: '2027-03-01T10:00:00Z',
});

/** A profile's wine to keep a while: too young until 2030. */
export const BAROLO: CellarEntry = CellarEntrySchema.parse({
  ...MORGON,
  id: 2,
  wineId: 12,
  wine: 'Barolo Cannubi',
  producer: 'Brezza',
  vintage: '2020',
  country: 'Italy',
  region: 'Piedmont',
  quantity: 1,
  startToDrink: '2030',
  endToDrink: '2045',
  readiness: 'too-young',
});

/** One past its best, with only a Drink Before year. */
export const MUSCADET: CellarEntry = CellarEntrySchema.parse({
  ...MORGON,
  id: 3,
  wineId: 13,
  wine: 'Muscadet Sèvre et Maine',
  producer: null,
  vintage: '2015',
  country: 'France',
  region: null,
  quantity: 2,
  startToDrink: null,
  endToDrink: '2020',
  readiness: 'past-its-best',
});

/** A wine the member entered: no profile, no window. */
export const OWN_RIOJA: CellarEntry = CellarEntrySchema.parse({
  id: 4,
  wineId: null,
  wineListId: null,
  wine: 'Rioja Reserva',
  producer: null,
  vintage: null,
  country: null,
  region: null,
  quantity: 3,
  startToDrink: null,
  endToDrink: null,
  readiness: null,
  addedAt: '2027-02-01T10:00:00Z',
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export interface Refusal {
  status: number;
  code: string;
  message: string;
  fields?: Record<string, string>;
}

export interface Request {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

/**
 * A stand-in for the server's cellar at the api client's boundary. It keeps the cellar, so a change shows in
 * the next GET; every request is kept in `requests`. `refuse` answers POSTs to a path with an error.
 */
export function stubCellarServer({
  entries = [MORGON, BAROLO, MUSCADET, OWN_RIOJA],
  refuse = {},
}: { entries?: CellarEntry[]; refuse?: Record<string, Refusal> } = {}) {
  let cellar = [...entries];
  let nextId = 100;
  let settings: CellarSettings = { windowEmail: false };
  const requests: Request[] = [];
  const fetchStub = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    requests.push({ method, path, body, headers: Object.fromEntries(new Headers(init?.headers).entries()) });
    const refusal = refuse[path];
    if (method === 'POST' && refusal)
      return Promise.resolve(json({ error: { code: refusal.code, message: refusal.message, fields: refusal.fields } }, refusal.status));

    if (method === 'GET' && path === API_PATHS.cellar.list) return Promise.resolve(json(cellar));
    if (path === API_PATHS.cellar.settings) {
      if (method === 'PUT') settings = body as CellarSettings;
      return Promise.resolve(json(settings));
    }
    if (method === 'GET' && path === API_PATHS.cellar.export) {
      return Promise.resolve(new Response(cellarToCsv(cellar), { headers: { 'Content-Type': 'text/csv; charset=utf-8' } }));
    }
    if (method === 'POST') {
      for (const entry of cellar) {
        if (path === apiPath(API_PATHS.cellar.update, { id: entry.id })) {
          const { quantity } = body as { quantity: number };
          cellar = cellar.map((each) => (each.id === entry.id ? { ...each, quantity } : each));
          return Promise.resolve(json({ ...entry, quantity }));
        }
        if (path === apiPath(API_PATHS.cellar.drank, { id: entry.id })) {
          const { drankOn = '2027-05-01', note = null } = body as { drankOn?: string; note?: string | null };
          const drunk = [{ id: (nextId += 1), drankOn, note }, ...entry.drunk];
          const changed = { ...entry, quantity: entry.quantity - 1, drunk };
          cellar = cellar.map((each) => (each.id === entry.id ? changed : each));
          return Promise.resolve(json(changed));
        }
        if (path === apiPath(API_PATHS.cellar.details, { id: entry.id })) {
          const changed = { ...entry, ...(body as Partial<CellarEntry>) };
          changed.readiness = readiness(changed.startToDrink, changed.endToDrink, 2027);
          cellar = cellar.map((each) => (each.id === entry.id ? changed : each));
          return Promise.resolve(json(changed));
        }
        if (path === apiPath(API_PATHS.cellar.remove, { id: entry.id })) {
          cellar = cellar.filter((each) => each.id !== entry.id);
          return Promise.resolve(json({ message: 'Removed.' }));
        }
      }
      if (path === API_PATHS.cellar.add) {
        const wine = body as Omit<CellarEntry, 'id' | 'wineId' | 'wineListId' | 'startToDrink' | 'endToDrink' | 'readiness' | 'addedAt'>;
        const entry = CellarEntrySchema.parse({
          ...OWN_RIOJA,
          ...wine,
          id: (nextId += 1),
          addedAt: '2027-04-01T10:00:00Z',
        });
        cellar = [entry, ...cellar];
        return Promise.resolve(json(entry));
      }
      if (path === API_PATHS.cellar.import) {
        const parsed = parseCellarCsv((body as { csv: string }).csv);
        if ('errors' in parsed)
          return Promise.resolve(json({ error: { code: 'validation_error', message: 'The file has problems.' } }, 400));
        const added = parsed.rows.map((row) => CellarEntrySchema.parse({ ...OWN_RIOJA, ...row, id: (nextId += 1) }));
        cellar = [...added, ...cellar];
        const { unknownColumns } = parsed;
        return Promise.resolve(json(unknownColumns ? { imported: added.length, unknownColumns } : { imported: added.length }));
      }
    }
    return Promise.resolve(json({ error: { code: 'not_found', message: `No stub for ${method} ${path}` } }, 404));
  });
  const posts = () => requests.filter((request) => request.method === 'POST');
  return { fetchStub, requests, posts };
}
