import { z } from './zod.ts';
import { ItemUpdateSchema } from './catalog.ts';

/**
 * Ours (issue 32): the four-step create. A draft is made in one request with the fields the host filled in, under
 * the editor's wire names and rules (ItemUpdateSchema); the title is needed, publishing and cancelling are not here.
 * POST /api/auth/business-profile/event-draft (or experience-draft); the answer is the host's item.
 */
export const CreateDraftSchema = ItemUpdateSchema.omit({ publishEvent: true, cancelEvent: true });
export type CreateDraftInput = z.input<typeof CreateDraftSchema>;

const text = z.string().nullable();

/**
 * What a new draft starts from (GET of the same path): the business profile's host name, contact, address, and its
 * country's currency and time zone; from the host's last item of the kind, its type, times, tickets and price.
 */
export const DraftDefaultsSchema = z.object({
  currency: z.string(),
  timeZone: z.string(),
  host: text,
  hostEmail: text,
  hostPhone: text,
  hostPhoneCountryCode: text,
  locationAddress: text,
  locationcity: text,
  locationZip_code: text,
  locationCountry: text,
  /** From the host's last item of this kind (null for a first one). */
  type: text,
  time: text,
  endTime: text,
  price: text,
  quantity: z.number().int().nullable(),
  maximumQuantity: z.number().int().nullable(),
  ticketsPerOrder: z.number().int().nullable(),
  refundPolicy: text,
  /** The title of the item these last values came from, to say so on the form. */
  lastItemTitle: text,
});
export type DraftDefaults = z.infer<typeof DraftDefaultsSchema>;
