import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { transformWithOxc, type Plugin } from 'vite';

const PUBLIC_PRECACHE = /^(offline\.html|favicon\.svg|journal\/[\w-]+\.svg)$/;

function publicFiles(dir: string, prefix = ''): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = `${prefix}${entry.name}`;
    return entry.isDirectory() ? publicFiles(path.join(dir, entry.name), `${relative}/`) : [relative];
  });
}

/**
 * Builds /sw.js from service-worker/sw.ts: the types stripped, the precache list (the app shell, every
 * script and style of the build, the offline page and the artwork) and a version hashed from those files.
 */
export function serviceWorker({ source, publicDir }: { source: string; publicDir: string }): Plugin {
  return {
    name: 'trg-service-worker',
    apply: 'build',
    // After Vite's own plugins, which drop the empty script chunks of CSS-only modules in their generateBundle:
    // run before them, the list would name scripts that are never written and the worker would fail to install.
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const built = Object.values(bundle)
        .filter((file) => /\.(js|css)$/.test(file.fileName))
        .map((file) => `/${file.fileName}`);
      const fromPublic = publicFiles(publicDir).filter((file) => PUBLIC_PRECACHE.test(file));
      const precache = ['/index.html', ...fromPublic.map((file) => `/${file}`), ...built].sort();

      const hash = createHash('sha256');
      for (const file of Object.values(bundle)) {
        hash.update(file.fileName);
        hash.update(file.type === 'chunk' ? file.code : typeof file.source === 'string' ? file.source : Buffer.from(file.source));
      }
      for (const file of fromPublic) hash.update(fs.readFileSync(path.join(publicDir, file)));
      const version = hash.digest('hex').slice(0, 16);

      const { code } = await transformWithOxc(fs.readFileSync(source, 'utf8'), source, { lang: 'ts' });
      const script = code
        .replace(/^\s*export\s*\{\s*\};?\s*$/m, '')
        .replaceAll('__PRECACHE__', JSON.stringify(precache))
        .replaceAll('__VERSION__', JSON.stringify(version));
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: script });
    },
  };
}
