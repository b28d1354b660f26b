import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CreateEventSchema, CreateExperienceSchema, HostItemListSchema, HostItemSchema, ItemUpdateSchema } from '@trg/contract/catalog';
import type { CatalogKind } from '@trg/contract/catalog-rules';
import { ApiErrorSchema } from '@trg/contract/errors';
import { currentUser } from '../../plugins/auth.ts';
import { readUploadedFile } from '../media/upload.ts';
import { removeImage, storeImage } from '../media/images.ts';
import type { Db } from '../../db/client.ts';
import type { TicketPricing } from './fees.ts';
import { createItem, hostItemRows, ownedItem, setItemImage, updateItem, type ItemCancelledHook } from './service.ts';
import { loadItemContext, toHostItem, type CatalogRow } from './wire.ts';
import { ItemIdParamsSchema } from './params.ts';

/** The spec's host paths for each kind (spec part 2 §7), all under /api/auth/business-profile/. */
const HOST_PATHS = [
  {
    kind: 'event',
    listing: 'my-events-listing',
    details: 'event-details',
    update: 'event-details-update',
    image: 'event-image-update',
    create: 'create-event',
    createBody: CreateEventSchema,
  },
  {
    kind: 'experience',
    listing: 'my-experiences-listing',
    details: 'experience-details',
    update: 'experience-details-update',
    image: 'experience-image-update',
    create: 'create-experience',
    createBody: CreateExperienceSchema,
  },
] as const satisfies readonly { kind: CatalogKind; [path: string]: unknown }[];

export interface HostRoutesOptions {
  mediaDir: string;
  ticketPricing: TicketPricing;
  onItemCancelled: ItemCancelledHook;
}

const hostErrors = { 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };
// Limits per signed-in host rather than per address, so hosts behind one office network do not share them.
const perUser = (request: FastifyRequest) => (request.user ? `user:${request.user.id}` : request.ip);

/** Professionals manage their own events and experiences; another host's item answers 404. */
export const hostCatalogRoutes: FastifyPluginAsyncZod<HostRoutesOptions> = async (app, { mediaDir, ticketPricing, onItemCancelled }) => {
  const guard = app.requireGroup('professionals');
  const present = async (db: Db, rows: CatalogRow[]) => {
    const context = await loadItemContext(db, rows, { ticketPricing, includeDraftWineLists: true });
    return rows.map((row) => toHostItem(row, context));
  };
  const presentOne = async (db: Db, row: CatalogRow) => {
    const [item] = await present(db, [row]);
    if (!item) throw new Error('presenting an item returned nothing');
    return item;
  };

  for (const paths of HOST_PATHS) {
    const { kind } = paths;
    const base = `/api/auth/business-profile`;
    const tags = ['catalog (host)'];

    app.get(
      `${base}/${paths.listing}`,
      {
        schema: { tags, summary: `The host's ${kind}s`, security: [{ token: [] }], response: { 200: HostItemListSchema, ...hostErrors } },
        preHandler: guard,
      },
      async (request) => present(app.db, await hostItemRows(app.db, currentUser(request).id, kind)),
    );

    app.get(
      `${base}/${paths.details}/:id`,
      {
        schema: {
          tags,
          summary: `One of the host's ${kind}s, with readiness and sales`,
          security: [{ token: [] }],
          params: ItemIdParamsSchema,
          response: { 200: HostItemSchema, ...hostErrors },
        },
        preHandler: guard,
      },
      async (request) => presentOne(app.db, await ownedItem(app.db, currentUser(request).id, kind, request.params.id)),
    );

    app.post(
      `${base}/${paths.create}`,
      {
        schema: {
          tags,
          summary: `Creates a draft ${kind} from a title and the online flag`,
          security: [{ token: [] }],
          body: paths.createBody,
          response: { 201: HostItemSchema, 400: ApiErrorSchema, 429: ApiErrorSchema, ...hostErrors },
        },
        preHandler: guard,
        config: { rateLimit: { max: 60, timeWindow: 60 * 60_000, keyGenerator: perUser } },
      },
      async (request, reply) => {
        const body = request.body;
        const title = 'eventTitle' in body ? body.eventTitle : body.experienceTitle;
        const row = await createItem(app.db, currentUser(request).id, kind, { title, online: body.olineExperience });
        return reply.code(201).send(await presentOne(app.db, row));
      },
    );

    app.post(
      `${base}/${paths.update}/:id`,
      {
        schema: {
          tags,
          summary: `Changes only the fields sent; publishEvent: true publishes a ready draft, cancelEvent: true cancels an Active ${kind}`,
          security: [{ token: [] }],
          params: ItemIdParamsSchema,
          body: ItemUpdateSchema,
          response: { 200: HostItemSchema, 400: ApiErrorSchema, 409: ApiErrorSchema, ...hostErrors },
        },
        preHandler: guard,
      },
      async (request) => {
        const row = await updateItem(app.db, currentUser(request).id, kind, request.params.id, request.body, onItemCancelled);
        return presentOne(app.db, row);
      },
    );

    app.post(
      `${base}/${paths.image}/:id`,
      {
        schema: {
          tags,
          summary: `Replaces the ${kind}'s image (multipart field mainExperienceImage: JPEG, PNG, WebP or AVIF, at most 10 MB)`,
          security: [{ token: [] }],
          params: ItemIdParamsSchema,
          consumes: ['multipart/form-data'],
          response: { 200: HostItemSchema, 400: ApiErrorSchema, 409: ApiErrorSchema, 413: ApiErrorSchema, 415: ApiErrorSchema, 429: ApiErrorSchema, ...hostErrors },
        },
        preHandler: guard,
        config: { rateLimit: { max: 60, timeWindow: 60 * 60_000, keyGenerator: perUser } },
      },
      async (request) => {
        const hostId = currentUser(request).id;
        // Ownership first: nothing is stored for an item that is not the host's.
        await ownedItem(app.db, hostId, kind, request.params.id);
        const stored = await storeImage(mediaDir, await readUploadedFile(request, 'mainExperienceImage'));
        let saved: Awaited<ReturnType<typeof setItemImage>>;
        try {
          saved = await setItemImage(app.db, hostId, kind, request.params.id, stored);
        } catch (error) {
          await removeImage(mediaDir, stored.key);
          throw error;
        }
        await removeImage(mediaDir, saved.replacedKey);
        return presentOne(app.db, saved.row);
      },
    );
  }
};
