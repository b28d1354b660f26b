import { API_PATHS } from '@trg/contract/api-paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CartSummarySchema, OrderDataSchema, UpdateCartResultSchema, UpdateCartSchema } from '@trg/contract/cart';
import { ApiErrorSchema } from '@trg/contract/errors';
import { currentUser } from '../../plugins/auth.ts';
import type { CartSettings } from './settings.ts';
import type { CartDeps } from './cart-lines.ts';
import { updateCart } from './cart-lines.ts';
import { cartSummary, myOrderData } from './order-data.ts';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema };

/** The cart API of spec part 1 §7, for members: the cart, its badge and its changes. */
export const cartRoutes: FastifyPluginAsyncZod<{ settings: CartSettings; deps: CartDeps }> = async (app, { settings, deps }) => {
  const members = app.requireGroup('members');

  app.get(
    API_PATHS.cart.myOrders,
    {
      schema: {
        tags: ['cart'],
        summary: "The member's cart: items, subtotal, booking fees, VAT, voucher and total",
        security: [{ token: [] }],
        response: { 200: OrderDataSchema, ...errors },
      },
      preValidation: members,
    },
    async (request) => myOrderData(app.db, currentUser(request).id, settings.rates),
  );

  app.get(
    API_PATHS.cart.summary,
    {
      schema: {
        tags: ['cart'],
        summary: 'How many tickets are in the cart (the navigation badge)',
        security: [{ token: [] }],
        response: { 200: CartSummarySchema, ...errors },
      },
      preValidation: members,
    },
    async (request) => cartSummary(app.db, currentUser(request).id),
  );

  app.post(
    API_PATHS.cart.update,
    {
      schema: {
        tags: ['cart'],
        summary: 'Add, increase, decrease or remove tickets, or apply a voucher (an empty code removes it)',
        security: [{ token: [] }],
        body: UpdateCartSchema,
        response: { 200: UpdateCartResultSchema, ...errors },
      },
      preValidation: members,
      config: { rateLimit: { max: 300, timeWindow: 10 * 60_000, keyGenerator: (request) => `cart:${request.user?.id ?? request.ip}` } },
    },
    async (request) => updateCart(deps, currentUser(request).id, request.body, settings.rates),
  );
};
