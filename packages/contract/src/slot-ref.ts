import { z } from './zod.ts';

/**
 * A cart line's or a booking's slot (ours, issue 29): its id, and the id of the experience it belongs to, whose page
 * it links to. A module of its own, so that the item pages' first script need not carry the cart's schemas.
 */
export const SlotRefSchema = z.object({ id: z.number().int(), experienceId: z.number().int() });
