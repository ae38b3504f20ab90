import { readFileSync } from 'node:fs';
import { hash, parseOptions, verify, type Options } from '@node-rs/argon2';

/**
 * Password storage (reliability A6): argon2id at m=64 MiB, t=3, p=1 — RFC 9106's second recommended
 * setting, stronger than OWASP's minimum (m=19 MiB, t=2, p=1) so one verification takes the 50–500 ms
 * A6 asks for on this project's machines (about 75 ms; 14 ms at the minimum — `npm run bench -- auth`); the
 * whole password hashed as UTF-8 bytes (no truncation; 8–128 characters are checked by the
 * contract), and a shipped list of the 3000 most common passwords refused at register, reset and
 * change. The list is compared case-insensitively, as zxcvbn (its source) matches it.
 */

/** @node-rs/argon2's `Algorithm.Argon2id` (a const enum, which isolated modules cannot import). */
const ARGON2ID = 2;

export const ARGON2_PARAMETERS = { memoryCost: 65536, timeCost: 3, parallelism: 1 } as const;
const HASH_OPTIONS: Options = { ...ARGON2_PARAMETERS, algorithm: ARGON2ID };

/** Laravel's `Password::uncompromised()` message. */
export const COMPROMISED_PASSWORD_MESSAGE =
  'The given password has appeared in a data leak. Please choose a different password.';

export function hashPassword(password: string): Promise<string> {
  return hash(password, HASH_OPTIONS);
}

export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

/** Whether a stored hash was made with weaker parameters than today's (rehash it at the next login). */
export function needsRehash(storedHash: string): boolean {
  try {
    const options = parseOptions(storedHash);
    return (
      Number(options.algorithm) !== ARGON2ID ||
      options.memoryCost < ARGON2_PARAMETERS.memoryCost ||
      options.timeCost < ARGON2_PARAMETERS.timeCost ||
      options.parallelism < ARGON2_PARAMETERS.parallelism
    );
  } catch {
    return true;
  }
}

/**
 * An unknown e-mail is verified against this hash so that it takes as long as a wrong password
 * (A5). Made once, lazily, with the same parameters as real hashes.
 */
let dummyHash: Promise<string> | null = null;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('no such user: the same work as a real verification');
  return dummyHash;
}

function loadCommonPasswords(): ReadonlySet<string> {
  const text = readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8');
  return new Set(
    text
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('#')),
  );
}

let commonPasswords: ReadonlySet<string> | null = null;
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= loadCommonPasswords();
  return commonPasswords.has(password.toLowerCase());
}

export function commonPasswordCount(): number {
  commonPasswords ??= loadCommonPasswords();
  return commonPasswords.size;
}
