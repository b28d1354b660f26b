import { z } from './zod.ts';
import { inputObject } from './text.ts';

const ID_MESSAGE = 'The id must be a whole number.';

/** `{id}` in a path: a positive 32-bit whole number, else 400. */
export const ItemIdParamsSchema = inputObject({
  id: z.coerce
    .number({ error: ID_MESSAGE })
    .int({ error: ID_MESSAGE })
    .min(1, { error: ID_MESSAGE })
    .max(2_147_483_647, { error: ID_MESSAGE }),
});

/** The body of a call that takes none (logout, removing a cellar entry): nothing, or an empty JSON object. */
export const EmptyBodySchema = z.preprocess((body) => body ?? {}, inputObject({}));
