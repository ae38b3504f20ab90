import { randomBytes, randomInt } from 'node:crypto';
import { chmodSync, existsSync, linkSync, mkdirSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The product's secrets and their public development values. Under NODE_ENV=production a development
 * value is never used: one set explicitly stops start-up, and one left unset is generated once
 * (crypto.randomBytes) into `DATA_DIR/secrets.json` (mode 0600) and read from there on every later start,
 * by every process given the same DATA_DIR (the api, `npm run realtime`, the seed, and `npm start`, which
 * hands the web tier the same PUSHER_APP_KEY). Outside production the development values stay the
 * defaults, so tests and `npm run dev` need nothing.
 */
export const DEV_SECRETS = {
  PUSHER_APP_ID: '100001',
  PUSHER_APP_KEY: 'storefront-dev-key',
  PUSHER_APP_SECRET: 'storefront-dev-secret',
  ADMIN_TOKEN: 'dev-admin-token-change-me',
  SIBS_TOKEN: 'sandbox-auth-token',
  /** A base64 AES-256 key, as the SIBS Backoffice issues them; only the local sandbox knows it. */
  SIBS_WEBHOOK_SECRET: 'c3RvcmVmcm9udC1sb2NhbC1zYW5kYm94LXNlY3JldCE=',
} as const;

export type SecretName = keyof typeof DEV_SECRETS;
export const SECRET_NAMES = Object.keys(DEV_SECRETS) as SecretName[];

export const SECRETS_FILE_NAME = 'secrets.json';

/** Fresh values in the shapes each consumer validates (the app id numeric, the key free of slashes). */
const GENERATORS: Record<SecretName, () => string> = {
  PUSHER_APP_ID: () => String(randomInt(1_000_000, 10_000_000)),
  PUSHER_APP_KEY: () => randomBytes(10).toString('hex'),
  PUSHER_APP_SECRET: () => randomBytes(32).toString('hex'),
  ADMIN_TOKEN: () => randomBytes(32).toString('base64url'),
  SIBS_TOKEN: () => randomBytes(32).toString('base64url'),
  SIBS_WEBHOOK_SECRET: () => randomBytes(32).toString('base64'),
};

/** The first secret set explicitly to its development value, if any. */
export function developmentSecretIn(env: Record<string, string | undefined>): SecretName | null {
  return SECRET_NAMES.find((name) => env[name] === DEV_SECRETS[name]) ?? null;
}

export function secretsFileOf(dataDir: string): string {
  return path.resolve(dataDir, SECRETS_FILE_NAME);
}

function readSecretsFile(file: string): Partial<Record<SecretName, string>> {
  if (!existsSync(file)) return {};
  // Readable by its owner only, whatever a copy or an umask did to it.
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (typeof parsed !== 'object' || parsed === null) return {};
  return Object.fromEntries(
    SECRET_NAMES.flatMap((name) => {
      const value = (parsed as Record<string, unknown>)[name];
      return typeof value === 'string' && value !== '' && value !== DEV_SECRETS[name] ? [[name, value]] : [];
    }),
  );
}

/** Writes the file whole under a temporary name, then links (first write) or renames it into place. */
function writeSecretsFile(file: string, values: Partial<Record<SecretName, string>>, replace: boolean): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(values, null, 2)}\n`, { mode: 0o600 });
  try {
    if (replace) renameSync(temporary, file);
    else linkSync(temporary, file);
  } finally {
    if (existsSync(temporary)) unlinkSync(temporary);
  }
}

export type ResolvedSecrets = {
  /** The environment with every unset secret filled from the file. */
  env: Record<string, string | undefined>;
  file: string;
  /** The secrets taken from the file (generated now or on an earlier start). */
  fromFile: SecretName[];
};

/**
 * Fills every secret the environment leaves unset (or empty) from `DATA_DIR/secrets.json`, generating
 * and saving the ones the file lacks. Two processes starting at once agree: the first file written wins
 * and the other reads it.
 */
export function resolveProductionSecrets(env: Record<string, string | undefined>, dataDir: string): ResolvedSecrets {
  const file = secretsFileOf(dataDir);
  const missing = SECRET_NAMES.filter((name) => !env[name]);
  if (missing.length === 0) return { env, file, fromFile: [] };
  let stored = readSecretsFile(file);
  const lacking = missing.filter((name) => stored[name] === undefined);
  if (lacking.length > 0) {
    const existed = existsSync(file);
    const next = { ...stored, ...Object.fromEntries(lacking.map((name) => [name, GENERATORS[name]()])) };
    try {
      writeSecretsFile(file, next, existed);
      stored = next;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      stored = readSecretsFile(file);
    }
  }
  return { env: { ...env, ...Object.fromEntries(missing.map((name) => [name, stored[name]])) }, file, fromFile: missing };
}
