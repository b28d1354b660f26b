import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AddWineToCellarSchema,
  CELLAR_CSV_COLUMNS,
  CELLAR_LIMITS,
  CellarDetailsSchema,
  CellarDrankSchema,
  CellarEntrySchema,
  CellarImportResultSchema,
  CellarImportSchema,
  CellarSchema,
  CellarSettingsSchema,
  CellarSettingsUpdateSchema,
  CellarUpdateSchema,
  CellarWineSchema,
  cellarCsvErrorFields,
  cellarToCsv,
  parseCellarCsv,
  type CellarCsvError,
} from '@trg/contract/cellar';
import { ApiErrorSchema } from '@trg/contract/errors';
import { EmptyBodySchema, ItemIdParamsSchema } from '@trg/contract/params';
import { API_PATHS } from '@trg/contract/api-paths';
import { currentUser } from '../../plugins/auth.ts';
import { badRequest } from '../../plugins/http-error.ts';
import {
  addOwnWine,
  addWineToCellar,
  cellarCsvRows,
  cellarSettingsOf,
  drinkOne,
  importCellar,
  memberCellar,
  removeEntry,
  setCellarSettings,
  updateDetails,
  updateQuantity,
} from './service.ts';
import { perUser } from '../../plugins/rate-limit.ts';

const tags = ['cellar'];
const security = [{ token: [] }];
const readErrors = { 401: ApiErrorSchema, 403: ApiErrorSchema };
const writeErrors = { 400: ApiErrorSchema, 429: ApiErrorSchema, ...readErrors };
const entryErrors = { 404: ApiErrorSchema, ...writeErrors };
// Limits per signed-in member rather than per address, as the wine lists' and catalog's writes do.
const writeLimit = { rateLimit: { max: 600, timeWindow: 60 * 60_000, keyGenerator: perUser } };
const importLimit = { rateLimit: { max: 30, timeWindow: 60 * 60_000, keyGenerator: perUser } };
const exportLimit = { rateLimit: { max: 120, timeWindow: 60 * 60_000, keyGenerator: perUser } };

/** The year readiness is judged in: the clock's, in UTC. */
const thisYear = () => new Date().getUTCFullYear();

/** An import's problems as one message: the first with its line, how many more, and that nothing changed. */
export function importErrorMessage(errors: readonly CellarCsvError[]): string {
  const [first] = errors;
  const more = errors.length - 1;
  const rest = more > 0 ? ` There ${more === 1 ? 'is 1 more problem' : `are ${more} more problems`}, listed by line.` : '';
  return `Line ${first?.line ?? 1}: ${first?.message ?? 'The file could not be read.'}${rest} Nothing was imported; fix the file and import it again.`;
}

/**
 * The member's cellar: add a profile's wine as its guest, read, add, count, remove, import and
 * export. Everything under /api/auth/member-profile is guarded for members by the auth plugin; the
 * add-wine-to-cellar path is outside /api/auth, so it declares its own guard. Writes are authenticated by the
 * Authorization token header, which another site cannot send, so they need no CSRF token (decision 0001: the
 * X-CSRFToken header is checked on the spec's cookie-less form posts).
 */
export const cellarRoutes: FastifyPluginAsyncZod = async (app) => {
  const paths = API_PATHS.cellar;

  app.post(
    API_PATHS.wineProfile.addToCellar,
    {
      schema: {
        tags,
        summary:
          "Puts bottles (quantity, 1 by default; the body may be empty) of a wine in the member's cellar; adding it again adds bottles. For guests with a paid, unrefunded booking for an event or experience that pours it",
        security,
        params: ItemIdParamsSchema,
        body: AddWineToCellarSchema,
        response: { 200: CellarEntrySchema, ...entryErrors },
      },
      // Outside /api/auth: signed in before anything else is read; who may add the wine is the service's.
      onRequest: app.requireUser,
      config: writeLimit,
    },
    async (request) => addWineToCellar(app.db, currentUser(request), request.params.id, request.body.quantity, thisYear()),
  );

  app.get(
    paths.list,
    {
      schema: {
        tags,
        summary: "The member's cellar, most recently added first, with each profile wine's drinking window and readiness",
        security,
        response: { 200: CellarSchema, ...readErrors },
      },
      onRequest: app.requireGroup('members'),
    },
    async (request) => memberCellar(app.db, currentUser(request).id, thisYear()),
  );

  app.post(
    paths.add,
    {
      schema: {
        tags,
        summary: "Adds a wine of the member's own (wine required; producer, vintage, country, region; quantity 1 by default)",
        security,
        body: CellarWineSchema,
        response: { 201: CellarEntrySchema, ...writeErrors },
      },
      onRequest: app.requireGroup('members'),
      config: writeLimit,
    },
    async (request, reply) => reply.code(201).send(await addOwnWine(app.db, currentUser(request).id, request.body, thisYear())),
  );

  app.post(
    paths.update,
    {
      schema: {
        tags,
        summary: `Sets the count of bottles of one of the member's entries (1 to ${CELLAR_LIMITS.quantity}); another member's entry is 404`,
        security,
        params: ItemIdParamsSchema,
        body: CellarUpdateSchema,
        response: { 200: CellarEntrySchema, ...entryErrors },
      },
      onRequest: app.requireGroup('members'),
      config: writeLimit,
    },
    async (request) => updateQuantity(app.db, currentUser(request).id, request.params.id, request.body.quantity, thisYear()),
  );

  app.post(
    paths.details,
    {
      schema: {
        tags,
        summary:
          "Changes the member's details of an entry (appellation, grapes, type, location, bin, price paid and currency, rating, note; the drinking window of their own wines): absent unchanged, null or blank emptied",
        security,
        params: ItemIdParamsSchema,
        body: CellarDetailsSchema,
        response: { 200: CellarEntrySchema, ...entryErrors },
      },
      onRequest: app.requireGroup('members'),
      config: writeLimit,
    },
    async (request) => updateDetails(app.db, currentUser(request).id, request.params.id, request.body, thisYear()),
  );

  app.post(
    paths.drank,
    {
      schema: {
        tags,
        summary:
          'One bottle of the entry drunk, on drankOn (YYYY-MM-DD, today by default) with a note: the count goes down by one and the drink joins the history. 409 when no bottle is left',
        security,
        params: ItemIdParamsSchema,
        body: CellarDrankSchema,
        response: { 200: CellarEntrySchema, 409: ApiErrorSchema, ...entryErrors },
      },
      onRequest: app.requireGroup('members'),
      config: writeLimit,
    },
    async (request) => drinkOne(app.db, currentUser(request).id, request.params.id, request.body, thisYear()),
  );

  app.get(
    paths.settings,
    {
      schema: {
        tags,
        summary: "The member's cellar mail: whether the monthly email of wines entering their drinking window is sent (off by default)",
        security,
        response: { 200: CellarSettingsSchema, ...readErrors },
      },
      onRequest: app.requireGroup('members'),
    },
    async (request) => cellarSettingsOf(app.db, currentUser(request).id),
  );

  app.put(
    paths.settings,
    {
      schema: {
        tags,
        summary: 'Turns the monthly email of wines entering their drinking window on or off; answers the settings',
        security,
        body: CellarSettingsUpdateSchema,
        response: { 200: CellarSettingsSchema, ...writeErrors },
      },
      onRequest: app.requireGroup('members'),
      config: writeLimit,
    },
    async (request) => setCellarSettings(app.db, currentUser(request).id, request.body),
  );

  app.post(
    paths.remove,
    {
      schema: {
        tags,
        summary: "Takes one of the member's entries out of the cellar (204); another member's entry is 404",
        security,
        params: ItemIdParamsSchema,
        body: EmptyBodySchema,
        response: { 204: z.null().describe('Removed'), ...entryErrors },
      },
      onRequest: app.requireGroup('members'),
      config: writeLimit,
    },
    async (request, reply) => {
      await removeEntry(app.db, currentUser(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    paths.import,
    {
      schema: {
        tags,
        summary:
          "Imports a CSV, all or nothing: columns by header name (ours, CellarTracker's and Vivino's; letter case and accents ignored), unknown ones named in unknownColumns. A row naming a wine the member may see joins its entry, any other adds to or becomes a wine of the member's own. Problems answer 400 with one field per line",
        security,
        body: CellarImportSchema,
        response: { 200: CellarImportResultSchema, ...writeErrors },
      },
      onRequest: app.requireGroup('members'),
      config: importLimit,
      // The text may hold CELLAR_LIMITS.csvChars characters, each up to several bytes once in JSON.
      bodyLimit: CELLAR_LIMITS.csvChars * 4 + 64 * 1024,
    },
    async (request) => {
      const parsed = parseCellarCsv(request.body.csv);
      if ('errors' in parsed) throw badRequest(importErrorMessage(parsed.errors), cellarCsvErrorFields(parsed.errors));
      const imported = await importCellar(app.db, currentUser(request).id, parsed.rows);
      return parsed.unknownColumns ? { imported, unknownColumns: parsed.unknownColumns } : { imported };
    },
  );

  app.get(
    paths.export,
    {
      schema: {
        tags,
        summary: 'The cellar as a CSV file (my-cellar.csv) that cellar-import reads back',
        security,
        produces: ['text/csv'],
        response: {
          200: z.string().describe(`CSV: ${CELLAR_CSV_COLUMNS.join(', ')}; the wines with bottles left`),
          ...readErrors,
          429: ApiErrorSchema,
        },
      },
      onRequest: app.requireGroup('members'),
      config: exportLimit,
    },
    async (request, reply) => {
      const csv = cellarToCsv(await cellarCsvRows(app.db, currentUser(request).id, thisYear()));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="my-cellar.csv"')
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
};
