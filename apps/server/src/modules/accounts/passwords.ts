import fs from 'node:fs';
import { hash, verify } from '@node-rs/argon2';
import { dataFile } from '../../paths.ts';

// OWASP's argon2id baseline: 19 MiB of memory, 2 passes, 1 lane.
// (algorithm 2 is Argon2id; the package's enum is a const enum that isolated modules cannot read.)
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Built by scripts/common-passwords.ts; read once, on first use.
const COMMON_PASSWORDS_FILE = dataFile('modules/accounts/common-passwords.txt');
let commonPasswords: ReadonlySet<string> | null = null;

function loadCommonPasswords(): ReadonlySet<string> {
  commonPasswords ??= new Set(
    fs
      .readFileSync(COMMON_PASSWORDS_FILE, 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  );
  return commonPasswords;
}

/**
 * True for a password on the shipped list of common ones (any case), for a listed word with nothing but
 * digits and symbols around it ('Sunshine2024!', '123password'), and for one character repeated.
 */
export function isCommonPassword(password: string): boolean {
  const candidate = password.trim().toLowerCase();
  if (/^(.)\1*$/su.test(candidate)) return true;
  const list = loadCommonPasswords();
  const word = candidate.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  return list.has(candidate) || (word !== '' && list.has(word));
}
