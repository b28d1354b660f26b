import { z } from './zod.ts';
import { inputObject, multiLineText, unknownFields } from './text.ts';
import { YES_NO } from './wine-profile-rules.ts';
import {
  WINE_TEXT_LIMITS,
  idField,
  optionalIdField,
  optionalWineText,
  optionalYear,
  optionalYesNo,
  requiredWineText,
} from './wine-fields.ts';

/**
 * The host's wine lists (spec part 2 §2 'Wine Lists manager', 'Create Wine List'; §3 'Wine list', 'Wine in a
 * list'; §7), under the spec's wire names: `wineListdescription`, `date_created`, `numOfWines`, and the path
 * `wine-list-details-updat-an-save`. All under /api/auth/business-profile/.
 */

export const WINE_LIST_LIMITS = {
  name: 120,
  description: 2000,
  /** Wine name, producer and each place (country to parcel). */
  wineText: WINE_TEXT_LIMITS.text,
  /** Enough for a restaurant's whole list; the server refuses the wine after it. */
  winesPerList: 500,
} as const;

export const WINE_LIST_STATUSES = ['Draft', 'Published'] as const;
export type WineListStatus = (typeof WINE_LIST_STATUSES)[number];

export const WINE_LIST_MESSAGES = {
  nameRequired: 'Please enter a name for the wine list.',
  wineRequired: 'Please enter the wine name.',
  nothingToChange: 'Nothing to change: send wineListName or wineListdescription, or addWine: true with the wine.',
  wineDetailsEmpty: 'Nothing to change: send at least one of the wine details.',
  eventOrExperience: 'Choose an event or an experience to add the wine list to.',
  publish: 'To publish the wine list, send publishWineList: true.',
  action: 'action must be add_to_event_experience, remove_from_event_experience, publish-winelist or delete-winelist.',
  eventOrExperienceToRemove: 'Choose the event or the experience to take the wine list off.',
  tooManyWines: `A wine list can hold at most ${WINE_LIST_LIMITS.winesPerList} wines.`,
} as const;

const wineListName = requiredWineText('The wine list name', WINE_LIST_MESSAGES.nameRequired, WINE_LIST_LIMITS.name);
/** The description is never null: an emptied one is stored as ''. */
const wineListdescription = multiLineText('The wine list description must be text.')
  .trim()
  .max(WINE_LIST_LIMITS.description, { error: `The wine list description can be at most ${WINE_LIST_LIMITS.description} characters.` });

// Create ------------------------------------------------------------------------------------------------

/** POST /api/auth/business-profile/create-wine-list (the spec does not show the path): a new Draft list. */
export const CreateWineListSchema = inputObject({
  wineListName,
  wineListdescription: wineListdescription.default(''),
});
export type CreateWineListInput = z.input<typeof CreateWineListSchema>;
export type CreateWineList = z.output<typeof CreateWineListSchema>;

// Reads -------------------------------------------------------------------------------------------------

const nullableText = z.string().nullable();
const yesNo = z.enum(YES_NO).nullable();

/**
 * Ours: an event or experience of the host that pours the list, for the manager to show and to detach it from
 * (docs/decisions/0020-wine-editor-hosts-finish.md).
 */
export const PouredAtSchema = z.object({ id: z.number().int(), kind: z.enum(['event', 'experience']), title: z.string() });
export type PouredAt = z.infer<typeof PouredAtSchema>;

const listCore = {
  id: z.number().int(),
  wineListName: z.string(),
  wineListdescription: z.string(),
  numOfWines: z.number().int().min(0),
  /** When the list was created, ISO 8601. */
  date_created: z.iso.datetime({ offset: true }),
  status: z.enum(WINE_LIST_STATUSES),
  /** Ours: the host's events and experiences pouring the list, by id. */
  pouredAt: z.array(PouredAtSchema),
};

/** One card of GET /api/auth/business-profile/my-winelist-listing: the host's lists, newest first. */
export const WineListSummarySchema = z.object({
  ...listCore,
  wines: z.array(z.object({ id: z.number().int(), wine: z.string() })),
});
export type WineListSummary = z.infer<typeof WineListSummarySchema>;
export const MyWineListsSchema = z.array(WineListSummarySchema);

/**
 * A wine in a list (spec §3 'Wine in a list'). The name is always set (adding a wine requires it); the rest
 * may be null. Ours: `slug`, for the link /wine-profile/{slug}?wine-list={id}&wine={wineId} (wineProfileHref),
 * and subRegion, site and parcel, which the manager edits through wine-list-details-updat-an-save.
 */
export const WineInListSchema = z.object({
  wineId: z.number().int(),
  wine: z.string(),
  slug: z.string(),
  producer: nullableText,
  region: nullableText,
  country: nullableText,
  subRegion: nullableText,
  site: nullableText,
  parcel: nullableText,
  vintage: nullableText,
  vegetarian: yesNo,
  vegan: yesNo,
});
export type WineInList = z.infer<typeof WineInListSchema>;

/** GET /api/auth/business-profile/wine-list-details/{id}: one of the host's lists, its wines in the order added. */
export const WineListDetailSchema = z.object({
  ...listCore,
  wines: z.array(WineInListSchema),
});
export type WineListDetail = z.infer<typeof WineListDetailSchema>;

// Update ------------------------------------------------------------------------------------------------

const place = (label: string) => optionalWineText(label, WINE_LIST_LIMITS.wineText);

/** The Add wine form's fields (spec §2 'Manage Winelist'); only the name is required. */
const addWineFields = {
  wine: requiredWineText('The wine name', WINE_LIST_MESSAGES.wineRequired, WINE_LIST_LIMITS.wineText),
  producer: place('Producer'),
  country: place('Country'),
  region: place('Region'),
  subRegion: place('Sub-region'),
  site: place('Site'),
  parcel: place('Parcel'),
  vintage: optionalYear('Vintage'),
  vegetarian: optionalYesNo('Vegetarian'),
  vegan: optionalYesNo('Vegan'),
};

const ChangeListSchema = z
  .strictObject(
    {
      addWine: z.literal(false),
      wineListName: wineListName.optional(),
      wineListdescription: wineListdescription.optional(),
    },
    unknownFields,
  )
  .refine((change) => change.wineListName !== undefined || change.wineListdescription !== undefined, {
    error: WINE_LIST_MESSAGES.nothingToChange,
  });

const AddWineSchema = z.strictObject({ addWine: z.literal(true), ...addWineFields }, unknownFields);

/**
 * POST /api/auth/business-profile/wine-list-details-update/{id}/, {id} the wine list: either the changed list
 * fields (wineListName, wineListdescription) or a wine to add, flagged `addWine: true` (spec §7). The server
 * parses once and branches on `addWine`, which is always present in the output. A form's 'true'/'false' is
 * read as the boolean; a body without addWine is a change of the list's own fields.
 */
export const WineListUpdateSchema = z.preprocess(
  (body) => {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
    const flag: unknown = 'addWine' in body ? body.addWine : undefined;
    const addWine = flag === true || flag === 'true' ? true : flag === undefined || flag === false || flag === 'false' ? false : flag;
    return { ...body, addWine };
  },
  z.discriminatedUnion('addWine', [ChangeListSchema, AddWineSchema], { error: 'addWine must be true or false.' }),
);
export type WineListUpdateInput = z.input<typeof WineListUpdateSchema>;
export type WineListUpdate = z.output<typeof WineListUpdateSchema>;

const SaveDetailsSchema = z.strictObject(
  {
    wineId: idField('wineId'),
    removeWine: z.literal(false),
    wineDetails: z
      .strictObject(
        {
          wine: addWineFields.wine.optional(),
          producer: addWineFields.producer,
          country: addWineFields.country,
          region: addWineFields.region,
          subRegion: addWineFields.subRegion,
          site: addWineFields.site,
          parcel: addWineFields.parcel,
        },
        unknownFields,
      )
      .refine((details) => Object.values(details).some((value) => value !== undefined), { error: WINE_LIST_MESSAGES.wineDetailsEmpty }),
  },
  unknownFields,
);

const RemoveWineSchema = z.strictObject(
  {
    wineId: idField('wineId'),
    removeWine: z.literal(true),
  },
  unknownFields,
);

/**
 * POST /api/auth/business-profile/wine-list-details-updat-an-save/{id}/ (the spec's spelling), {id} the wine
 * list as in its sibling wine-list-details-update. The spec shows only `wineDetails`; which wine to change is
 * ours: `wineId`, a wine of that list (the server answers 404 for a wine of another list). Only the details
 * sent change; a blank one clears it, but the name cannot be cleared.
 * Ours too (docs/decisions/0020-wine-editor-hosts-finish.md): `removeWine: true` with the wineId and no
 * wineDetails takes the wine, its profile and its reviews off the list. As addWine on the sibling route, a
 * form's 'true'/'false' is read as the boolean and the output always carries the flag.
 */
export const WineDetailsSaveSchema = z.preprocess(
  (body) => {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
    const flag: unknown = 'removeWine' in body ? body.removeWine : undefined;
    const removeWine = flag === true || flag === 'true' ? true : flag === undefined || flag === false || flag === 'false' ? false : flag;
    return { ...body, removeWine };
  },
  z.discriminatedUnion('removeWine', [SaveDetailsSchema, RemoveWineSchema], { error: 'removeWine must be true or false.' }),
);
export type WineDetailsSaveInput = z.input<typeof WineDetailsSaveSchema>;
export type WineDetailsSave = z.output<typeof WineDetailsSaveSchema>;

// Status ------------------------------------------------------------------------------------------------

const DetachSchema = z
  .strictObject(
    {
      action: z.literal('remove_from_event_experience'),
      wineListId: idField('wineListId'),
      eventId: optionalIdField('eventId'),
      experienceId: optionalIdField('experienceId'),
    },
    unknownFields,
  )
  .refine((detach) => detach.eventId !== undefined || detach.experienceId !== undefined, {
    error: WINE_LIST_MESSAGES.eventOrExperienceToRemove,
    path: ['eventId'],
  });

const AttachSchema = z
  .strictObject(
    {
      action: z.literal('add_to_event_experience'),
      wineListId: idField('wineListId'),
      eventId: optionalIdField('eventId'),
      experienceId: optionalIdField('experienceId'),
    },
    unknownFields,
  )
  .refine((attach) => attach.eventId !== undefined || attach.experienceId !== undefined, {
    error: WINE_LIST_MESSAGES.eventOrExperience,
    path: ['eventId'],
  });

const PublishSchema = inputObject({
  action: z.literal('publish-winelist'),
  wineListId: idField('wineListId'),
  publishWineList: z.preprocess((value) => (value === 'true' ? true : value), z.literal(true, { error: WINE_LIST_MESSAGES.publish })),
});

const DeleteSchema = inputObject({
  action: z.literal('delete-winelist'),
  wineListId: idField('wineListId'),
});

/**
 * POST /api/auth/business-profile/update-wine-list-status, branching on `action` (spec §7):
 * - add_to_event_experience: pour the list at an event and/or an experience of the same host (either may be
 *   left out, not both; attaching twice changes nothing);
 * - remove_from_event_experience (ours, docs/decisions/0020-wine-editor-hosts-finish.md): the reverse, the
 *   same fields; a list not poured there is left as it is. The list may then be deleted, as a list poured at
 *   an item on sale cannot be;
 * - publish-winelist: Draft to Published, with publishWineList: true;
 * - delete-winelist: the list and its wines go; events stop showing it.
 * Ids come as numbers or as the digits a form sends.
 */
export const WineListStatusSchema = z.discriminatedUnion('action', [AttachSchema, DetachSchema, PublishSchema, DeleteSchema], {
  error: WINE_LIST_MESSAGES.action,
});
export type WineListStatusInput = z.input<typeof WineListStatusSchema>;
export type WineListStatusChange = z.output<typeof WineListStatusSchema>;
