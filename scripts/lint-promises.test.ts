import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The type-aware rules in eslint.config.js, shown failing on what they exist for: a real file of the tree with a
// few lines added at its end, as if someone had written them.
const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

async function ruleIdsFor(file: string, added: string): Promise<string[]> {
  const filePath = path.join(root, file);
  const source = `${fs.readFileSync(filePath, 'utf8')}\n${added}\n`;
  const [result] = await eslint.lintText(source, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

// Generous: the first file of a project builds that project's program, a minute or more on a busy 2-core machine.
describe('promises are awaited or handled', { timeout: 300_000 }, () => {
  it('refuse a promise left floating on the server, whose rejection would go unhandled', async () => {
    const rules = await ruleIdsFor(
      'apps/server/src/plugins/errors.ts',
      'export async function later() {\n  Promise.reject(new Error("lost"));\n}',
    );
    expect(rules).toEqual(['@typescript-eslint/no-floating-promises']);
  });

  it('refuse an async handler given where the browser ignores what it returns', async () => {
    const rules = await ruleIdsFor(
      'apps/web/src/components/ui/star-rating.tsx',
      'export const Probe = () => <button type="button" onClick={async () => { await Promise.resolve(); }}>Probe</button>;',
    );
    expect(rules).toEqual(['@typescript-eslint/no-misused-promises']);
  });

  it('pass a promise that is awaited, or marked as deliberately not awaited', async () => {
    const rules = await ruleIdsFor(
      'apps/server/src/plugins/errors.ts',
      'export async function later(send: () => Promise<void>) {\n  await send();\n  void send();\n}',
    );
    expect(rules).toEqual([]);
  });
});
