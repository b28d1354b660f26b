import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MyBookingSchema, MyEventsAndExperiencesSchema } from '@trg/contract/catalog';
import { ApiErrorSchema } from '@trg/contract/errors';
import { currentUser } from '../../plugins/auth.ts';
import type { TicketPricing } from './fees.ts';
import { ItemIdParamsSchema } from './params.ts';
import { memberBooking, memberBookings } from './bookings.ts';

const memberErrors = { 401: ApiErrorSchema, 403: ApiErrorSchema };

/** A member's own bookings of events and experiences. */
export const bookingRoutes: FastifyPluginAsyncZod<{ ticketPricing: TicketPricing }> = async (app, { ticketPricing }) => {
  const guard = app.requireGroup('members');

  app.get(
    '/api/auth/member-profile/my-events-and-experiences',
    {
      schema: {
        tags: ['catalog (member)'],
        summary: "The member's bought events and experiences, newest first",
        security: [{ token: [] }],
        response: { 200: MyEventsAndExperiencesSchema, ...memberErrors },
      },
      preHandler: guard,
    },
    async (request) => memberBookings(app.db, currentUser(request).id, ticketPricing),
  );

  app.get(
    '/api/auth/member-profile/my-booking/:id',
    {
      schema: {
        tags: ['catalog (member)'],
        summary: 'One event or experience the member bought: the item and their booking references',
        security: [{ token: [] }],
        params: ItemIdParamsSchema,
        response: { 200: MyBookingSchema, 400: ApiErrorSchema, 404: ApiErrorSchema, ...memberErrors },
      },
      preHandler: guard,
    },
    async (request) => memberBooking(app.db, currentUser(request).id, request.params.id, ticketPricing),
  );
};
