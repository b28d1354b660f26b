import { API_PATHS } from '@trg/contract/api-paths';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AuthSessionSchema,
  AuthUserSchema,
  LOGIN_FAILED_MESSAGE,
  LoginSchema,
  PASSWORD_RESET_MESSAGES,
  PasswordResetAnswerSchema,
  PasswordResetRequestSchema,
  PasswordResetSchema,
  RegistrationSchema,
} from '@trg/contract/accounts';
import { ApiErrorSchema } from '@trg/contract/errors';
import { EmptyBodySchema } from '@trg/contract/params';
import { badRequest } from '../../plugins/http-error.ts';
import { currentUser } from '../../plugins/auth.ts';
import { deleteExpiredTokens, issueToken, revokeToken } from './tokens.ts';
import { checkCredentials, recordLogin, registerUser, toAuthUser } from './service.ts';
import { loginThrottle } from './login-throttle.ts';
import { requestPasswordReset, resetPassword, type QueueEmail } from './password-reset.ts';

export interface AccountRoutesOptions {
  tokenTtlHours: number;
  /** One step of the slow-down for repeated failed sign-ins. */
  loginSlowdownMs: number;
  /** The site's address, for the links in reset emails. */
  publicUrl: string;
  /** Queues a message in the mail outbox inside the caller's transaction (the email module, through app.ts). */
  queueEmail: QueueEmail;
}

export const accountRoutes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (
  app,
  { tokenTtlHours, loginSlowdownMs, publicUrl, queueEmail },
) => {
  const throttle = loginThrottle(app.counters, loginSlowdownMs, app.log);
  app.jobs.add('expired sessions', (now) => deleteExpiredTokens(app.db, now));

  app.post(
    API_PATHS.register,
    {
      schema: {
        tags: ['accounts'],
        summary: 'Creates a member (mbr) or professional (prf) account; answers the user and a token',
        body: RegistrationSchema,
        response: { 201: AuthSessionSchema, 400: ApiErrorSchema, 403: ApiErrorSchema, 429: ApiErrorSchema },
      },
      config: { csrf: true, rateLimit: { max: 30, timeWindow: 60 * 60_000 } },
    },
    async (request, reply) => {
      const { user, token } = await registerUser(app.db, request.body, tokenTtlHours);
      return reply.code(201).send({ user: toAuthUser(user), token });
    },
  );

  app.post(
    API_PATHS.login,
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sign in with username and password; answers the user and a token',
        body: LoginSchema,
        response: { 200: AuthSessionSchema, 400: ApiErrorSchema, 429: ApiErrorSchema },
      },
      // Failed attempts are throttled below (per username and address pair, per username, per address: see
      // login-throttle.ts); this only caps floods.
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
    },
    async (request) => {
      const { username, password } = request.body;
      await throttle.admit(username, request.ip);
      const user = await checkCredentials(app.db, username, password);
      if (!user) throw badRequest(LOGIN_FAILED_MESSAGE);
      await throttle.succeeded(username, request.ip);
      await recordLogin(app.db, user.id);
      const token = await issueToken(app.db, user.id, tokenTtlHours);
      return { user: toAuthUser(user), token };
    },
  );

  app.get(
    API_PATHS.user,
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
    API_PATHS.logout,
    {
      schema: {
        tags: ['accounts'],
        summary: 'Ends this token on the server',
        security: [{ token: [] }],
        body: EmptyBodySchema,
        response: { 204: z.null(), 401: ApiErrorSchema },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      if (request.authToken) await revokeToken(app.db, request.authToken);
      return reply.code(204).send(null);
    },
  );

  app.post(
    API_PATHS.passwordResetRequest,
    {
      schema: {
        tags: ['accounts'],
        summary: 'Emails a single-use link, valid one hour, to choose a new password; the same answer whether or not an account matches',
        body: PasswordResetRequestSchema,
        response: { 200: PasswordResetAnswerSchema, 400: ApiErrorSchema, 403: ApiErrorSchema, 429: ApiErrorSchema },
      },
      // Per address here; per account (silently: no more mail, the same answer) in requestPasswordReset.
      config: { csrf: true, rateLimit: { max: 10, timeWindow: 60 * 60_000 } },
    },
    async (request) => {
      const queued = await requestPasswordReset(app.db, app.counters, queueEmail, publicUrl, request.body.usernameOrEmail);
      if (queued) app.mail.kick();
      return { detail: PASSWORD_RESET_MESSAGES.sent };
    },
  );

  app.post(
    API_PATHS.passwordResetConfirm,
    {
      schema: {
        tags: ['accounts'],
        summary: "Sets a new password with a reset link's token; every session of the account ends",
        body: PasswordResetSchema,
        response: { 200: PasswordResetAnswerSchema, 400: ApiErrorSchema, 403: ApiErrorSchema, 429: ApiErrorSchema },
      },
      config: { csrf: true, rateLimit: { max: 30, timeWindow: 60 * 60_000 } },
    },
    async (request) => {
      await resetPassword(app.db, request.body.token, request.body.password);
      return { detail: PASSWORD_RESET_MESSAGES.done };
    },
  );
};
