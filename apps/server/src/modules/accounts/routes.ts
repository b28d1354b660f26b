import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuthSessionSchema, AuthUserSchema, LOGIN_FAILED_MESSAGE, LoginSchema } from '@trg/contract/accounts';
import { ApiErrorSchema } from '@trg/contract/errors';
import { badRequest } from '../../plugins/http-error.ts';
import { currentUser } from '../../plugins/auth.ts';
import { issueToken, revokeToken } from './tokens.ts';
import { checkCredentials, recordLogin, toAuthUser } from './service.ts';

export const accountRoutes: FastifyPluginAsyncZod<{ tokenTtlHours: number }> = async (app, { tokenTtlHours }) => {
  app.post(
    '/api/login-user',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sign in with username and password; answers the user and a token',
        body: LoginSchema,
        response: { 200: AuthSessionSchema, 400: ApiErrorSchema, 429: ApiErrorSchema },
      },
      config: { rateLimit: { max: 30, timeWindow: 15 * 60_000 } },
    },
    async (request) => {
      const user = await checkCredentials(app.db, request.body.username, request.body.password);
      if (!user) throw badRequest(LOGIN_FAILED_MESSAGE);
      await recordLogin(app.db, user.id);
      const token = await issueToken(app.db, user.id, tokenTtlHours);
      return { user: toAuthUser(user), token };
    },
  );

  app.get(
    '/api/auth/user',
    {
      schema: {
        tags: ['accounts'],
        summary: 'The signed-in user with groups',
        security: [{ token: [] }],
        response: { 200: AuthUserSchema, 401: ApiErrorSchema },
      },
      preHandler: app.requireUser,
    },
    async (request) => toAuthUser(currentUser(request)),
  );

  app.post(
    '/api/auth/logout',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Ends this token on the server',
        security: [{ token: [] }],
        response: { 204: z.null(), 401: ApiErrorSchema },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      if (request.authToken) await revokeToken(app.db, request.authToken);
      return reply.code(204).send(null);
    },
  );
};
