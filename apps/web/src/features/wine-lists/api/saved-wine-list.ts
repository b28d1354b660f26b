import { WineListSummarySchema } from '@trg/contract/wine-lists';

/**
 * What the web reads from the answer to a create or an update: the list's own fields. The contract does not
 * fix the answer's wines (a summary's { id, wine } or the detail's full wines), so they are left unread and
 * the pages reload what they show.
 */
export const SavedWineListSchema = WineListSummarySchema.omit({ wines: true });
