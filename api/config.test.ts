import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, DEV_ADMIN_TOKEN, loadConfig } from './config';
import { DEV_SECRETS, SECRET_NAMES } from './secrets';

const dataDirs: string[] = [];
afterAll(() => dataDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
/** A production environment with a DATA_DIR of its own (where its generated secrets go). */
function production(env: Record<string, string> = {}): Record<string, string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'config-secrets-'));
  dataDirs.push(dir);
  return { NODE_ENV: 'production', DATA_DIR: dir, ...env };
}

function configError(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('works with an empty environment, on the embedded defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      apiPort: 8000,
      apiUrl: 'http://localhost:8000',
      webOrigins: ['http://localhost:3000', 'http://127.0.0.1:3000'],
      dataDir: '.data',
      databaseUrl: null,
      redisUrl: null,
      adminToken: DEV_ADMIN_TOKEN,
      gtmId: null,
      seedProducts: 600,
    });
    expect(config.sibs.baseUrl).toBe('http://localhost:8000/sibs-sandbox/spg/v2');
  });

  it('derives API_URL and the web origins from the ports', () => {
    const config = loadConfig({ PORT: '4000', API_PORT: '9000' });
    expect(config.apiUrl).toBe('http://localhost:9000');
    expect(config.webOrigins).toEqual(['http://localhost:4000', 'http://127.0.0.1:4000']);
  });

  it('reads explicit values and drops trailing slashes', () => {
    const config = loadConfig({
      API_URL: 'https://api.example.pt/',
      WEB_ORIGINS: 'https://loja.example.pt, https://www.example.pt/',
      DATABASE_URL: 'postgres://u@db:5432/shop',
      SEED_PRODUCTS: '0',
    });
    expect(config.apiUrl).toBe('https://api.example.pt');
    expect(config.webOrigins).toEqual(['https://loja.example.pt', 'https://www.example.pt']);
    expect(config.databaseUrl).toBe('postgres://u@db:5432/shop');
    expect(config.seedProducts).toBe(0);
  });

  it('keeps the session cookie plain on local http, Secure and __Host- prefixed on https or in production', () => {
    expect(loadConfig({}).session).toEqual({ secure: false, cookieName: 'storefront_session' });
    expect(loadConfig({ API_URL: 'https://api.example.pt' }).session).toEqual({ secure: true, cookieName: '__Host-storefront_session' });
    expect(loadConfig(production()).session).toEqual({ secure: true, cookieName: '__Host-storefront_session' });
  });

  it('trusts no proxy unless TRUST_PROXY says so; mail goes only to the outbox without SMTP_URL', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.0/8' }).trustProxy).toEqual(['10.0.0.1', '10.0.0.0/8']);
    expect(loadConfig({}).mail).toEqual({ smtpUrl: null, from: 'Storefront <no-reply@localhost>', viewer: true });
    expect(loadConfig(production()).mail.viewer).toBe(false);
    expect(loadConfig(production({ MAIL_VIEWER: 'on' })).mail.viewer).toBe(true);
    expect(loadConfig({ MAIL_VIEWER: 'off' }).mail.viewer).toBe(false);
    expect(loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525' }).mail.smtpUrl).toBe('smtp://127.0.0.1:2525');
  });

  it.each([
    [{ API_PORT: 'abc' }, 'Invalid environment: API_PORT must be an integer between 1 and 65535 (got "abc")'],
    [{ PORT: '70000' }, 'Invalid environment: PORT must be an integer between 1 and 65535 (got "70000")'],
    [{ API_URL: 'not a url' }, 'Invalid environment: API_URL must be an absolute URL (got "not a url")'],
    [{ DATABASE_URL: 'mysql://x' }, 'Invalid environment: DATABASE_URL must be a postgres:// or postgresql:// URL (got "mysql://x")'],
    [{ LOG_LEVEL: 'loud' }, 'Invalid environment: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")'],
    [{ WEB_ORIGINS: 'http://ok.test,nope' }, 'Invalid environment: WEB_ORIGINS must be a comma-separated list of origins (got "nope")'],
    [{ SEED_PRODUCTS: '-1' }, 'Invalid environment: SEED_PRODUCTS must be a non-negative integer (got "-1")'],
    [{ SIBS_ENTITY: '123' }, 'Invalid environment: SIBS_ENTITY must be 5 digits (got "123")'],
    [{ MAIL_VIEWER: 'yes' }, 'Invalid environment: MAIL_VIEWER must be on or off (got "yes")'],
    [{ SMTP_URL: 'http://mail' }, 'Invalid environment: SMTP_URL must be an smtp:// or smtps:// URL (got "http://mail")'],
    [{ TRUST_PROXY: 'yes please' }, 'Invalid environment: TRUST_PROXY must be true, false, a hop count or comma-separated addresses (got "yes please")'],
  ])('stops on %o with one line naming the variable', (env, message) => {
    const text = configError(env);
    expect(text).toBe(message);
    expect(text).not.toContain('\n');
  });

  describe('secrets under NODE_ENV=production', () => {
    it('generates every unset secret once into DATA_DIR/secrets.json (0600) and reads the same ones on the next start', () => {
      const env = production();
      const first = loadConfig(env);
      const file = path.join(env.DATA_DIR!, 'secrets.json');
      expect(first.secrets).toEqual({ file, fromFile: SECRET_NAMES });
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const values = [first.pusher.appId, first.pusher.key, first.pusher.secret, first.adminToken, first.sibs.token, first.sibs.webhookSecret];
      expect(values.some((value) => (Object.values(DEV_SECRETS) as string[]).includes(value))).toBe(false);
      expect(first.pusher.secret).toMatch(/^[0-9a-f]{64}$/);
      expect(first.adminToken.length).toBeGreaterThanOrEqual(43);
      expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ PUSHER_APP_SECRET: first.pusher.secret, ADMIN_TOKEN: first.adminToken });

      const again = loadConfig(env);
      expect([again.pusher, again.adminToken, again.sibs.token, again.sibs.webhookSecret]).toEqual([first.pusher, first.adminToken, first.sibs.token, first.sibs.webhookSecret]);
      // Another directory is another installation: other secrets.
      expect(loadConfig(production()).pusher.secret).not.toBe(first.pusher.secret);
    });

    it('keeps an explicitly set secret and generates only the others', () => {
      const env = production({ ADMIN_TOKEN: 'an-operator-chosen-token-of-some-length' });
      const config = loadConfig(env);
      expect(config.adminToken).toBe('an-operator-chosen-token-of-some-length');
      expect(config.secrets!.fromFile).not.toContain('ADMIN_TOKEN');
      expect(JSON.parse(readFileSync(path.join(env.DATA_DIR!, 'secrets.json'), 'utf8'))).not.toHaveProperty('ADMIN_TOKEN');
    });

    it.each(SECRET_NAMES)('refuses %s set to its development value with one line', (name) => {
      const env = production({ [name]: DEV_SECRETS[name] });
      const text = configError(env);
      expect(text).toBe(`Invalid environment: ${name} is the public development value, refused under NODE_ENV=production (unset it to use one generated in DATA_DIR)`);
      expect(existsSync(path.join(env.DATA_DIR!, 'secrets.json'))).toBe(false);
    });

    it('leaves the development values outside production, writing nothing', () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'config-secrets-'));
      dataDirs.push(dir);
      const config = loadConfig({ DATA_DIR: dir });
      expect(config.pusher).toEqual({ appId: DEV_SECRETS.PUSHER_APP_ID, key: DEV_SECRETS.PUSHER_APP_KEY, secret: DEV_SECRETS.PUSHER_APP_SECRET });
      expect(config.secrets).toBeNull();
      expect(existsSync(path.join(dir, 'secrets.json'))).toBe(false);
    });
  });
});

describe('loadConfig: SIBS payments and the local sandbox', () => {
  it('defaults: 10 s per gateway call, MB WAY polled every 15 s and references every 15 minutes, the sandbox with a 4-minute window', () => {
    const { sibs } = loadConfig({});
    expect(sibs).toMatchObject({ baseUrl: 'http://localhost:8000/sibs-sandbox/spg/v2', timeoutMs: 10_000, pollIntervalMs: 15_000, referencePollIntervalMs: 900_000 });
    expect(sibs.sandbox).toEqual({ webhookUrl: 'http://localhost:8000/v1/payments/sibs/webhook', mbwayWindowMs: 240_000, approveDelayMs: 2_000, timeScale: 1 });
  });

  it('reads the sandbox settings, and names a bad one in one line', () => {
    const { sibs } = loadConfig({
      SIBS_SANDBOX_WEBHOOK_URL: 'http://127.0.0.1:9999/hook',
      SIBS_SANDBOX_MBWAY_WINDOW_MS: '300000',
      SIBS_SANDBOX_APPROVE_DELAY_MS: '0',
      SIBS_SANDBOX_TIME_SCALE: '0.001',
      SIBS_TIMEOUT_MS: '5000',
      SIBS_POLL_INTERVAL_SECONDS: '5',
    });
    expect(sibs).toMatchObject({ timeoutMs: 5_000, pollIntervalMs: 5_000, sandbox: { webhookUrl: 'http://127.0.0.1:9999/hook', mbwayWindowMs: 300_000, approveDelayMs: 0, timeScale: 0.001 } });
    expect(configError({ SIBS_SANDBOX: 'yes' })).toBe('Invalid environment: SIBS_SANDBOX must be on or off (got "yes")');
    expect(configError({ SIBS_SANDBOX_TIME_SCALE: '0' })).toBe('Invalid environment: SIBS_SANDBOX_TIME_SCALE must be a positive number (got "0")');
    expect(configError({ SIBS_POLL_INTERVAL_SECONDS: '1.5' })).toBe('Invalid environment: SIBS_POLL_INTERVAL_SECONDS must be a whole number, at least 1 (got "1.5")');
  });

  it('no sandbox when SIBS_BASE_URL names a gateway, nor under production unless SIBS_SANDBOX=on; both at once stop start-up', () => {
    expect(loadConfig({ SIBS_BASE_URL: 'https://api.qly.sibspayments.com/sibs/spg/v2/' }).sibs).toMatchObject({ baseUrl: 'https://api.qly.sibspayments.com/sibs/spg/v2', sandbox: null });
    expect(loadConfig(production()).sibs.sandbox).toBeNull();
    expect(loadConfig(production({ SIBS_SANDBOX: 'on' })).sibs.sandbox).not.toBeNull();
    expect(loadConfig({ SIBS_SANDBOX: 'off' }).sibs.sandbox).toBeNull();
    expect(configError({ SIBS_SANDBOX: 'on', SIBS_BASE_URL: 'https://api.sibspayments.com/api/v2' })).toBe(
      'Invalid environment: SIBS_SANDBOX=on serves the gateway locally, so SIBS_BASE_URL must be unset (got both)',
    );
  });
});
