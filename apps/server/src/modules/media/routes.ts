import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';
import { sendNotFound } from '../../plugins/errors.ts';
import { MAX_IMAGE_BYTES } from './images.ts';
import { importDiskImages, imageStore, readVariant, type ImageStore } from './store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded images: every route that takes one stores it here. */
    images: ImageStore;
  }
}

/**
 * Multipart uploads (one file, at most 10 MB) for the routes that take images, the image store (in the
 * database, so every instance serves every image) and the images, served at /media/<key>/<width>.webp with a
 * year's cache (their keys never change). Images an older version left under `diskDir` move into the
 * database on start.
 */
export const mediaPlugin = fp<{ diskDir: string; rateLimitScale: number }>(async (app, { diskDir, rateLimitScale }) => {
  await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 20 } });
  app.decorate('images', imageStore(app.db, app.counters, rateLimitScale));
  await importDiskImages(app.db, diskDir, app.log);

  app.get<{ Params: { key: string; file: string } }>('/media/:key/:file', { schema: { hide: true } }, async (request, reply) => {
    const { key, file } = request.params;
    const width = /^(\d{1,5})\.webp$/.exec(file)?.[1];
    const variant = width ? await readVariant(app.db, key, Number(width)) : undefined;
    if (!variant) return sendNotFound(request, reply);
    // A key's bytes never change, so the key and width are its entity tag.
    const etag = `"${key}-${width}"`;
    void reply.header('Cache-Control', 'public, max-age=31536000, immutable').header('ETag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type(variant.contentType).send(variant.bytes);
  });
});
