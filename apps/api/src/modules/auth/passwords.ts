import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import { createSemaphore } from '../../lib/semaphore.ts';

/** OWASP parameters for argon2id: 19 MiB, two passes, one lane. */
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Hashes run on the libuv thread pool (the binding's async task), never on the event loop, and at
 * most (cores − 1) at once: a burst of sign-ins queues here, and one core always stays free for the
 * requests that need no hash (bench:api measures it).
 */
const hashing = createSemaphore(Math.max(1, availableParallelism() - 1));

export function hashPassword(password: string): Promise<string> {
  return hashing(() => hash(password, ARGON2_OPTIONS));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await hashing(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** A real hash to verify against when the account does not exist, so both cases take as long. */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('dummy-password-for-timing-1A');
  return dummyHash;
}

let common: Set<string> | undefined;
/** The ~30,000 most common passwords (zxcvbn-ts list), compared without case as Django does. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set((dictionary['passwords-common'] as string[]).map((p) => p.toLowerCase()));
  return common.has(password.toLowerCase());
}
