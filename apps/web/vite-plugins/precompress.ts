import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * What the server sends as files (not index.html, which it renders into each page, nor the source maps); with the
 * door's QR reader (WebAssembly, 1.1 MB, a third of it compressed).
 */
export const PRECOMPRESSED = /\.(js|css|svg|json|webmanifest|txt|xml|wasm)$/;
/** Below this, compression gains a few bytes at best and the server sends the file as it is. */
export const MIN_BYTES = 1024;

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .flatMap((entry) => (entry.isFile() ? [path.join(entry.parentPath, entry.name)] : []));
}

/**
 * Writes a brotli (quality 11) and a gzip (level 9) copy beside each text file of the build, for the server to send
 * as they are (@fastify/static's `preCompressed`). Compressing on each request, the server could afford only a fast
 * setting (brotli quality 4): the copies are some 15% smaller and cost the server nothing per request.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'trg-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = filesUnder(outDir).filter((file) => PRECOMPRESSED.test(file) && !file.includes(`${path.sep}.vite${path.sep}`));
      await Promise.all(
        files.map(async (file) => {
          const content = await fs.promises.readFile(file);
          if (content.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([fs.promises.writeFile(`${file}.br`, br), fs.promises.writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}
