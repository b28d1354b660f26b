import path from 'node:path';
import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';
import { MAX_IMAGE_BYTES } from './images.ts';

/**
 * Multipart uploads (one file, at most 10 MB) for the routes that take images, and the stored images,
 * served from `<DATA_DIR>/media` at /media with a year's cache (their keys never change).
 */
export const mediaPlugin = fp<{ mediaDir: string }>(async (app, { mediaDir }) => {
  fs.mkdirSync(mediaDir, { recursive: true });
  await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 20 } });
  await app.register(fastifyStatic, {
    root: path.resolve(mediaDir),
    prefix: '/media/',
    decorateReply: false,
    index: false,
    redirect: false,
    setHeaders: (reply) => {
      void reply.header('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });
});
