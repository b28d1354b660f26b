import { z } from './zod.ts';

/** The one error shape every failing API call answers with. */
export const ApiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

export const ERROR_CODES = {
  validation: 'validation_error',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  notFound: 'not_found',
  conflict: 'conflict',
  tooLarge: 'payload_too_large',
  unsupportedMedia: 'unsupported_media_type',
  rateLimited: 'rate_limited',
  paymentFailed: 'payment_failed',
  paymentProvider: 'payment_provider_error',
  internal: 'internal_error',
  unavailable: 'service_unavailable',
} as const;
