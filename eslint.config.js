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
  ['bookings'],
  ['checkout'],
  ['reviews', 'wine-profiles'],
  ['cellar'],
  ['sitemap'],
  ['operator'],
];
/** The web's features; none imports another. */
export const WEB_FEATURES = [
  'accounts', 'analytics', 'cart', 'catalog', 'cellar', 'consent', 'contact', 'dashboard', 'journal', 'news', 'payments', 'profiles', 'reviews',
  'testimonials', 'wine-lists', 'wine-profile', 'operator',
];

const server = './apps/server/src';
const web = './apps/web/src';

const serverModuleZones = SERVER_LAYERS.flatMap((layer, level) =>
  layer.map((name) => ({
    target: `${server}/modules/${name}`,
    from: SERVER_LAYERS.slice(level).flat().filter((other) => other !== name).map((other) => `${server}/modules/${other}`),
    message: `Server modules import only modules on lower layers; ask a higher or sibling module through a port passed in by app.ts.`,
  })),
).filter((zone) => zone.from.length > 0);

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

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-ssr/**', 'lighthouse/results/**', '**/node_modules/**', 'data/**', 'apps/server/drizzle/**', 'coverage/**'] },
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
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/testing/**'],
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: { 'import/no-restricted-paths': ['error', { zones: boundaryZones }] },
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
