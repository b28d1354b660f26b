// Proves that what a deployment ships runs on a production install (`npm run check:omit-dev`, after `npm run build`;
// scripts/test.sh runs it after its Build step). It copies the shipped files (SHIPPED below: the same the Dockerfile's
// runtime stage copies) into a temporary folder, runs `npm ci --omit=dev` there, checks that every package the built
// code imports resolves, creates a member of staff with the compiled CLI, starts the compiled server in production mode
// on the embedded database and checks that /api/health answers and that pages are rendered on the server. No tsx, vite
// or other devDependency is there to lean on. See docs/decisions/0016-compiled-server-and-containers.md.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { builtinModules } from 'node:module';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '..');

/** What a deployment ships besides node_modules, relative to the repository root. */
const SHIPPED = [
  'package.json',
  'package-lock.json',
  'apps/server/package.json',
  'apps/web/package.json',
  'packages/contract/package.json',
  'apps/server/dist',
  'apps/server/drizzle',
  'apps/web/dist',
  'apps/web/dist-ssr',
];

/** Folders of built code whose imports of npm packages must resolve in the production install. */
const BUILT_CODE = ['apps/server/dist', 'apps/web/dist-ssr'];

/** Packages that only a development install has: finding one means devDependencies were installed after all. */
const DEV_ONLY = ['tsx', 'vite', 'esbuild', 'vitest'];

const START_TIMEOUT_MS = 60_000;
const started = Date.now();

function step(message: string): void {
  console.log(`[${((Date.now() - started) / 1000).toFixed(1)} s] ${message}`);
}

function fail(message: string): never {
  throw new Error(message);
}

/** The environment of a production start: staging's explicit choices, nothing inherited but PATH and HOME. */
function productionEnv(deployDir: string): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: path.join(deployDir, 'data'),
    LOG_LEVEL: 'info',
    PUBLIC_URL: 'http://127.0.0.1',
    ALLOW_HTTP_PUBLIC_URL: 'true',
    PAYMENT_PROVIDER: 'test',
    MAIL_TRANSPORT: 'files',
    SEED_DEMO_DATA: 'true',
  };
}

function copyShipped(deployDir: string): void {
  for (const entry of SHIPPED) {
    const from = path.join(repoRoot, entry);
    if (!fs.existsSync(from)) fail(`${entry} is missing: run \`npm run build\` first`);
    fs.cpSync(from, path.join(deployDir, entry), { recursive: true });
  }
}

function installProductionDependencies(deployDir: string): void {
  const npm = spawnSync('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline'], {
    cwd: deployDir,
    env: { ...process.env, NODE_ENV: 'production' },
    encoding: 'utf8',
  });
  if (npm.status !== 0) fail(`npm ci --omit=dev failed:\n${npm.stdout}${npm.stderr}`);
  const present = DEV_ONLY.filter((name) => fs.existsSync(path.join(deployDir, 'node_modules', name)));
  if (present.length > 0) fail(`the production install has devDependencies: ${present.join(', ')}`);
}

/** The npm packages a built JavaScript file imports (`from "x"`, `import("x")`, `import "x"`). */
function packageImportsOf(source: string): string[] {
  const specifiers = [...source.matchAll(/(?:\bfrom|\bimport\s*\(?)\s*["']([^"'\s]+)["']/g)].map((match) => match[1] ?? '');
  return specifiers.filter(
    (specifier) =>
      /^(@[\w-][\w.-]*\/)?[\w-][\w.-]*(\/[\w.@-]+)*$/.test(specifier) &&
      !specifier.startsWith('node:') &&
      !builtinModules.includes(specifier.split('/')[0] ?? ''),
  );
}

/**
 * Resolves, from each folder of built code in the deployment, every package its files import, to a file that is there
 * and that Node loads without tsx (not TypeScript, as a workspace package's sources are): resolving, not importing,
 * since some (leaflet) are for the browser and would not load in Node. A module written into that folder resolves
 * from there, as the built files do. (import.meta.resolve maps a package's exports without looking for the file.)
 */
function checkImportsResolve(deployDir: string): number {
  let count = 0;
  for (const folder of BUILT_CODE) {
    const dir = path.join(deployDir, folder);
    const jsFiles = fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'));
    const specifiers = [...new Set(jsFiles.flatMap((file) => packageImportsOf(fs.readFileSync(path.join(dir, file), 'utf8'))))];
    const probe = path.join(dir, 'resolve-probe.mjs');
    fs.writeFileSync(
      probe,
      `import fs from 'node:fs';
const missing = [];
for (const specifier of JSON.parse(process.argv[2])) {
  let url = null;
  try { url = new URL(import.meta.resolve(specifier)); } catch {}
  const loadable = url !== null && fs.existsSync(url) && !/\\.[cm]?tsx?$/.test(url.pathname);
  if (!loadable) missing.push(specifier);
}
if (missing.length > 0) { console.error(missing.join(', ')); process.exit(1); }
`,
    );
    const result = spawnSync(process.execPath, [probe, JSON.stringify(specifiers)], { cwd: deployDir, encoding: 'utf8' });
    fs.rmSync(probe);
    if (result.status !== 0) fail(`${folder} imports packages a production install lacks: ${result.stderr.trim()}`);
    count += specifiers.length;
  }
  return count;
}

/** The compiled staff CLI, as an operator runs it before the first start; it prints the invitation link. */
function createStaffFromDist(deployDir: string): void {
  const cli = spawnSync(process.execPath, ['apps/server/dist/staff.js', 'create', 'ops_check', 'ops-check@therealgrape.example'], {
    cwd: deployDir,
    env: productionEnv(deployDir),
    encoding: 'utf8',
  });
  if (cli.status !== 0 || !/^https?:\/\/\S+$/m.test(cli.stdout))
    fail(`apps/server/dist/staff.js create failed:\n${cli.stdout}${cli.stderr}`);
}

/** Starts the compiled server; resolves with its address once it logs the line it listens with. */
function startServer(deployDir: string): { child: ChildProcess; output: () => string; address: Promise<string> } {
  let output = '';
  const child = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/server.js'], {
    cwd: deployDir,
    env: productionEnv(deployDir),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const address = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not listen within ${START_TIMEOUT_MS / 1000} s`)), START_TIMEOUT_MS);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /listening on (http:\/\/[\d.:]+)/.exec(output);
      if (listening?.[1]) {
        clearTimeout(timer);
        resolve(listening[1]);
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with code ${String(code)} before it listened`));
    });
  });
  return { child, output: () => output, address };
}

async function expectPage(base: string, pathname: string, rendered: RegExp): Promise<void> {
  const response = await fetch(`${base}${pathname}`);
  const body = await response.text();
  if (response.status !== 200) fail(`${pathname} answered ${response.status}`);
  if (!rendered.test(body)) fail(`${pathname} was not rendered on the server (no ${String(rendered)} in its HTML)`);
}

/** Signs in as the demo host through the API, as the login form does; answers the session's token. */
async function signInAsDemoHost(base: string): Promise<string> {
  const csrf = await fetch(`${base}/api/csrf`);
  const cookie = csrf.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  const { csrftoken } = (await csrf.json()) as { csrftoken: string };
  const login = await fetch(`${base}/api/login-user/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, 'x-csrftoken': csrftoken },
    body: JSON.stringify({ username: 'domaine', password: 'CellarDoor-2026' }),
  });
  if (login.status !== 200) fail(`signing in as the demo host answered ${login.status}: ${await login.text()}`);
  return ((await login.json()) as { token: string }).token;
}

/** The host editor's town search reads the gazetteer, a data file the build copies beside the code. */
async function expectTownSearch(base: string): Promise<void> {
  const response = await fetch(`${base}/api/places?q=epern`, { headers: { authorization: `Token ${await signInAsDemoHost(base)}` } });
  const body = await response.text();
  if (response.status !== 200 || !body.includes('pernay')) fail(`/api/places?q=epern answered ${response.status}: ${body}`);
}

async function checkServer(deployDir: string): Promise<void> {
  const server = startServer(deployDir);
  try {
    const base = await server.address;
    step(`the compiled server listens on ${base}`);
    const health = await fetch(`${base}/api/health`);
    if (health.status !== 200) fail(`/api/health answered ${health.status}: ${await health.text()}`);
    await expectPage(base, '/', /<div id="root"><[\s\S]*<h1 id="hero-title">/);
    // A listing and an item's page: the renderer loads the contract's schemas for them on demand.
    await expectPage(base, '/Events', /<div id="root"><[\s\S]*<h1/);
    const item = /href="(\/Events\/[^"]+)"/.exec(await (await fetch(`${base}/Events`)).text())?.[1] ?? fail('/Events lists no event');
    await expectPage(base, item, /application\/ld\+json[\s\S]*"@type":"Event"/);
    step(`/api/health answers 200; /, /Events and ${item} are rendered on the server`);
    await expectTownSearch(base);
    step('the demo host signs in and finds Épernay in the shipped gazetteer');
    if (/"level":(50|60)/.test(server.output())) fail('the server logged errors');
  } catch (error) {
    console.error(server.output());
    throw error;
  } finally {
    if (server.child.exitCode === null) {
      server.child.kill('SIGTERM');
      await new Promise((resolve) => server.child.once('exit', resolve));
    }
  }
}

const deployDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trg-omit-dev-'));
try {
  copyShipped(deployDir);
  step(`copied what a deployment ships into ${deployDir}`);
  installProductionDependencies(deployDir);
  step('npm ci --omit=dev installed the runtime dependencies, and no devDependency');
  step(`each of the ${checkImportsResolve(deployDir)} package imports of the built code resolves to a JavaScript file`);
  createStaffFromDist(deployDir);
  step('apps/server/dist/staff.js created a member of staff');
  await checkServer(deployDir);
  step('a production install runs the compiled server');
} finally {
  fs.rmSync(deployDir, { recursive: true, force: true });
}
