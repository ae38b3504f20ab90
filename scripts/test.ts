/**
 * `npm test`: typecheck, lint, unit + story tests (Vitest), then Playwright e2e.
 * Suites that need the PostgreSQL server or Redis run only when those answer; this script says
 * plainly which ones it skipped, and fails instead when REQUIRE_SERVICES=1 (as `.ci/run` sets).
 */
import { spawnSync } from 'node:child_process';
import { portOpen, TEST_DATABASE_URL, TEST_REDIS_URL } from './services';

const pg = await portOpen(Number(new URL(TEST_DATABASE_URL).port || 5432), new URL(TEST_DATABASE_URL).hostname);
const redis = await portOpen(Number(new URL(TEST_REDIS_URL).port || 6379), new URL(TEST_REDIS_URL).hostname);
const missing = [!pg && `PostgreSQL (${TEST_DATABASE_URL})`, !redis && `Redis (${TEST_REDIS_URL})`].filter(Boolean);
if (missing.length > 0) {
  if (process.env.REQUIRE_SERVICES === '1') {
    console.error(`test: required services unreachable: ${missing.join(', ')}`);
    process.exit(1);
  }
  console.warn(`\ntest: SKIPPING the suites that need ${missing.join(' and ')} — they did not answer.\n`);
}
const env = { ...process.env, TEST_PG: pg ? '1' : '0', TEST_REDIS: redis ? '1' : '0' };

const steps: [string, string[]][] = [
  ['typecheck', ['run', 'typecheck']],
  ['lint', ['run', 'lint']],
  ['vitest', ['exec', '--', 'vitest', 'run']],
  ['e2e', ['run', 'test:e2e']],
];
for (const [name, args] of steps) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync('npm', args, { stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed (exit ${result.status})`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
if (missing.length > 0) console.warn(`\ntest: skipped the suites that need ${missing.join(' and ')}.`);
