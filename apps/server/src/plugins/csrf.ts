import { randomBytes, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { forbidden } from './http-error.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route needs the X-CSRFToken header to match the csrftoken cookie. */
    csrf?: boolean;
  }
  interface FastifyReply {
    issueCsrfToken(): string;
  }
}

export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'x-csrftoken';

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Double-submit anti-forgery, as the spec's client sends it: a `csrftoken` cookie the page can read,
 * echoed in `X-CSRFToken`. Another site can neither read the cookie nor set the header.
 */
export const csrfPlugin = fp<{ secureCookies: boolean }>(async (app, { secureCookies }) => {
  await app.register(cookie);

  app.decorateReply('issueCsrfToken', function issueCsrfToken(this: FastifyReply) {
    const existing = this.request.cookies[CSRF_COOKIE];
    if (existing && /^[A-Za-z0-9_-]{32,128}$/.test(existing)) return existing;
    const token = randomBytes(32).toString('base64url');
    void this.setCookie(CSRF_COOKIE, token, {
      path: '/',
      sameSite: 'strict',
      secure: secureCookies,
      httpOnly: false,
      maxAge: 60 * 60 * 24 * 365,
    });
    return token;
  });

  app.addHook('preHandler', async (request: FastifyRequest) => {
    if (!request.routeOptions.config.csrf) return;
    const cookieToken = request.cookies[CSRF_COOKIE];
    const headerToken = request.headers[CSRF_HEADER];
    if (!cookieToken || typeof headerToken !== 'string' || !sameToken(cookieToken, headerToken)) {
      throw forbidden('This form has expired or came from another site. Reload the page and try again.');
    }
  });
});
