import { readFileSync } from 'node:fs';
import { hash, parseOptions, verify, type Options } from '@node-rs/argon2';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as zxcvbnCommon from '@zxcvbn-ts/language-common';
import * as zxcvbnEn from '@zxcvbn-ts/language-en';
import * as zxcvbnPt from '@zxcvbn-ts/language-pt-br';

/**
 * Password storage (reliability A6): argon2id at m=64 MiB, t=3, p=1 — RFC 9106's second recommended
 * setting, stronger than OWASP's minimum (m=19 MiB, t=2, p=1) so one verification takes the 50–500 ms
 * A6 asks for on this project's machines (about 75 ms; 14 ms at the minimum — `npm run bench -- auth`); the
 * whole password hashed as UTF-8 bytes (no truncation; 8–128 characters are checked by the
 * contract). At register, reset and change a password is refused (`passwordProblem`) when it is on a
 * shipped breached-password list (the 3000 most common, plus zxcvbn-ts' ~49,000 passwords from public
 * leaks, compared case-insensitively), when it contains the account's e-mail or name, or when zxcvbn-ts
 * (common, English and Portuguese dictionaries) scores it below 3 of 4. Nothing is fetched at run time.
 */

/** @node-rs/argon2's `Algorithm.Argon2id` (a const enum, which isolated modules cannot import). */
const ARGON2ID = 2;

export const ARGON2_PARAMETERS = { memoryCost: 65536, timeCost: 3, parallelism: 1 } as const;
const HASH_OPTIONS: Options = { ...ARGON2_PARAMETERS, algorithm: ARGON2ID };

/** Below this zxcvbn score (0–4) a password is too easy to guess: 3 is "safely unguessable" to an online attacker. */
export const MIN_PASSWORD_SCORE = 3;

/** Laravel's `Password::uncompromised()` message. */
export const COMPROMISED_PASSWORD_MESSAGE =
  'The given password has appeared in a data leak. Please choose a different password.';
export const WEAK_PASSWORD_MESSAGE = 'The password is too easy to guess. Please choose a longer or less predictable password.';
export const PERSONAL_PASSWORD_MESSAGE = 'The password must not contain your e-mail address or name.';

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

let breachedPasswords: ReadonlySet<string> | null = null;
/** On the shipped breached-password list (zxcvbn-ts' common passwords and the 3000 above), in any case. */
export function isBreachedPassword(password: string): boolean {
  breachedPasswords ??= new Set(zxcvbnCommon.dictionary['passwords-common'].map((entry) => entry.toLowerCase()));
  return isCommonPassword(password) || breachedPasswords.has(password.toLowerCase());
}

let estimator: ZxcvbnFactory | null = null;
function strengthEstimator(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...zxcvbnCommon.dictionary, ...zxcvbnEn.dictionary, ...zxcvbnPt.dictionary },
    graphs: zxcvbnCommon.adjacencyGraphs,
    translations: zxcvbnEn.translations,
  });
  return estimator;
}

const lowered = (text: string) => text.normalize('NFKC').toLowerCase();
const folded = (text: string) => lowered(text).replace(/\s+/g, '');
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What a password must not hold: the e-mail or its local part anywhere (spaces ignored), and a name
 * of 3 letters or more as a word of its own — inside another word it is no giveaway ('Vera' is not in
 * 'a quiet river at dawn'), and the estimator still scores a password built on it as weak.
 */
function personalParts(owner: { email: string; name?: string | null; lastname?: string | null }) {
  const email = folded(owner.email);
  const addresses = [email, email.split('@')[0] ?? ''].filter((part) => part.length >= 3);
  const names = [lowered(owner.name ?? '').trim(), lowered(owner.lastname ?? '').trim()].filter((name) => name.length >= 3);
  return { addresses: [...new Set(addresses)], names: [...new Set(names)] };
}

function holdsPersonalPart(password: string, parts: ReturnType<typeof personalParts>): boolean {
  const compact = folded(password);
  if (parts.addresses.some((part) => compact.includes(part))) return true;
  const plain = lowered(password);
  return parts.names.some((name) => new RegExp(`(^|[^\\p{L}])${escaped(name)}($|[^\\p{L}])`, 'u').test(plain));
}

/**
 * Why a new password is refused (a 422 message for `errors.password`), or null when it is fine. The
 * e-mail and names are the account's (register: the body's; reset and change: the stored ones).
 */
export async function passwordProblem(
  password: string,
  owner: { email: string; name?: string | null; lastname?: string | null },
): Promise<string | null> {
  if (isBreachedPassword(password)) return COMPROMISED_PASSWORD_MESSAGE;
  const parts = personalParts(owner);
  if (holdsPersonalPart(password, parts)) return PERSONAL_PASSWORD_MESSAGE;
  const words = [...parts.addresses, ...parts.names];
  const result = await strengthEstimator().check(password, words);
  return result.score < MIN_PASSWORD_SCORE ? WEAK_PASSWORD_MESSAGE : null;
}
