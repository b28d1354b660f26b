import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hashPassword, isCommonPassword, verifyPassword } from './passwords.ts';

describe('passwords', () => {
  it('hashes with argon2id at the OWASP baseline and verifies', async () => {
    const hash = await hashPassword('Old-Vines-Grenache');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'Old-Vines-Grenache')).toBe(true);
    expect(await verifyPassword(hash, 'old-vines-grenache')).toBe(false);
    expect(await verifyPassword('not a hash', 'anything')).toBe(false);
  });

  it('ships a list of a few thousand common passwords, under 100 KB', () => {
    const file = path.join(import.meta.dirname, 'common-passwords.txt');
    expect(fs.statSync(file).size).toBeLessThan(100 * 1024);
    const lines = fs.readFileSync(file, 'utf8').trim().split('\n');
    expect(lines.length).toBeGreaterThan(3000);
    expect(new Set(lines).size).toBe(lines.length);
    expect(lines.every((line) => line === line.toLowerCase() && line.trim() === line && line.length > 0)).toBe(true);
  });

  it.each([
    'password123',
    'PASSWORD123',
    'Iloveyou2020',
    'qwertyuiop',
    '1q2w3e4r5t6y',
    'football1!',
    'Sunshine2024!',
    '2024!!Chardonnay',
    'P@ssw0rd2026',
    'ilovechampagne',
    'aaaaaaaaaaaaaaaa',
    '1234567890',
  ])('knows %j as common', (password) => expect(isCommonPassword(password)).toBe(true));

  it.each(['Old-Vines-Grenache', 'cellar door at dusk', 'Tq8#mZ2v!LpR', 'Barrel-Aged-Riesling', 'Riesling-2024!', '839271649203'])(
    'lets %j through',
    (password) => {
      expect(isCommonPassword(password)).toBe(false);
    },
  );
});
