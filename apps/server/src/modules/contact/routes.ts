import { API_PATHS } from '@trg/contract/api-paths';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ContactReceiptSchema, RequestInfoSchema, SignUpSchema } from '@trg/contract/contact';
import { ApiErrorSchema } from '@trg/contract/errors';
import { deleteExpiredInfoRequests } from './retention.ts';
import { saveInfoRequest, saveSignUp, type OnRequestCreated } from './repository.ts';

/** Per client address; enough for a person correcting a form, not for a script filling the table. */
export const CONTACT_RATE_LIMIT = { max: 10, timeWindow: '1 minute' } as const;

const SubmissionHeaders = z.object({
  /** Sent by the site's outbox so that a resend of one submission is stored once; optional for other clients. */
  'idempotency-key': z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,100}$/, { error: 'Idempotency-Key should be 8 to 100 letters, digits, - or _' })
    .optional(),
});

const errors = { 400: ApiErrorSchema, 403: ApiErrorSchema, 429: ApiErrorSchema };

export interface ContactOptions {
  /** A new request (not a resend) was stored: told in its transaction, so that the staff are emailed of it exactly once. */
  onRequestCreated?: OnRequestCreated;
}

/** The two forms of spec part 1 §7; the server checks them with the same rules and messages as the page. */
export const contactRoutes: FastifyPluginAsyncZod<ContactOptions> = async (app, options) => {
  app.jobs.add('info-request retention', (now) => deleteExpiredInfoRequests(app.db, now));

  app.post(
    API_PATHS.requestInfo,
    {
      config: { csrf: true, rateLimit: CONTACT_RATE_LIMIT },
      schema: {
        tags: ['contact'],
        summary: 'Sends the request-info form of the home page',
        headers: SubmissionHeaders,
        body: RequestInfoSchema,
        response: { 201: ContactReceiptSchema, ...errors },
      },
    },
    async (request, reply) => {
      const created = await saveInfoRequest(app.db, request.body, request.headers['idempotency-key'] ?? null, options.onRequestCreated);
      // The staff's notice was queued with the request: send it now rather than at the next job run.
      if (created && options.onRequestCreated) app.mail.kick();
      return reply.code(201).send({ status: 'received' });
    },
  );

  app.post(
    API_PATHS.signUp,
    {
      config: { csrf: true, rateLimit: CONTACT_RATE_LIMIT },
      schema: {
        tags: ['contact'],
        summary: 'Sends the newsletter sign-up form of the footer; a repeated email updates the earlier sign-up',
        body: SignUpSchema,
        response: { 200: ContactReceiptSchema, 201: ContactReceiptSchema, ...errors },
      },
    },
    async (request, reply) => {
      const status = await saveSignUp(app.db, request.body);
      return reply.code(status === 'received' ? 201 : 200).send({ status });
    },
  );
};
