import { hash, verify } from '@node-rs/argon2';

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
