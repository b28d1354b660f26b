import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';

/**
 * The server's modules in layers, lowest first: a module imports only modules on lower layers, so imports
 * run one way and never in a circle. What a module needs from a higher one reaches it as a function that
 * app.ts passes in (a port). Layers make a circle between modules impossible: any circle has an import that runs up
 * or sideways, which the zones refuse. See docs/decisions/0006-one-way-imports.md.
 */
export const SERVER_LAYERS = [
  ['accounts', 'media', 'email', 'payments', 'health', 'news', 'contact', 'analytics', 'wine-reference', 'dashboard', 'places'],
  ['profiles', 'wine-lists'],
  ['catalog'],
  ['cart'],
  ['bookings', 'gift-cards'],
  ['ledger'],
  ['checkout'],
  ['reviews', 'wine-profiles', 'notices'],
  ['cellar'],
  ['sitemap'],
  ['operator'],
];
/** The web's features; none imports another. */
export const WEB_FEATURES = [
  'accounts',
  'analytics',
  'cart',
  'catalog',
  'cellar',
  'consent',
  'contact',
  'dashboard',
  'journal',
  'news',
  'payments',
  'profiles',
  'reviews',
  'testimonials',
  'wine-lists',
  'wine-profile',
  'operator',
  'gift-cards',
];

const server = './apps/server/src';
const web = './apps/web/src';

const serverModuleZones = SERVER_LAYERS.flatMap((layer, level) =>
  layer.map((name) => ({
    target: `${server}/modules/${name}`,
    from: SERVER_LAYERS.slice(level)
      .flat()
      .filter((other) => other !== name)
      .map((other) => `${server}/modules/${other}`),
    message: `Server modules import only modules on lower layers; ask a higher or sibling module through a port passed in by app.ts.`,
  })),
).filter((zone) => zone.from.length > 0);

/**
 * Tables a module reads inside its own statements although another module owns them, each for a reason written in
 * docs/decisions/0010-module-faces.md: the shop's one-statement reads join the catalog's items (price, stock and
 * sales window with the lines, under one lock), and the checkout writes the payment columns of the cart's orders
 * (a cart becomes an order: one row, whose lines the cart owns and whose payment the checkout owns). Nothing else.
 */
export const SHARED_TABLES = { cart: ['catalog'], bookings: ['catalog'], checkout: ['catalog', 'cart'], 'gift-cards': ['cart'] };

/**
 * Each server module has one public face, its index.ts; everything else in its folder is its own. A module may
 * import another (on a lower layer: the layer zones refuse the rest) only through that face, so no module reads
 * another's tables or internals. A schema.ts may import another module's schema.ts, for its foreign keys; the
 * SHARED_TABLES above may import theirs too. See docs/decisions/0010-module-faces.md.
 */
export function moduleFaceZones() {
  const message = 'Import ../<name>/index.ts, its face; ask the owning module for a function rather than reading its tables or internals.';
  const folder = (name) => `${server}/modules/${name}`;
  return SERVER_LAYERS.flatMap((layer, level) =>
    layer.flatMap((name) => {
      const lower = SERVER_LAYERS.slice(0, level).flat();
      if (lower.length === 0) return [];
      const shared = SHARED_TABLES[name] ?? [];
      const unshared = lower.filter((other) => !shared.includes(other));
      return [
        { target: `${folder(name)}/**/!(schema).ts`, from: unshared.map(folder), except: ['./index.ts'], message },
        ...shared.map((other) => ({
          target: `${folder(name)}/**/!(schema).ts`,
          from: folder(other),
          except: ['./index.ts', './schema.ts'],
          message,
        })),
        { target: `${folder(name)}/schema.ts`, from: lower.map(folder), except: ['./index.ts', './schema.ts'], message },
      ];
    }),
  );
}

const boundaryZones = [
  {
    target: [`${server}/plugins`, `${server}/db`, `${server}/config.ts`],
    from: [`${server}/modules`, `${server}/seed`, `${server}/app.ts`, `${server}/server.ts`],
    message: 'Platform code (plugins, db, config) never imports a module: take what it needs as an option.',
  },
  {
    target: `${server}/modules`,
    from: [`${server}/seed`, `${server}/app.ts`, `${server}/server.ts`],
    message: 'Modules do not import the app, the server or the demo data.',
  },
  ...serverModuleZones,
  ...WEB_FEATURES.map((name) => ({
    target: `${web}/features/${name}`,
    from: [...WEB_FEATURES.filter((other) => other !== name).map((other) => `${web}/features/${other}`), `${web}/app`],
    message: 'Features never import each other or the app: share through components/ui, lib or the contract, or compose in app/routes.',
  })),
  {
    target: [`${web}/components`, `${web}/lib`],
    from: [`${web}/features`, `${web}/app`],
    message: 'Shared building blocks do not import features or the app.',
  },
  { target: './packages/contract', from: ['./apps'], message: 'The contract depends on nothing of the apps.' },
];

/** What the lint checks in the apps and the contract, written once for the entries below. */
const importRuleFiles = { files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'], ignores: ['**/*.test.ts', '**/*.test.tsx', '**/testing/**'] };

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      'lighthouse/results/**',
      '**/node_modules/**',
      'data/**',
      'apps/server/drizzle/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: 'CallExpression[callee.property.name="only"]', message: 'No focused tests.' },
        { selector: 'CallExpression[callee.property.name="skip"]', message: 'No skipped tests.' },
      ],
    },
  },
  {
    // Tests build the whole app on a real database, as scripts do, so they may import anything.
    ...importRuleFiles,
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: { 'import/no-restricted-paths': ['error', { zones: [...boundaryZones, ...moduleFaceZones()] }] },
  },
  {
    // Type-aware: a promise nobody awaits or handles, or one passed where a callback's result is ignored, hides its
    // failure (an unhandled rejection takes a process down; a form handler's error is lost).
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        // Each file is checked in the project of the nearest tsconfig.json; the build's own files, outside any,
        // with the defaults.
        projectService: {
          allowDefaultProject: ['*.config.ts', 'apps/web/vite.config.ts', 'apps/web/vite-plugins/*.ts'],
          defaultProject: 'apps/web/tsconfig.node.json',
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', '**/*.spec.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
