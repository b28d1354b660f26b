// The bookings' public face: what a member booked, their tickets, and whether they hold a booking that stands
// (who may review or see an item). Other modules import only this file; the tickets table stays inside.
export { bookingRoutes } from './booking-routes.ts';
export { lineAmountPaidMinor, type PresentBookedItem } from './bookings.ts';
export { newBookingReference } from './booking-codes.ts';
export { issueTickets, orderTickets, voidLineTickets, type Ticket } from './tickets.ts';
// Whether a member holds a booking that stands (who may review or see an item): the cart keeps the orders it
// is read from, and says it once.
export { hasPaidBooking, holdsPaidBookingSql } from '../cart/index.ts';
export { doorRoutes } from './door-routes.ts';
