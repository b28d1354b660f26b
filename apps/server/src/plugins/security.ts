import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import { DEFAULT_MAP_TILE_URL } from '@trg/contract/map-tiles';
import { mapTileImageSource } from '../map-tiles.ts';

// Stripe.js and its card fields load from Stripe, and talk to its API, only when Stripe is configured.
const STRIPE_SCRIPTS = ['https://js.stripe.com'];
const STRIPE_FRAMES = ['https://js.stripe.com', 'https://hooks.stripe.com'];
const STRIPE_CONNECT = ['https://api.stripe.com'];

/**
 * Strict headers on every answer; the only outside origins are the map's tile server (MAP_TILE_URL's origin),
 * https images when a news feed is configured (its stories' pictures, after consent) and, when Stripe is
 * configured, Stripe's script, frames and API.
 */
export const securityPlugin = fp<{ stripe?: boolean; remoteImages?: boolean; mapTileUrl?: string }>(async (app, options) => {
  const { stripe = false, remoteImages = false, mapTileUrl = DEFAULT_MAP_TILE_URL } = options;
  const withStripe = (own: string[], extra: string[]) => (stripe ? [...own, ...extra] : own);
  const tiles = mapTileImageSource(mapTileUrl);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // 'wasm-unsafe-eval': the door's QR reader (ZXing, served by us) compiles WebAssembly; no other eval is allowed.
        scriptSrc: withStripe(["'self'", "'wasm-unsafe-eval'"], STRIPE_SCRIPTS),
        // Leaflet positions tiles and markers with style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // The tiles' origin even beside 'https:', which would not let a plain-http tile server through.
        imgSrc: ["'self'", 'data:', 'blob:', tiles, ...(remoteImages ? ['https:'] : [])],
        connectSrc: withStripe(["'self'"], STRIPE_CONNECT),
        fontSrc: ["'self'"],
        mediaSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameSrc: stripe ? STRIPE_FRAMES : ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
  });
  app.addHook('onSend', async (_request, reply) => {
    // The camera for this site only: the host's check-in page scans tickets with it (the browser still asks first).
    reply.header('Permissions-Policy', 'camera=(self), microphone=(), geolocation=(), payment=(self)');
  });
});
