import { createHash } from 'node:crypto';
import { IDEMPOTENCY_KEY_PATTERN } from '../../../contract';
import type { Database } from '../../db/client';
import { validationErrorBody } from '../../http/errors';

/**
 * `Idempotency-Key` (reliability C8, Stripe's model): the first request with a key claims it and its
 * answer is kept 24 hours; a repeat with the same request gets that answer, status and body alike;
 * a repeat with another request (another body, or another caller) is a 422; a repeat while the first
 * still runs waits for its answer. An unexpected failure (a 500) frees the key, so a retry runs again.
 */

export const IDEMPOTENCY_TTL_HOURS = 24;
/** How long a repeat waits for the first request's answer (the first may be waiting on the gateway). */
export const IDEMPOTENCY_WAIT_MS = 30_000;
const POLL_MS = 50;

/** An answer as sent, and as kept for the key's repeats (the statuses the write routes answer). */
export type Answer = { status: 201 | 404 | 409 | 422 | 502; body: unknown };

export const IDEMPOTENCY_MESSAGES = {
  required: 'The Idempotency-Key header is required (8 to 255 visible characters).',
  reused: 'This Idempotency-Key was already used with another request.',
  inProgress: 'A request with this Idempotency-Key is still being processed; repeat it with the same key.',
} as const;

export function keyProblem(key: unknown): Answer | null {
  if (typeof key === 'string' && IDEMPOTENCY_KEY_PATTERN.test(key)) return null;
  return { status: 422, body: validationErrorBody({ idempotency_key: [IDEMPOTENCY_MESSAGES.required] }) };
}

/** The request's fingerprint: who asks and what, as canonical JSON (keys sorted). */
export function requestHash(parts: unknown): string {
  const canonical = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(canonical)
      : value !== null && typeof value === 'object'
        ? Object.fromEntries(Object.keys(value).sort().map((key) => [key, canonical((value as Record<string, unknown>)[key])]))
        : value;
  return createHash('sha256').update(JSON.stringify(canonical(parts))).digest('hex');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function withIdempotency(
  database: Database,
  claim: { scope: string; key: string; hash: string },
  run: () => Promise<Answer>,
  options: { waitMs?: number } = {},
): Promise<Answer> {
  const deadline = Date.now() + (options.waitMs ?? IDEMPOTENCY_WAIT_MS);
  for (;;) {
    // A key past its 24 hours is free again.
    const claimed = await database.query(
      `insert into idempotency_keys (scope, key, request_hash, expires_at) values ($1, $2, $3, now() + make_interval(hours => $4))
       on conflict (scope, key) do update set request_hash = excluded.request_hash, response_status = null, response_body = null,
         created_at = now(), expires_at = excluded.expires_at
       where idempotency_keys.expires_at <= now()
       returning 1`,
      [claim.scope, claim.key, claim.hash, IDEMPOTENCY_TTL_HOURS],
    );
    if (claimed.length === 1) break;
    const [row] = await database.query<{ request_hash: string; response_status: number | null; response_body: unknown }>(
      `select request_hash, response_status, response_body from idempotency_keys where scope = $1 and key = $2`,
      [claim.scope, claim.key],
    );
    // Freed by a failed first request between the two statements: claim it again.
    if (!row) continue;
    if (row.request_hash !== claim.hash) return { status: 422, body: validationErrorBody({ idempotency_key: [IDEMPOTENCY_MESSAGES.reused] }) };
    if (row.response_status !== null) return { status: row.response_status as Answer['status'], body: row.response_body };
    if (Date.now() >= deadline) return { status: 409, body: { message: IDEMPOTENCY_MESSAGES.inProgress, code: 'REQUEST_IN_PROGRESS' } };
    await sleep(POLL_MS);
  }
  let answer: Answer;
  try {
    answer = await run();
  } catch (error) {
    await database.query(`delete from idempotency_keys where scope = $1 and key = $2`, [claim.scope, claim.key]).catch(() => undefined);
    throw error;
  }
  await database.query(`update idempotency_keys set response_status = $3, response_body = $4 where scope = $1 and key = $2`, [
    claim.scope,
    claim.key,
    answer.status,
    JSON.stringify(answer.body),
  ]);
  return answer;
}
