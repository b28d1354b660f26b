import fs from 'node:fs';
import path from 'node:path';

/**
 * Where the server's files are, found the same way whether its code runs from the sources (tsx, vitest: each module
 * in its own folder under src/) or from the bundle (`npm run build:server`: every module's code in apps/server/dist/).
 * A module's own folder differs between the two, so no file is looked up from it: the server package's root is.
 */

const PACKAGE_NAME = '@trg/server';

/** The nearest folder at or above `from` whose package.json is named `name`. */
export function findPackageRoot(from: string, name: string): string {
  for (let dir = path.resolve(from); ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest) && (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { name?: unknown }).name === name) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json named ${name} at or above ${from}`);
  }
}

/** apps/server. */
export const SERVER_ROOT = findPackageRoot(import.meta.dirname, PACKAGE_NAME);

/**
 * The folder directly under `serverRoot` that the module in `moduleDir` runs from: src under tsx and vitest (whichever
 * subfolder the module is in), dist in the bundle.
 */
export function codeDirOf(serverRoot: string, moduleDir: string): string {
  return path.join(serverRoot, path.relative(serverRoot, moduleDir).split(path.sep)[0] ?? '');
}

/** src or dist: the server build copies src's data files (everything not TypeScript) to the same places under dist. */
const CODE_DIR = codeDirOf(SERVER_ROOT, import.meta.dirname);

/** A data file that sits beside its module in src (`modules/places/european-towns.tsv`), where the running code has it. */
export function dataFile(pathInSrc: string): string {
  return path.join(CODE_DIR, pathInSrc);
}
