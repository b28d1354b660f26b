import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

// `npm ci` installs exactly the lock's versions; one that needs a newer Node than we promise would break the
// install (or the server) on a supported Node, and npm only warns about it.
const root = path.resolve(import.meta.dirname, '..');
const readJson = <S extends z.ZodType>(file: string, schema: S): z.output<S> =>
  schema.parse(JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')));

const manifest = readJson('package.json', z.object({ engines: z.object({ node: z.string() }) }));
const lock = readJson(
  'package-lock.json',
  z.object({
    packages: z.record(
      z.string(),
      z.object({ version: z.string().optional(), engines: z.object({ node: z.string().optional() }).optional() }),
    ),
  }),
);
const oldestNode = semver.minVersion(manifest.engines.node);

describe('the Node versions we support', () => {
  it('are the ones the README names', () => {
    expect(oldestNode).not.toBeNull();
    const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
    expect(readme).toContain(`Node ${oldestNode?.major}.${oldestNode?.minor} or newer`);
  });

  it('run every package the lock file installs', () => {
    const needNewer = Object.entries(lock.packages).flatMap(([location, entry]) => {
      const range = entry.engines?.node;
      if (!range || !oldestNode) return [];
      return semver.satisfies(oldestNode, range) ? [] : [`${location}@${entry.version}: node ${range}`];
    });
    expect(needNewer).toEqual([]);
  });
});
