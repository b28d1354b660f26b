import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CreateEventSchema, CreateExperienceSchema, HostItemListSchema, HostItemSchema, ItemUpdateSchema } from '@trg/contract/catalog';
import { CATALOG_KINDS, type CatalogKind } from '@trg/contract/catalog-rules';
import { ApiErrorSchema } from '@trg/contract/errors';
import { currentUser } from '../../plugins/auth.ts';
import { receiveImage } from '../media/index.ts';
import type { Db } from '../../db/client.ts';
import type { CatalogPorts } from './ports.ts';
import { createItem, hostItemRows, ownedItem, setItemImage, updateItem } from './service.ts';
import { loadItemContext, toHostItem, type CatalogRow } from './wire.ts';
import { itemTag, listingTag } from './cache-tags.ts';
import { hostProfileDefaults } from '../profiles/index.ts';
import { ItemIdParamsSchema } from '@trg/contract/params';
import { hostPaths } from '@trg/contract/api-paths';
import { experienceSlots, itemDrafts } from '@trg/contract/api-paths/hosts';
import { CreateDraftSchema, DraftDefaultsSchema } from '@trg/contract/catalog-draft';
import { createDraft, draftDefaults } from './drafts.ts';
import {
  ExperienceScheduleAnswerSchema,
  ExperienceScheduleInputSchema,
  HostSlotSchema,
  HostSlotsQuerySchema,
  HostSlotsSchema,
  SlotChangeSchema,
  SlotParamsSchema,
} from '@trg/contract/slots';
import { changeSlot, hostSchedule, hostSlots, saveSchedule } from './slots.ts';
import { perUser } from '../../plugins/rate-limit.ts';

/** What differs between the kinds' host routes besides their paths: the create body. */
const CREATE_BODIES = { event: CreateEventSchema, experience: CreateExperienceSchema } as const satisfies Record<CatalogKind, unknown>;

export interface HostRoutesOptions {
  ports: CatalogPorts;
  /** Called after a host's change went through (the public listing's totals are recounted). */
  onChange: () => void;
}

const hostErrors = { 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };
// Limits per signed-in host rather than per address, so hosts behind one office network do not share them.

/** Professionals manage their own events and experiences; another host's item answers 404. */
export const hostCatalogRoutes: FastifyPluginAsyncZod<HostRoutesOptions> = async (app, { ports, onChange }) => {
  const guard = app.requireGroup('professionals');
  // Every write here answers after its transaction committed; a successful one may change the listings.
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && reply.statusCode < 400) onChange();
  });
  const present = async (db: Db, rows: CatalogRow[]) => {
    const context = await loadItemContext(db, rows, ports, { includeDraftWineLists: true });
    return rows.map((row) => toHostItem(row, context));
  };
  const presentOne = async (db: Db, row: CatalogRow) => {
    const [item] = await present(db, [row]);
    if (!item) throw new Error('presenting an item returned nothing');
    return item;
  };

  for (const kind of CATALOG_KINDS) {
    const paths = hostPaths(kind);
    const tags = ['catalog (host)'];

    app.get(
      paths.listing,
      {
        schema: { tags, summary: `The host's ${kind}s`, security: [{ token: [] }], response: { 200: HostItemListSchema, ...hostErrors } },
        preHandler: guard,
      },
      async (request) => present(app.db, await hostItemRows(app.db, currentUser(request).id, kind)),
    );

    app.get(
      paths.details,
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
      paths.create,
      {
        schema: {
          tags,
          summary: `Creates a draft ${kind} from a title and the online flag`,
          security: [{ token: [] }],
          body: CREATE_BODIES[kind],
          response: { 201: HostItemSchema, 400: ApiErrorSchema, 429: ApiErrorSchema, ...hostErrors },
        },
        preHandler: guard,
        config: { rateLimit: { max: 60, timeWindow: 60 * 60_000, keyGenerator: perUser } },
      },
      async (request, reply) => {
        const body = request.body;
        const title = 'eventTitle' in body ? body.eventTitle : body.experienceTitle;
        const hostId = currentUser(request).id;
        const row = await createItem(
          app.db,
          hostId,
          kind,
          { title, online: body.olineExperience },
          await hostProfileDefaults(app.db, hostId),
        );
        return reply.code(201).send(await presentOne(app.db, row));
      },
    );

    // Ours: the four-step create's starting values, and its draft made with many fields in one transaction.
    app.get(
      itemDrafts[kind],
      {
        schema: {
          tags,
          summary: `What a new ${kind} starts from: the business profile (contact, address, currency, zone) and the host's last ${kind}`,
          security: [{ token: [] }],
          response: { 200: DraftDefaultsSchema, ...hostErrors },
        },
        preHandler: guard,
      },
      async (request) => {
        const hostId = currentUser(request).id;
        return draftDefaults(app.db, hostId, kind, await hostProfileDefaults(app.db, hostId));
      },
    );

    app.post(
      itemDrafts[kind],
      {
        schema: {
          tags,
          summary: `Creates a draft ${kind} with the fields sent (the editor's names and rules); a date that has passed or sales that run past the start are refused`,
          security: [{ token: [] }],
          body: CreateDraftSchema,
          response: { 201: HostItemSchema, 400: ApiErrorSchema, 429: ApiErrorSchema, ...hostErrors },
        },
        preHandler: guard,
        config: { rateLimit: { max: 60, timeWindow: 60 * 60_000, keyGenerator: perUser } },
      },
      async (request, reply) => {
        const hostId = currentUser(request).id;
        const row = await createDraft(app.db, hostId, kind, request.body, await hostProfileDefaults(app.db, hostId));
        return reply.code(201).send(await presentOne(app.db, row));
      },
    );

    app.post(
      paths.update,
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
        const row = await updateItem(app.db, currentUser(request).id, kind, request.params.id, request.body, ports);
        // After the commit: publishing, editing and cancelling all change the listing and the detail.
        app.publicCache.invalidate(listingTag(kind), itemTag(row.id));
        // More places, or a sale reopened: the item's waiting list may be offered some.
        await ports.onPlacesChanged([row.id]);
        return presentOne(app.db, row);
      },
    );

    app.post(
      paths.image,
      {
        schema: {
          tags,
          summary: `Replaces the ${kind}'s image (multipart field mainExperienceImage: JPEG, PNG, WebP or AVIF, at most 10 MB)`,
          security: [{ token: [] }],
          params: ItemIdParamsSchema,
          consumes: ['multipart/form-data'],
          response: {
            200: HostItemSchema,
            400: ApiErrorSchema,
            409: ApiErrorSchema,
            413: ApiErrorSchema,
            415: ApiErrorSchema,
            429: ApiErrorSchema,
            503: ApiErrorSchema,
            ...hostErrors,
          },
        },
        preHandler: guard,
        // Requests are capped here before their body is read; the images themselves count in app.images.
        config: { rateLimit: { max: 60, timeWindow: 60 * 60_000, keyGenerator: perUser } },
      },
      async (request) => {
        const hostId = currentUser(request).id;
        // Ownership first: nothing is stored for an item that is not the host's.
        await ownedItem(app.db, hostId, kind, request.params.id);
        const stored = await receiveImage(app.images, request, 'mainExperienceImage', hostId);
        let saved: Awaited<ReturnType<typeof setItemImage>>;
        try {
          saved = await setItemImage(app.db, hostId, kind, request.params.id, stored);
        } catch (error) {
          await app.images.remove(stored.key);
          throw error;
        }
        app.publicCache.invalidate(listingTag(kind), itemTag(saved.row.id));
        await app.images.remove(saved.replacedKey);
        return presentOne(app.db, saved.row);
      },
    );
  }

  // Ours (issue 29): an experience sold by the slot. Saving a schedule makes the slots; a slot's places can change,
  // and closing one refunds and tells its buyers.
  const slotTags = ['catalog (host): slots'];
  app.get(
    experienceSlots.schedule,
    {
      schema: {
        tags: slotTags,
        summary: "An experience's weekly schedule (null for one with a single date) and how many slots it has",
        security: [{ token: [] }],
        params: ItemIdParamsSchema,
        response: { 200: ExperienceScheduleAnswerSchema, ...hostErrors },
      },
      preHandler: guard,
    },
    async (request) => hostSchedule(app.db, currentUser(request).id, request.params.id),
  );
  app.post(
    experienceSlots.schedule,
    {
      schema: {
        tags: slotTags,
        summary: "Saves an experience's weekly schedule and makes its slots",
        security: [{ token: [] }],
        params: ItemIdParamsSchema,
        body: ExperienceScheduleInputSchema,
        response: { 200: ExperienceScheduleAnswerSchema, 400: ApiErrorSchema, 409: ApiErrorSchema, ...hostErrors },
      },
      preHandler: guard,
    },
    async (request) => {
      const answer = await saveSchedule(app.db, currentUser(request).id, request.params.id, request.body, ports);
      app.publicCache.invalidate(listingTag('experience'), itemTag(request.params.id));
      return answer;
    },
  );
  app.get(
    experienceSlots.slots,
    {
      schema: {
        tags: slotTags,
        summary: "A month of an experience's slots (?month=YYYY-MM; the month of its next slot by default), with the bookings in each",
        security: [{ token: [] }],
        params: ItemIdParamsSchema,
        querystring: HostSlotsQuerySchema,
        response: { 200: HostSlotsSchema, 400: ApiErrorSchema, ...hostErrors },
      },
      preHandler: guard,
    },
    async (request) => hostSlots(app.db, ports, currentUser(request).id, request.params.id, request.query.month),
  );
  app.post(
    experienceSlots.slot,
    {
      schema: {
        tags: slotTags,
        summary: "Changes a slot's places ({ places }) or closes it ({ close: true }: its buyers are refunded and told)",
        security: [{ token: [] }],
        params: SlotParamsSchema,
        body: SlotChangeSchema,
        response: { 200: HostSlotSchema, 400: ApiErrorSchema, 409: ApiErrorSchema, ...hostErrors },
      },
      preHandler: guard,
    },
    async (request) => {
      const slot = await changeSlot(app.db, ports, currentUser(request).id, request.params, request.body);
      app.publicCache.invalidate(listingTag('experience'), itemTag(request.params.id), itemTag(request.params.slotId));
      await ports.onPlacesChanged([request.params.slotId]);
      return slot;
    },
  );
};
