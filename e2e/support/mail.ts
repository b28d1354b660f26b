import fs from 'node:fs/promises';
import path from 'node:path';
import { setupValues } from './setup-values.ts';

/** The text of a sent .eml, with quoted-printable soft line breaks and escapes undone. */
function readable(eml: string): string {
  return eml.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The messages the server has sent to `to` so far (it writes them to its outbox folder), oldest first. */
export async function sentMailTo(to: string): Promise<string[]> {
  const dir = setupValues().outboxDir;
  const names = (await fs.readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('.eml')).sort();
  const messages: string[] = [];
  for (const name of names) {
    const text = readable(await fs.readFile(path.join(dir, name), 'utf8'));
    if (new RegExp(`^To: .*${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'mi').test(text)) messages.push(text);
  }
  return messages;
}
