import { z } from 'zod';

/** GET /api/cart/get-cart-summary */
export const CartSummarySchema = z.object({ numberOfItemsInCart: z.number().int().min(0) });
export type CartSummary = z.infer<typeof CartSummarySchema>;
