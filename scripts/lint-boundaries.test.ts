import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The import rules in eslint.config.js, shown failing on the violations they exist for: each case lints a
// real file of the tree with one import added, as if someone had written it.
const root = path.resolve(import.meta.dirname, '..');
// The import rules need no types: without the type-aware rules (scripts/lint-promises.test.ts shows those) a file
// is linted without building its project's program.
const eslint = new ESLint({
  cwd: root,
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false } },
    rules: { '@typescript-eslint/no-floating-promises': 'off', '@typescript-eslint/no-misused-promises': 'off' },
  },
});

async function messagesFor(file: string, addedImport: string) {
  const filePath = path.join(root, file);
  const source = `${addedImport}\n${fs.readFileSync(filePath, 'utf8')}`;
  const [result] = await eslint.lintText(source, { filePath });
  return result?.messages ?? [];
}

async function ruleIdsFor(file: string, addedImport: string): Promise<string[]> {
  return (await messagesFor(file, addedImport)).map((message) => message.ruleId ?? message.message);
}

describe('the import boundaries', () => {
  it('refuse a circle between server modules', async () => {
    // bookings/bookings.ts imports catalog/schema.ts; importing it back would close a circle, which needs an import
    // that runs up a layer: refused.
    const rules = await ruleIdsFor('apps/server/src/modules/catalog/schema.ts', "import '../bookings/bookings.ts';");
    expect(rules).toEqual(['import/no-restricted-paths']);
  });

  it('refuse a module importing a sibling on its own layer', async () => {
    const rules = await ruleIdsFor('apps/server/src/modules/profiles/service.ts', "import '../wine-lists/schema.ts';");
    expect(rules).toContain('import/no-restricted-paths');
  });

  it('refuse a module importing one on a higher layer', async () => {
    const rules = await ruleIdsFor('apps/server/src/modules/catalog/wire.ts', "import '../reviews/service.ts';");
    expect(rules).toContain('import/no-restricted-paths');
  });

  it('refuse platform code importing a module', async () => {
    const rules = await ruleIdsFor('apps/server/src/plugins/auth.ts', "import '../modules/accounts/tokens.ts';");
    expect(rules).toContain('import/no-restricted-paths');
  });

  it('refuse one web feature importing another', async () => {
    const rules = await ruleIdsFor(
      'apps/web/src/features/catalog/components/item-card.tsx',
      "import '../../cart/api/get-cart-summary.ts';",
    );
    expect(rules).toContain('import/no-restricted-paths');
  });

  it("refuse a module importing another module's internals: its face is its index.ts", async () => {
    const messages = await messagesFor('apps/server/src/modules/operator/hosts.ts', "import '../accounts/schema.ts';");
    expect(messages.map((message) => message.ruleId)).toEqual(['import/no-restricted-paths']);
    expect(messages[0]?.message).toContain('Import ../<name>/index.ts, its face; ask the owning module for a function');
  });

  it("allow a module importing another module's face", async () => {
    const rules = await ruleIdsFor('apps/server/src/modules/operator/hosts.ts', "import '../accounts/index.ts';");
    expect(rules).toEqual([]);
  });

  it("allow a schema importing another module's schema, for its foreign keys, and nothing else of it", async () => {
    expect(await ruleIdsFor('apps/server/src/modules/reviews/schema.ts', "import '../wine-lists/schema.ts';")).toEqual([]);
    expect(await ruleIdsFor('apps/server/src/modules/reviews/schema.ts', "import '../wine-lists/summaries.ts';")).toEqual([
      'import/no-restricted-paths',
    ]);
  });

  it('pass the tree as it is', async () => {
    const [result] = await eslint.lintFiles([
      'apps/server/src/modules/catalog/wire.ts',
      'apps/web/src/features/catalog/components/item-card.tsx',
    ]);
    expect(result?.messages).toEqual([]);
  });
});
