/**
 * HTTP fuzz of the whole API (reliability E1–E4): every route the app registers (collected by an
 * onRoute hook, so a new route is fuzzed automatically) gets FUZZ_RUNS (200) generated malformed
 * requests through `inject` — as a guest, signed in by cookie (with and without the CSRF token) and
 * by bearer token, with the admin token on operator paths, signed and unsigned on the Pusher HTTP
 * API. A request fails the test when it answers 5xx, or when an error answer is not the declared
 * shape (the route's response schema for that status, else `{message}`; the Pusher API's
 * `{error}`). The first failures of each route are printed as curl commands.
 *
 * Reproduce: the seed of a route is derived from FUZZ_SEED (printed on failure) and the route, so
 * `FUZZ_SEED=<seed> FUZZ_ROUTE='^POST /v1/utm/track$' npx vitest run api/fuzz/http.fuzz.test.ts`
 * replays that route's requests; FUZZ_RUNS raises the count. TEST_PG=1 runs it on the
 * PostgreSQL server too.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, DATABASE_MODES, bearerFor, signIn, signUp, TEST_SEED_NOW, type TestApi, type TestDatabaseMode } from '../test-support';
import { curlOf, injectOptionsOf, requestFor, type Credentials, type Samples } from './requests';
import { routeCollector, type FuzzRoute } from './routes';

const SEED = Number(process.env.FUZZ_SEED ?? 20261127);
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const ONLY = process.env.FUZZ_ROUTE;
/** Stop a route after this many failures (the report stays readable). */
const MAX_FAILURES = 5;

function seedOf(route: FuzzRoute): number {
  let hash = SEED | 0;
  for (const char of `${route.method} ${route.url}`) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

async function samplesOf(api: TestApi): Promise<Samples> {
  const { query } = api.database;
  const column = async (sql: string) => (await query<{ value: unknown }>(sql)).map((row) => String(row.value));
  const offers = await column('select uuid as value from offers order by id limit 3');
  const products = await column('select uuid as value from products order by id limit 3');
  const discounts = await column('select uuid as value from discounts order by id limit 3');
  const campaigns = await column('select uuid as value from campaigns order by id limit 2');
  const productSlugs = await column("select slug as value from product_translations where locale = 'pt' limit 3");
  const categorySlugs = await column("select slug as value from category_translations where locale = 'pt' limit 3");
  const brandSlugs = await column('select slug as value from brands limit 3');
  const segmentSlugs = await column('select slug as value from segments limit 3');
  const pageSlugs = await column('select distinct slug as value from content_pages limit 3');
  const codes = await column('select code as value from discounts limit 3');
  const offerIds = await column('select id as value from offers order by id limit 3');
  const uuids = [...offers, ...products, ...discounts, ...campaigns];
  return {
    byName: {
      uuid: uuids,
      '/v1/admin/offers/:uuid#uuid': offers,
      '/v1/admin/products/:uuid#uuid': products,
      '/v1/admin/discounts/:uuid#uuid': discounts,
      '/v1/campaigns/:uuid#uuid': campaigns,
      '/v1/users/wishlist/:id#id': products,
      tracking_id: ['nuxt_user_1_fuzz'],
      id: [...products, ...offerIds],
      slug: [...productSlugs, ...categorySlugs, ...pageSlugs],
      categorySlug: categorySlugs,
      sub: categorySlugs,
      brand: brandSlugs,
      segment: segmentSlugs,
      campaign: campaigns,
      cartUuid: [crypto.randomUUID()],
      cartUuidOrSessionId: [crypto.randomUUID(), 'a'.repeat(40)],
      file: ['1.webp', '12.avif', 'nike.svg', '0.png'],
      appId: [api.config.pusher.appId],
      channel: ['products', 'private-user.1', 'presence-x'],
      userId: ['1'],
      code: codes,
      offer_id: offerIds,
      customer_id: ['1'],
      session_id: ['a'.repeat(40)],
      locale: ['pt', 'en', 'es', 'fr'],
      email: ['fuzz@example.test'],
      order_id: ['ORD-1', '1'],
      conversion_type: ['order', 'registration'],
      conversion_value: ['10.00'],
      stock: ['5'],
      pvp: ['10.00'],
      max_usage: ['10'],
    },
    any: [...uuids.slice(0, 3), ...productSlugs.slice(0, 1), '1', 'pt', 'true'],
  };
}

type Failure = { status: number; why: string; curl: string; body: string };

function checkAnswer(route: FuzzRoute, reachedRoute: boolean, status: number, contentType: string, text: string): string | null {
  if (status >= 500) return 'server error';
  if (status < 400 || !contentType.includes('application/json')) return null;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return 'error body is not JSON';
  }
  if (route.url.startsWith('/apps/')) {
    // The Pusher API's own answers are {error}; the shared guards in front of every route answer {message}.
    const { error, message } = (body ?? {}) as { error?: unknown; message?: unknown };
    return typeof error === 'string' || typeof message === 'string' ? null : 'Pusher API error without {error}';
  }
  if (typeof (body as { message?: unknown } | null)?.message !== 'string') return 'error body without {message}';
  const declared = reachedRoute ? route.responses.get(status) : undefined;
  if (declared && !declared.safeParse(body).success) return `error body does not match the declared ${status} schema`;
  return null;
}

function fuzzSuite(mode: TestDatabaseMode, enabled: boolean) {
  describe.runIf(enabled)(`HTTP fuzz (${mode})`, () => {
    const routes: FuzzRoute[] = [];
    let api: TestApi;
    let credentials: Credentials;
    const errors = new Map<string, Error>();

    const signInAgain = async () => {
      const account = await signUp(api.app);
      const session = await signIn(api.app, account);
      credentials = {
        cookie: { cookie: session.cookie, xsrf: session.xsrf, origin: session.headers.origin },
        bearer: await bearerFor(api.app, account),
        adminToken: api.config.adminToken,
        pusher: api.config.pusher,
      };
    };
    /** A route that ended the session (logout) must not leave the next routes as guests. */
    const ensureSignedIn = async () => {
      const me = await api.app.inject({ method: 'GET', url: '/users/me', headers: { cookie: credentials.cookie.cookie, origin: credentials.cookie.origin } });
      const token = await api.app.inject({ method: 'GET', url: '/users/me', headers: { authorization: `Bearer ${credentials.bearer}` } });
      if (me.statusCode !== 200 || token.statusCode !== 200) await signInAgain();
    };

    beforeAll(async () => {
      api = await createTestApi(mode, {
        products: 24,
        onRoute: routeCollector(routes),
        env: { MAIL_VIEWER: 'on' },
        configure: (app) => {
          // The report names the route that answered (a URL may normalise onto another) and the error behind a 5xx.
          app.addHook('onSend', async (request, reply) => {
            reply.header('x-fuzz-route', `${request.routeOptions.method} ${request.routeOptions.url ?? ''}`);
          });
          app.addHook('onError', async (request, _reply, error) => {
            errors.set(String(request.id), error);
          });
        },
      });
      await signInAgain();
    }, 180_000);
    afterAll(async () => {
      await api?.close();
    });

    it(`sends ${RUNS} malformed requests to every route and gets no 5xx and only declared error shapes`, async () => {
      const samples = await samplesOf(api);
      const gets = new Set(routes.filter((route) => route.method === 'GET').map((route) => route.url));
      const targets = routes.filter((route) => !(route.method === 'HEAD' && gets.has(route.url)) && (!ONLY || new RegExp(ONLY).test(`${route.method} ${route.url}`)));
      expect(targets.length).toBeGreaterThan(ONLY ? 0 : 40);
      const report: string[] = [];
      let sent = 0;
      for (const route of targets) {
        await ensureSignedIn();
        errors.clear();
        const started = performance.now();
        const failures: Failure[] = [];
        const requests = fc.sample(requestFor(samples, route), { seed: seedOf(route), numRuns: RUNS });
        for (const request of requests) {
          const options = injectOptionsOf(request, credentials, new Date());
          const response = await api.app.inject({ ...options, remoteAddress: '203.0.113.7' });
          sent += 1;
          const answeredBy = String(response.headers['x-fuzz-route'] ?? '');
          const why = checkAnswer(route, answeredBy === `${route.method} ${route.url}`, response.statusCode, String(response.headers['content-type'] ?? ''), response.body);
          if (why) {
            const error = errors.get(String(response.headers['x-request-id']));
            failures.push({ status: response.statusCode, why, curl: curlOf(options), body: `${response.body.slice(0, 300)}${error ? ` (${error.message.slice(0, 300)})` : ''}` });
            if (failures.length >= MAX_FAILURES) break;
          }
        }
        if (process.env.FUZZ_TIMING) console.log(`${route.method} ${route.url}: ${Math.round(performance.now() - started)} ms`);
        if (failures.length > 0) {
          report.push(
            `${route.method} ${route.url} (FUZZ_SEED=${SEED} FUZZ_ROUTE='^${route.method} ${route.url}$'):`,
            ...failures.map((failure) => `  ${failure.status} ${failure.why}: ${failure.curl}\n    → ${failure.body}`),
          );
        }
      }
      expect(sent).toBeGreaterThanOrEqual(targets.length * Math.min(RUNS, 1));
      expect(report.join('\n'), `seed ${SEED}, ${RUNS} requests per route, seeded data of ${TEST_SEED_NOW.toISOString()}`).toBe('');
    }, 600_000);
  });
}

for (const { mode, enabled } of DATABASE_MODES) fuzzSuite(mode, enabled);
