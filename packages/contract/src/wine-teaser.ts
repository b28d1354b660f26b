import { z } from 'zod';
import { CATALOG_KINDS } from './catalog-rules.ts';

/**
 * Ours (issue 30): what anyone may know of a wine on a published list poured at an item on sale, to decide to book:
 * its name as written, producer, vintage, where it is from, its grapes and colour, and the items that pour it. The
 * profile itself stays for its host and guests.
 */
export const WineTeaserSchema = z.object({
  wineId: z.number().int(),
  wineListId: z.number().int(),
  wine: z.string(),
  producer: z.string().nullable(),
  vintage: z.string().nullable(),
  country: z.string().nullable(),
  region: z.string().nullable(),
  /** The wine's sub-region, which the spec's profile labels 'Appellation/Sub-region'. */
  appellation: z.string().nullable(),
  grapes: z.array(z.string()),
  colour: z.string().nullable(),
  pouredAt: z.array(z.object({ kind: z.enum(CATALOG_KINDS), id: z.number().int(), title: z.string(), date: z.string().nullable() })),
});
export type WineTeaser = z.infer<typeof WineTeaserSchema>;
