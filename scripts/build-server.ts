// Builds the server to JavaScript (`npm run build:server`), so that a production install, without tsx or any other
// devDependency, runs it: `node apps/server/dist/server.js`. See docs/decisions/0016-compiled-server-and-containers.md.
//
// Bundled: the server's own code and the workspace's @trg/contract, which ships TypeScript sources Node cannot load.
// External: every npm package, loaded from node_modules as `npm ci --omit=dev` installs them (native ones such as
// sharp and @node-rs/argon2, PGlite's wasm files and pg-boss's SQL must be, the rest are simply not copied). The build
// fails when the bundle imports a package that is not a runtime dependency of the server or the contract.
import fs from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';

const repoRoot = path.resolve(import.meta.dirname, '..');
const serverRoot = path.join(repoRoot, 'apps/server');
const srcDir = path.join(serverRoot, 'src');
const outDir = path.join(serverRoot, 'dist');

/** The bundles: the server and the command-line tools the npm scripts run (`npm run seed`, `voucher`, `staff`). */
const ENTRIES = {
  server: 'server.ts',
  seed: 'seed/seed-cli.ts',
  voucher: 'modules/cart/voucher-cli.ts',
  staff: 'modules/operator/staff-cli.ts',
};

/** Workspace packages, compiled into the bundle. */
const BUNDLED_SCOPE = '@trg/';

/** Every import of an npm package stays an import; node: built-ins are external on platform node anyway. */
const npmPackagesExternal: Plugin = {
  name: 'npm-packages-external',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, ({ path: specifier }) =>
      specifier.startsWith(BUNDLED_SCOPE) ? undefined : { path: specifier, external: true },
    );
  },
};

function dependenciesOf(packageDir: string): string[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
  return Object.keys(manifest.dependencies ?? {});
}

/** `@scope/name/sub` -> `@scope/name`; `name/sub` -> `name`. */
function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return (specifier.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/');
}

/** Every file under `dir`, as paths relative to it. */
function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .flatMap((entry) => (entry.isFile() ? [path.relative(dir, path.join(entry.parentPath, entry.name))] : []));
}

fs.rmSync(outDir, { recursive: true, force: true });

const result = await build({
  entryPoints: Object.fromEntries(Object.entries(ENTRIES).map(([name, file]) => [name, path.join(srcDir, file)])),
  outdir: outDir,
  bundle: true,
  // The tools and the server share most of their code: one copy of it, in chunks beside them in dist/.
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  // Each module's import.meta.dirname is left as it is: in the bundle, apps/server/dist (see src/paths.ts).
  metafile: true,
  logLevel: 'warning',
  plugins: [npmPackagesExternal],
});

const runtimeDependencies = new Set([...dependenciesOf(serverRoot), ...dependenciesOf(path.join(repoRoot, 'packages/contract'))]);
const imported = new Set(
  Object.values(result.metafile.outputs).flatMap((output) =>
    output.imports.filter((entry) => entry.external && !entry.path.startsWith('node:')).map((entry) => packageName(entry.path)),
  ),
);
const missing = [...imported].filter((name) => !runtimeDependencies.has(name));
if (missing.length > 0) {
  console.error(
    `The server bundle imports ${missing.join(', ')}, which a production install (npm ci --omit=dev) lacks: add ` +
      `${missing.length > 1 ? 'them' : 'it'} to the dependencies of apps/server/package.json.`,
  );
  process.exit(1);
}

// The data files modules read beside themselves (src/paths.ts's dataFile), at the same places under dist.
const dataFiles = filesUnder(srcDir).filter((file) => !file.endsWith('.ts'));
for (const file of dataFiles) {
  fs.mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
  fs.copyFileSync(path.join(srcDir, file), path.join(outDir, file));
}

const bundleBytes = Object.entries(result.metafile.outputs)
  .filter(([file]) => file.endsWith('.js'))
  .reduce((sum, [, output]) => sum + output.bytes, 0);
console.log(
  `built ${Object.keys(ENTRIES).length} entries into ${path.relative(repoRoot, outDir)}/ ` +
    `(${Math.round(bundleBytes / 1024)} KiB of JavaScript, ${imported.size} external packages, ${dataFiles.length} data files)`,
);
