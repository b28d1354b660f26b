import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { forbidden } from './http-error.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route needs an X-CSRFToken header that belongs to the client's csrftoken cookie. */
    csrf?: boolean;
  }
  interface FastifyReply {
    /**
     * Makes sure the client holds a csrftoken cookie this server issued (setting a fresh one when it does not)
     * and returns a token for it, masked afresh on every call.
     */
    issueCsrfToken(): string;
  }
}

export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'x-csrftoken';
export const CSRF_MESSAGE = 'This form has expired or came from another site. Reload the page and try again.';

const SECRET_BYTES = 32;
/** Both the cookie (secret + signature) and a masked token (mask + masked secret) are two halves of this size. */
const PAIR = new RegExp(`^[A-Za-z0-9_-]{${Math.ceil((SECRET_BYTES * 2 * 4) / 3)}}$`);

/** Two secret-sized halves of a base64url value, or null when it has any other form. */
function halves(value: string): [Buffer, Buffer] | null {
  if (!PAIR.test(value)) return null;
  const bytes = Buffer.from(value, 'base64url');
  return [bytes.subarray(0, SECRET_BYTES), bytes.subarray(SECRET_BYTES)];
}

function xor(left: Buffer, right: Buffer): Buffer {
  return Buffer.from(left.map((byte, index) => byte ^ (right[index] ?? 0)));
}

function sameBytes(left: Buffer, right: Buffer): boolean {
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Django's scheme, keyed by the server's secret: the `csrftoken` cookie holds a random per-client secret with
 * its HMAC, so a cookie the server did not issue is refused; the tokens handed out in response bodies are the
 * secret XORed with a fresh random mask (mask + masked secret), so no two responses carry the same bytes
 * (BREACH). The spec's client copies the cookie into `X-CSRFToken`; a masked token is accepted as well.
 * Another site can neither read the cookie nor set the header.
 */
function csrfTokens(secretKey: string) {
  const signingKey = createHmac('sha256', secretKey).update('csrftoken cookie').digest();
  const sign = (secret: Buffer) => createHmac('sha256', signingKey).update(secret).digest();
  return {
    newCookie(): { cookie: string; secret: Buffer } {
      const secret = randomBytes(SECRET_BYTES);
      return { cookie: Buffer.concat([secret, sign(secret)]).toString('base64url'), secret };
    },
    /** The secret of a cookie this server signed, or null. */
    verifiedSecret(value: string | undefined): Buffer | null {
      const parts = value === undefined ? null : halves(value);
      if (!parts) return null;
      const [secret, signature] = parts;
      return sameBytes(sign(secret), signature) ? secret : null;
    },
    mask(secret: Buffer): string {
      const mask = randomBytes(SECRET_BYTES);
      return Buffer.concat([mask, xor(secret, mask)]).toString('base64url');
    },
    /** The header is the (verified) cookie itself or a masked token of its secret. */
    headerMatches(header: string, cookieValue: string, secret: Buffer): boolean {
      if (sameBytes(Buffer.from(header), Buffer.from(cookieValue))) return true;
      const parts = halves(header);
      return parts !== null && sameBytes(xor(parts[1], parts[0]), secret);
    },
  };
}

export const csrfPlugin = fp<{ secureCookies: boolean; secretKey: string }>(async (app, { secureCookies, secretKey }) => {
  await app.register(cookie);
  const tokens = csrfTokens(secretKey);

  app.decorateReply('issueCsrfToken', function issueCsrfToken(this: FastifyReply) {
    const existing = tokens.verifiedSecret(this.request.cookies[CSRF_COOKIE]);
    if (existing) return tokens.mask(existing);
    const { cookie: value, secret } = tokens.newCookie();
    void this.setCookie(CSRF_COOKIE, value, {
      path: '/',
      sameSite: 'strict',
      secure: secureCookies,
      httpOnly: false,
      maxAge: 60 * 60 * 24 * 365,
    });
    // Later calls in this response mask the secret just set.
    this.request.cookies[CSRF_COOKIE] = value;
    return tokens.mask(secret);
  });

  // onRequest, before the body is read: a forged post is refused whatever its body, and never parsed.
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.routeOptions.config.csrf) return;
    const cookieValue = request.cookies[CSRF_COOKIE];
    const secret = tokens.verifiedSecret(cookieValue);
    if (!cookieValue || !secret) {
      // No cookie, or one this server did not issue: the refusal carries a fresh one to try again with.
      reply.issueCsrfToken();
      throw forbidden(CSRF_MESSAGE);
    }
    const header = request.headers[CSRF_HEADER];
    if (typeof header !== 'string' || !tokens.headerMatches(header, cookieValue, secret)) throw forbidden(CSRF_MESSAGE);
  });
});
