import { z } from './zod.ts';
import { inputObject } from './text.ts';

/**
 * The host's mail about their bookings, ours beyond the spec: GET and PUT
 * /api/auth/business-profile/notifications. The daily digest lists the bookings made since the last one; it is
 * on until the host turns it off.
 */
export const HostNotificationsSchema = z.object({ dailyDigest: z.boolean() });
export type HostNotifications = z.infer<typeof HostNotificationsSchema>;

export const HostNotificationsUpdateSchema = inputObject({
  dailyDigest: z.boolean({ error: 'Say whether to send the daily digest: true or false.' }),
});
