import { z } from 'zod';
import { DEV_SECRETS, developmentSecretIn, resolveProductionSecrets, type SecretName } from './secrets';

/**
 * The api's configuration, read once from the environment (architecture.md §5).
 * Every variable has a working default for the embedded mode (PGlite, local SIBS sandbox):
 *
 * | variable | meaning | default |
 * | --- | --- | --- |
 * | PORT | web (SSR) port, used for the default CORS origins | 3000 |
 * | API_PORT | API (and realtime) port | 8000 |
 * | API_HOST | interface the API listens on | 0.0.0.0 |
 * | API_URL | public base URL of the API, as the browser sees it (media URLs, pagination links) | http://localhost:$API_PORT |
 * | WEB_ORIGINS | comma-separated origins allowed by CORS (with credentials) | http://localhost:$PORT,http://127.0.0.1:$PORT |
 * | DATA_DIR | embedded database (`pgdata/`) and generated media (`media/`) | .data |
 * | DATABASE_URL | a PostgreSQL server instead of the embedded PGlite | unset |
 * | REDIS_URL | shared realtime fan-out and rate limits | unset |
 * | PUSHER_APP_ID / PUSHER_APP_KEY / PUSHER_APP_SECRET | realtime credentials | dev values; generated under production |
 * | REALTIME_URL | http(s) base of a separate realtime server (`npm run realtime`) the api publishes to; unset: the api serves the realtime WebSocket and Pusher HTTP API itself and publishes to itself | unset (in-process) |
 * | ADMIN_TOKEN | bearer token of /v1/admin/* | a dev value, printed at start; generated under production |
 * | SIBS_BASE_URL | SIBS SPG v2 base URL, the whole prefix (`…/sibs/spg/v2`); unset: the local sandbox on the api's own port | `${API_URL}/sibs-sandbox/spg/v2` |
 * | SIBS_TERMINAL_ID / SIBS_CLIENT_ID / SIBS_TOKEN / SIBS_ENTITY | terminal (integer), X-IBM-Client-Id (UUID), Bearer AuthToken, Multibanco entity (5 digits) | sandbox values; SIBS_TOKEN generated under production |
 * | SIBS_WEBHOOK_SECRET | base64 AES-256 key of the webhook notifications (SIBS Backoffice) | the sandbox's; generated under production |
 * | SIBS_TIMEOUT_MS | the longest any one gateway call may take | 10000 |
 * | SIBS_POLL_INTERVAL_SECONDS / SIBS_REFERENCE_POLL_INTERVAL_SECONDS | reconciliation: status inquiry of every open MB WAY / Multibanco attempt | 15 / 900 |
 * | SIBS_SANDBOX | `on` or `off`: serve the local SIBS sandbox at `${API_URL}/sibs-sandbox/` (needs SIBS_BASE_URL unset) | on without SIBS_BASE_URL, but off under NODE_ENV=production unless set to `on` |
 * | SIBS_SANDBOX_WEBHOOK_URL | where the sandbox posts its notifications | `${API_URL}/v1/payments/sibs/webhook` |
 * | SIBS_SANDBOX_MBWAY_WINDOW_MS / SIBS_SANDBOX_APPROVE_DELAY_MS | sandbox: MB WAY approval window; delay before a magic phone approves or declines | 240000 / 2000 |
 * | SIBS_SANDBOX_TIME_SCALE | sandbox: factor on the webhook retry schedule (0.001 turns 5 minutes into 0.3 s) | 1 |
 * | PAYMENT_MBWAY_WINDOW_SECONDS | how long an MB WAY payment (and the stock of its order) waits for the shopper's approval | 240 (4 minutes) |
 * | PAYMENT_MULTIBANCO_VALIDITY_HOURS | how long a Multibanco reference can be paid (its `finalDatetime`; the order's stock is held as long) | 72 |
 * | AMBASSADOR_FRIEND_DISCOUNT_PERCENT | the friend discount on a referred friend's first order (% of the goods after any coupon) | 10 |
 * | AMBASSADOR_COMMISSION_PERCENT | the ambassador's commission on that order (% of the goods after discounts), paid as store credit | 5 |
 * | AFFILIATE_COMMISSION_PERCENT | an affiliate's commission on an order its link brought (% of the goods after discounts) | 8 |
 * | AFFILIATE_PAYOUT_THRESHOLD | matured affiliate commissions are paid out from this amount (EUR) | 50 |
 * | PROGRAMME_RETURN_WINDOW_DAYS | days after delivery a commission stays pending (the EU right of withdrawal) | 14 |
 * | GTM_ID | tag manager container | unset |
 * | LOG_LEVEL | pino level | info (silent under NODE_ENV=test) |
 * | NODE_ENV | development, production or test | development |
 * | SEED_PRODUCTS | products seeded on the first start of an empty database (0 = none) | 600 |
 * | TRUST_PROXY | trust X-Forwarded-* from: `true`, a hop count, or comma-separated addresses/CIDRs | off |
 * | SMTP_URL | send the outbox's e-mail through this SMTP server (smtp:// or smtps://) | unset (outbox only) |
 * | MAIL_FROM | sender of the product's e-mail | Storefront <no-reply@localhost> |
 * | MAIL_VIEWER | `on` or `off`: the outbox viewer at /dev/mail (it shows password-reset links to anyone) | on, off under NODE_ENV=production |
 * | ASSISTANT_MODEL_URL | an OpenAI-compatible chat-completions URL that may reword the chat assistant's replies (only from what the assistant found); unset: the offline replies | unset |
 * | ASSISTANT_MODEL_KEY / ASSISTANT_MODEL_NAME | its bearer key and model name | unset / `default` |
 * | ASSISTANT_MODEL_TIMEOUT_MS | the longest the model may take before the offline reply is sent instead | 3000 |
 *
 * Under NODE_ENV=production the secrets (PUSHER_APP_*, ADMIN_TOKEN, SIBS_TOKEN, SIBS_WEBHOOK_SECRET) never take
 * their development values: set explicitly they stop start-up, unset they come from DATA_DIR/secrets.json,
 * generated on the first start (api/secrets.ts).
 *
 * Session cookies are Secure and `__Host-` prefixed when API_URL is https or NODE_ENV=production, on the
 * requests whose browser keeps a Secure cookie: https ones (behind a TLS proxy: TRUST_PROXY) and loopback
 * addresses; plain elsewhere (api/modules/auth/cookies.ts `sessionCookieOf`).
 *
 * Same origin: besides WEB_ORIGINS, a browser request whose Origin is the request's own Host is stateful
 * (api/http/request-origin.ts) — the web server forwards the browser's API calls with the Host kept.
 */

export const DEV_ADMIN_TOKEN = DEV_SECRETS.ADMIN_TOKEN;
export const DEV_PUSHER = { appId: DEV_SECRETS.PUSHER_APP_ID, key: DEV_SECRETS.PUSHER_APP_KEY, secret: DEV_SECRETS.PUSHER_APP_SECRET } as const;
export const DEV_SIBS_WEBHOOK_SECRET = DEV_SECRETS.SIBS_WEBHOOK_SECRET;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const NODE_ENVS = ['development', 'production', 'test'] as const;

function port(name: string) {
  const message = `${name} must be an integer between 1 and 65535`;
  return z
    .string()
    .regex(/^\d+$/, message)
    .transform(Number)
    .pipe(z.number().int().min(1, message).max(65535, message));
}

/** A whole number (of seconds or milliseconds, as the name says), at least `min`. */
function wholeNumber(name: string, min = 1) {
  const message = `${name} must be a whole number, at least ${min}`;
  return z.string().regex(/^\d+$/, message).transform(Number).pipe(z.number().int().min(min, message));
}

/** A whole percentage, 0 to 100. */
function percent(name: string) {
  return wholeNumber(name, 0).pipe(z.number().max(100, `${name} must be at most 100`));
}

function url(name: string) {
  return z.url({ error: `${name} must be an absolute URL` });
}

function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
}

const EnvSchema = z.object({
  NODE_ENV: z.enum(NODE_ENVS, { error: `NODE_ENV must be one of ${NODE_ENVS.join(', ')}` }).default('development'),
  PORT: port('PORT').default(3000),
  API_PORT: port('API_PORT').default(8000),
  API_HOST: z.string().min(1, 'API_HOST must not be empty').default('0.0.0.0'),
  API_URL: optional(url('API_URL')),
  WEB_ORIGINS: optional(z.string()),
  DATA_DIR: z.string().min(1, 'DATA_DIR must not be empty').default('.data'),
  DATABASE_URL: optional(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// or postgresql:// URL'),
  ),
  REDIS_URL: optional(z.string().regex(/^rediss?:\/\//, 'REDIS_URL must be a redis:// or rediss:// URL')),
  REALTIME_URL: optional(
    url('REALTIME_URL')
      .regex(/^https?:\/\//i, 'REALTIME_URL must be an http:// or https:// URL')
      .refine((value) => {
        const parsed = URL.parse(value);
        return parsed === null || (/^\/?$/.test(parsed.pathname) && !parsed.search);
      }, 'REALTIME_URL must have no path or query'),
  ),
  PUSHER_APP_ID: z.string().min(1, 'PUSHER_APP_ID must not be empty').default(DEV_PUSHER.appId),
  PUSHER_APP_KEY: z.string().min(1, 'PUSHER_APP_KEY must not be empty').default(DEV_PUSHER.key),
  PUSHER_APP_SECRET: z.string().min(1, 'PUSHER_APP_SECRET must not be empty').default(DEV_PUSHER.secret),
  ADMIN_TOKEN: z.string().min(16, 'ADMIN_TOKEN must be at least 16 characters').default(DEV_ADMIN_TOKEN),
  /** Unset: the local SIBS sandbox served by the api itself at `${API_URL}/sibs-sandbox/spg/v2`. */
  SIBS_BASE_URL: optional(url('SIBS_BASE_URL')),
  SIBS_TERMINAL_ID: z.string().regex(/^\d+$/, 'SIBS_TERMINAL_ID must be an integer').default('52221'),
  SIBS_CLIENT_ID: z.uuid({ error: 'SIBS_CLIENT_ID must be a UUID' }).default('0b6a4c56-1f6b-4b0e-9f39-5d0c3e2c7a11'),
  SIBS_TOKEN: z.string().min(1, 'SIBS_TOKEN must not be empty').default(DEV_SECRETS.SIBS_TOKEN),
  SIBS_ENTITY: z.string().regex(/^\d{5}$/, 'SIBS_ENTITY must be 5 digits').default('24000'),
  SIBS_WEBHOOK_SECRET: z
    .base64({ error: 'SIBS_WEBHOOK_SECRET must be a base64 key' })
    .default(DEV_SIBS_WEBHOOK_SECRET),
  SIBS_TIMEOUT_MS: wholeNumber('SIBS_TIMEOUT_MS').default(10_000),
  SIBS_POLL_INTERVAL_SECONDS: wholeNumber('SIBS_POLL_INTERVAL_SECONDS').default(15),
  SIBS_REFERENCE_POLL_INTERVAL_SECONDS: wholeNumber('SIBS_REFERENCE_POLL_INTERVAL_SECONDS').default(900),
  SIBS_SANDBOX: optional(z.enum(['on', 'off'], { error: 'SIBS_SANDBOX must be on or off' })),
  SIBS_SANDBOX_WEBHOOK_URL: optional(url('SIBS_SANDBOX_WEBHOOK_URL')),
  SIBS_SANDBOX_MBWAY_WINDOW_MS: wholeNumber('SIBS_SANDBOX_MBWAY_WINDOW_MS').default(240_000),
  SIBS_SANDBOX_APPROVE_DELAY_MS: wholeNumber('SIBS_SANDBOX_APPROVE_DELAY_MS', 0).default(2_000),
  SIBS_SANDBOX_TIME_SCALE: z
    .string()
    .regex(/^\d+(\.\d+)?$/, 'SIBS_SANDBOX_TIME_SCALE must be a positive number')
    .transform(Number)
    .pipe(z.number().positive('SIBS_SANDBOX_TIME_SCALE must be a positive number'))
    .default(1),
  PAYMENT_MBWAY_WINDOW_SECONDS: wholeNumber('PAYMENT_MBWAY_WINDOW_SECONDS')
    .pipe(z.number().max(3600, 'PAYMENT_MBWAY_WINDOW_SECONDS must be at most 3600'))
    .default(240),
  PAYMENT_MULTIBANCO_VALIDITY_HOURS: wholeNumber('PAYMENT_MULTIBANCO_VALIDITY_HOURS')
    .pipe(z.number().max(24 * 60, 'PAYMENT_MULTIBANCO_VALIDITY_HOURS must be at most 1440'))
    .default(72),
  AMBASSADOR_FRIEND_DISCOUNT_PERCENT: percent('AMBASSADOR_FRIEND_DISCOUNT_PERCENT').default(10),
  AMBASSADOR_COMMISSION_PERCENT: percent('AMBASSADOR_COMMISSION_PERCENT').default(5),
  AFFILIATE_COMMISSION_PERCENT: percent('AFFILIATE_COMMISSION_PERCENT').default(8),
  AFFILIATE_PAYOUT_THRESHOLD: wholeNumber('AFFILIATE_PAYOUT_THRESHOLD', 0).default(50),
  PROGRAMME_RETURN_WINDOW_DAYS: wholeNumber('PROGRAMME_RETURN_WINDOW_DAYS', 0)
    .pipe(z.number().max(365, 'PROGRAMME_RETURN_WINDOW_DAYS must be at most 365'))
    .default(14),
  GTM_ID: optional(z.string().regex(/^GTM-[A-Z0-9]+$/, 'GTM_ID must look like GTM-XXXXXXX')),
  LOG_LEVEL: optional(z.enum(LOG_LEVELS, { error: `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}` })),
  SEED_PRODUCTS: z
    .string()
    .regex(/^\d+$/, 'SEED_PRODUCTS must be a non-negative integer')
    .transform(Number)
    .default(600),
  TRUST_PROXY: optional(
    z
      .string()
      .regex(
        /^(true|false|\d+|[\w.:/]+(\s*,\s*[\w.:/]+)*)$/,
        'TRUST_PROXY must be true, false, a hop count or comma-separated addresses',
      ),
  ),
  SMTP_URL: optional(z.string().regex(/^smtps?:\/\/[^\s]+$/, 'SMTP_URL must be an smtp:// or smtps:// URL')),
  MAIL_FROM: z.string().min(3, 'MAIL_FROM must not be empty').default('Storefront <no-reply@localhost>'),
  MAIL_VIEWER: optional(z.enum(['on', 'off'], { error: 'MAIL_VIEWER must be on or off' })),
  ASSISTANT_MODEL_URL: optional(url('ASSISTANT_MODEL_URL').regex(/^https?:\/\//i, 'ASSISTANT_MODEL_URL must be an http:// or https:// URL')),
  ASSISTANT_MODEL_KEY: optional(z.string()),
  ASSISTANT_MODEL_NAME: z.string().min(1, 'ASSISTANT_MODEL_NAME must not be empty').default('default'),
  ASSISTANT_MODEL_TIMEOUT_MS: wholeNumber('ASSISTANT_MODEL_TIMEOUT_MS').default(3000),
});

export type Config = {
  nodeEnv: (typeof NODE_ENVS)[number];
  port: number;
  apiPort: number;
  apiHost: string;
  /** Without a trailing slash. */
  apiUrl: string;
  webOrigins: string[];
  dataDir: string;
  databaseUrl: string | null;
  redisUrl: string | null;
  pusher: { appId: string; key: string; secret: string };
  /** A separate realtime server's http(s) base (no trailing slash); null: the api mounts it in-process. */
  realtimeUrl: string | null;
  adminToken: string;
  sibs: {
    baseUrl: string;
    terminalId: string;
    clientId: string;
    token: string;
    entity: string;
    webhookSecret: string;
    /** Per gateway call (AbortSignal). */
    timeoutMs: number;
    /** Reconciliation (status inquiry) of open MB WAY attempts, and of open Multibanco references. */
    pollIntervalMs: number;
    referencePollIntervalMs: number;
    /** The local simulator (api/modules/payments/sandbox/), or null when the api talks to SIBS itself. */
    sandbox: SibsSandboxConfig | null;
  };
  /** How long each payment method holds an order's stock (ms): the MB WAY approval window, the reference's validity. */
  payments: { windowsMs: { mbway: number; multibanco: number } };
  /** The ambassador programme and the affiliate programme (percentages as whole numbers, the threshold in EUR). */
  programmes: ProgrammesConfig;
  gtmId: string | null;
  logLevel: (typeof LOG_LEVELS)[number];
  seedProducts: number;
  /** Fastify's `trustProxy`: off unless TRUST_PROXY says so (rate-limit keys use the socket address). */
  trustProxy: boolean | number | string[];
  /** Session cookies (protocols.md §3.1, reliability A3). */
  session: { cookieName: string; secure: boolean };
  mail: { smtpUrl: string | null; from: string; viewer: boolean };
  /** The chat assistant's optional external model (api/modules/assistant/phrasing.ts); null: offline replies only. */
  assistant: { model: { url: string; key: string | null; model: string; timeoutMs: number } | null };
  /** Under production: the secrets file and the secrets taken from it (never printed); null otherwise. */
  secrets: { file: string; fromFile: SecretName[] } | null;
};

export type ProgrammesConfig = {
  friendDiscountPercent: number;
  ambassadorCommissionPercent: number;
  affiliateCommissionPercent: number;
  payoutThreshold: number;
  returnWindowDays: number;
};

export type SibsSandboxConfig = {
  /** Where its encrypted notifications go. */
  webhookUrl: string;
  mbwayWindowMs: number;
  /** How long a magic phone (…678 approves, …500 declines) takes to answer. */
  approveDelayMs: number;
  /** Factor on the webhook retry schedule of protocols.md §2.7 (tests compress it). */
  timeScale: number;
};

/** The session cookie's base name; `__Host-` prefixed when the cookie is Secure (A3). */
export const SESSION_COOKIE_BASE_NAME = 'storefront_session';

function trustProxyOf(value: string | undefined): Config['trustProxy'] {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((entry) => entry.trim());
}

/** A bad environment: `message` is one line naming the variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

function describeReceived(value: unknown): string {
  return value === undefined ? 'nothing' : JSON.stringify(value);
}

export function loadConfig(given: Record<string, string | undefined> = process.env): Config {
  let env = given;
  let secrets: Config['secrets'] = null;
  if (env.NODE_ENV === 'production') {
    const development = developmentSecretIn(env);
    if (development) {
      throw new ConfigError(
        `Invalid environment: ${development} is the public development value, refused under NODE_ENV=production (unset it to use one generated in DATA_DIR)`,
      );
    }
    const resolved = resolveProductionSecrets(env, env.DATA_DIR || '.data');
    env = resolved.env;
    secrets = { file: resolved.file, fromFile: resolved.fromFile };
  }
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const variable = String(issue.path[0] ?? 'environment');
    const message = issue.message.startsWith(variable) ? issue.message : `${variable}: ${issue.message}`;
    throw new ConfigError(`Invalid environment: ${message} (got ${describeReceived(env[variable])})`);
  }
  const e = parsed.data;
  if (e.SIBS_SANDBOX === 'on' && e.SIBS_BASE_URL) {
    throw new ConfigError('Invalid environment: SIBS_SANDBOX=on serves the gateway locally, so SIBS_BASE_URL must be unset (got both)');
  }
  const apiUrl = (e.API_URL ?? `http://localhost:${e.API_PORT}`).replace(/\/+$/, '');
  const webOrigins = e.WEB_ORIGINS
    ? e.WEB_ORIGINS.split(',')
        .map((origin) => origin.trim().replace(/\/+$/, ''))
        .filter(Boolean)
    : [`http://localhost:${e.PORT}`, `http://127.0.0.1:${e.PORT}`];
  for (const origin of webOrigins) {
    if (!z.url().safeParse(origin).success) {
      throw new ConfigError(
        `Invalid environment: WEB_ORIGINS must be a comma-separated list of origins (got ${JSON.stringify(origin)})`,
      );
    }
  }
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    apiPort: e.API_PORT,
    apiHost: e.API_HOST,
    apiUrl,
    webOrigins,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL ?? null,
    redisUrl: e.REDIS_URL ?? null,
    pusher: { appId: e.PUSHER_APP_ID, key: e.PUSHER_APP_KEY, secret: e.PUSHER_APP_SECRET },
    realtimeUrl: e.REALTIME_URL ? e.REALTIME_URL.replace(/\/+$/, '') : null,
    adminToken: e.ADMIN_TOKEN,
    sibs: {
      baseUrl: (e.SIBS_BASE_URL ?? `${apiUrl}/sibs-sandbox/spg/v2`).replace(/\/+$/, ''),
      terminalId: e.SIBS_TERMINAL_ID,
      clientId: e.SIBS_CLIENT_ID,
      token: e.SIBS_TOKEN,
      entity: e.SIBS_ENTITY,
      webhookSecret: e.SIBS_WEBHOOK_SECRET,
      timeoutMs: e.SIBS_TIMEOUT_MS,
      pollIntervalMs: e.SIBS_POLL_INTERVAL_SECONDS * 1000,
      referencePollIntervalMs: e.SIBS_REFERENCE_POLL_INTERVAL_SECONDS * 1000,
      // The sandbox accepts whatever SIBS_TOKEN and SIBS_WEBHOOK_SECRET hold, which under production are
      // never the public development values (they stop start-up, or are generated): so it is served there
      // only when asked for by name.
      sandbox:
        !e.SIBS_BASE_URL && (e.SIBS_SANDBOX ?? (e.NODE_ENV === 'production' ? 'off' : 'on')) === 'on'
          ? {
              webhookUrl: e.SIBS_SANDBOX_WEBHOOK_URL ?? `${apiUrl}/v1/payments/sibs/webhook`,
              mbwayWindowMs: e.SIBS_SANDBOX_MBWAY_WINDOW_MS,
              approveDelayMs: e.SIBS_SANDBOX_APPROVE_DELAY_MS,
              timeScale: e.SIBS_SANDBOX_TIME_SCALE,
            }
          : null,
    },
    payments: { windowsMs: { mbway: e.PAYMENT_MBWAY_WINDOW_SECONDS * 1000, multibanco: e.PAYMENT_MULTIBANCO_VALIDITY_HOURS * 3_600_000 } },
    programmes: {
      friendDiscountPercent: e.AMBASSADOR_FRIEND_DISCOUNT_PERCENT,
      ambassadorCommissionPercent: e.AMBASSADOR_COMMISSION_PERCENT,
      affiliateCommissionPercent: e.AFFILIATE_COMMISSION_PERCENT,
      payoutThreshold: e.AFFILIATE_PAYOUT_THRESHOLD,
      returnWindowDays: e.PROGRAMME_RETURN_WINDOW_DAYS,
    },
    gtmId: e.GTM_ID ?? null,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    seedProducts: e.SEED_PRODUCTS,
    trustProxy: trustProxyOf(e.TRUST_PROXY),
    session: sessionCookieOf(apiUrl, e.NODE_ENV),
    mail: { smtpUrl: e.SMTP_URL ?? null, from: e.MAIL_FROM, viewer: (e.MAIL_VIEWER ?? (e.NODE_ENV === 'production' ? 'off' : 'on')) === 'on' },
    assistant: {
      model: e.ASSISTANT_MODEL_URL
        ? { url: e.ASSISTANT_MODEL_URL, key: e.ASSISTANT_MODEL_KEY ?? null, model: e.ASSISTANT_MODEL_NAME, timeoutMs: e.ASSISTANT_MODEL_TIMEOUT_MS }
        : null,
    },
    secrets,
  };
}

function sessionCookieOf(apiUrl: string, nodeEnv: Config['nodeEnv']): Config['session'] {
  const secure = apiUrl.startsWith('https://') || nodeEnv === 'production';
  return { secure, cookieName: secure ? `__Host-${SESSION_COOKIE_BASE_NAME}` : SESSION_COOKIE_BASE_NAME };
}

/** Whether the admin token is still the development value (printed at start so a developer can use it). */
export function usesDevAdminToken(config: Config): boolean {
  return config.adminToken === DEV_ADMIN_TOKEN;
}
