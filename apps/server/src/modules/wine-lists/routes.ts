import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CreateWineListSchema,
  MyWineListsSchema,
  WineDetailsSaveSchema,
  WineListDetailSchema,
  WineListStatusSchema,
  WineListUpdateSchema,
} from '@trg/contract/wine-lists';
import { ApiErrorSchema } from '@trg/contract/errors';
import { ItemIdParamsSchema } from '@trg/contract/params';
import { API_PATHS } from '@trg/contract/api-paths';
import { currentUser } from '../../plugins/auth.ts';
import type { WineListPorts } from './ports.ts';
import { changeWineListStatus, createWineList, myWineLists, saveWineDetails, updateWineList, wineListDetail } from './service.ts';
import { perUser } from '../../plugins/rate-limit.ts';

const tags = ['wine lists'];
const security = [{ token: [] }];
const hostErrors = { 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };
const writeErrors = { 400: ApiErrorSchema, 429: ApiErrorSchema, ...hostErrors };
// Limits per signed-in host rather than per address, as the catalog's writes do.
const createLimit = { rateLimit: { max: 60, timeWindow: 60 * 60_000, keyGenerator: perUser } };
const writeLimit = { rateLimit: { max: 600, timeWindow: 60 * 60_000, keyGenerator: perUser } };

/** Professionals manage their own wine lists (spec part 2 §2, §7); another host's list answers 404. */
export const wineListRoutes: FastifyPluginAsyncZod<{ ports: WineListPorts }> = async (app, { ports }) => {
  const guard = app.requireGroup('professionals');
  const paths = API_PATHS.wineLists;

  app.post(
    paths.create,
    {
      schema: {
        tags,
        summary: 'Creates a Draft wine list from a name and a description',
        security,
        body: CreateWineListSchema,
        response: { 201: WineListDetailSchema, ...writeErrors },
      },
      preHandler: guard,
      config: createLimit,
    },
    async (request, reply) => reply.code(201).send(await createWineList(app.db, currentUser(request).id, request.body)),
  );

  app.get(
    paths.listing,
    {
      schema: {
        tags,
        summary: "The host's wine lists, newest first, with their wines' names",
        security,
        response: { 200: MyWineListsSchema, ...hostErrors },
      },
      preHandler: guard,
    },
    async (request) => myWineLists(app.db, ports, currentUser(request).id),
  );

  app.get(
    paths.details,
    {
      schema: {
        tags,
        summary: "One of the host's wine lists with its wines, in the order added",
        security,
        params: ItemIdParamsSchema,
        response: { 200: WineListDetailSchema, 400: ApiErrorSchema, ...hostErrors },
      },
      preHandler: guard,
    },
    async (request) => wineListDetail(app.db, ports, currentUser(request).id, request.params.id),
  );

  app.post(
    paths.update,
    {
      schema: {
        tags,
        summary: 'Changes the list name or description, or adds a wine with addWine: true (the wine name is required)',
        security,
        params: ItemIdParamsSchema,
        body: WineListUpdateSchema,
        response: { 200: WineListDetailSchema, 409: ApiErrorSchema, ...writeErrors },
      },
      preHandler: guard,
      config: writeLimit,
    },
    async (request) => updateWineList(app.db, ports, currentUser(request).id, request.params.id, request.body),
  );

  app.post(
    paths.saveWine,
    {
      schema: {
        tags,
        summary:
          "Changes the details sent (wine, producer, country, region, subRegion, site, parcel) of one of the list's wines, or with removeWine: true takes it off the list",
        security,
        params: ItemIdParamsSchema,
        body: WineDetailsSaveSchema,
        response: { 200: WineListDetailSchema, ...writeErrors },
      },
      preHandler: guard,
      config: writeLimit,
    },
    async (request) => saveWineDetails(app.db, ports, currentUser(request).id, request.params.id, request.body),
  );

  app.post(
    paths.status,
    {
      schema: {
        tags,
        summary:
          "action add_to_event_experience attaches the list to the host's event and/or experience and remove_from_event_experience takes it off; publish-winelist publishes it; delete-winelist deletes it (204) unless an item on sale pours it (409)",
        security,
        body: WineListStatusSchema,
        response: { 200: WineListDetailSchema, 204: z.null().describe('Deleted'), 409: ApiErrorSchema, ...writeErrors },
      },
      preHandler: guard,
      config: writeLimit,
    },
    async (request, reply) => {
      const list = await changeWineListStatus(app.db, ports, currentUser(request).id, request.body);
      return list === null ? reply.code(204).send(null) : list;
    },
  );
};
