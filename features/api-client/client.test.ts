import { allSettled, fork } from 'effector';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { $apiBaseUrl, $apiFetch, $apiLogger, $apiTokenGetter, NOT_SENT_MESSAGE, apiRequestFx, createApiClient } from './index';
import { readXsrfCookie } from './client';
import { heldApi } from './test-support';
import type { ApiLogger } from './index';

const Body = z.object({ ok: z.boolean() });

function recorder(response: () => Response) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchFn = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return response();
  }) as unknown as typeof fetch;
  return { calls, fetchFn };
}

function memoryLogger() {
  const lines: { level: string; message: string; details?: Record<string, unknown> }[] = [];
  const logger: ApiLogger = {
    debug: (message, details) => lines.push({ level: 'debug', message, details }),
    error: (message, details) => lines.push({ level: 'error', message, details }),
  };
  return { lines, logger };
}

const json = (body: unknown, status = 200, statusText = 'OK') =>
  new Response(JSON.stringify(body), { status, statusText, headers: { 'content-type': 'application/json' } });

describe('API client (§7)', () => {
  it('calls the configured base URL with JSON headers, X-Requested-With and cookies', async () => {
    const { calls, fetchFn } = recorder(() => json({ ok: true }));
    const client = createApiClient({
      baseUrl: 'http://api.test:8000',
      fetch: fetchFn,
      logger: memoryLogger().logger,
    });
    await client.request({
      path: 'v1/products',
      query: { locale: 'en', page: 2, brands: ['a', 'b'] },
      schema: Body,
    });
    const call = calls[0]!;
    expect(call.url).toBe('http://api.test:8000/v1/products?locale=en&page=2&brands%5B%5D=a&brands%5B%5D=b');
    expect(call.init.credentials).toBe('include');
    expect(call.init.headers).toMatchObject({
      Accept: 'application/json',
      'Content-Type': 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
    });
    expect(call.init.headers).not.toHaveProperty('Authorization');
  });

  it('sends a bearer header when a token exists', async () => {
    const { calls, fetchFn } = recorder(() => json({ ok: true }));
    const client = createApiClient({
      baseUrl: 'http://api.test',
      fetch: fetchFn,
      getToken: () => 'tok-1',
      logger: memoryLogger().logger,
    });
    await client.request({ path: '/users/me', schema: Body });
    expect(calls[0]!.init.headers).toMatchObject({ Authorization: 'Bearer tok-1' });
  });

  it("sends a request's own headers (the cart's X-Session-Id) without letting them replace the client's", async () => {
    const { calls, fetchFn } = recorder(() => json({ ok: true }));
    const client = createApiClient({ baseUrl: 'http://api.test', fetch: fetchFn, logger: memoryLogger().logger });
    await client.request({ path: 'v1/carts/save', method: 'POST', body: {}, headers: { 'X-Session-Id': 'abc', Accept: 'text/html' }, schema: Body });
    expect(calls[0]!.init.headers).toMatchObject({ 'X-Session-Id': 'abc', Accept: 'application/json' });
  });

  it('a failure status the caller expects still rejects with the §8 shape but is not logged as an error', async () => {
    const { fetchFn } = recorder(() => json({ message: 'Not found' }, 404, 'Not Found'));
    const { lines, logger } = memoryLogger();
    const client = createApiClient({ baseUrl: 'http://api.test', fetch: fetchFn, logger });
    await expect(client.request({ path: 'v1/carts/cart/x', schema: Body, expectedStatuses: [404] })).rejects.toMatchObject({ status: 404, message: 'Not found' });
    expect(lines.filter((line) => line.level === 'error')).toEqual([]);
    await expect(client.request({ path: 'v1/carts/cart/x', schema: Body })).rejects.toMatchObject({ status: 404 });
    expect(lines.filter((line) => line.level === 'error')).toHaveLength(1);
  });

  it('logs each request', async () => {
    const { fetchFn } = recorder(() => json({ ok: true }));
    const { lines, logger } = memoryLogger();
    await createApiClient({ baseUrl: 'http://api.test', fetch: fetchFn, logger }).request({
      path: 'v1/x',
      schema: Body,
    });
    expect(lines).toEqual([
      expect.objectContaining({ level: 'debug', message: 'API GET http://api.test/v1/x' }),
    ]);
  });

  it('an error answer rejects with {message, status, data} and logs the request, status, status text and body (§8)', async () => {
    const { fetchFn } = recorder(() => json({ message: 'No query results' }, 404, 'Not Found'));
    const { lines, logger } = memoryLogger();
    const failure = createApiClient({ baseUrl: 'http://api.test', fetch: fetchFn, logger }).request({
      path: 'v1/x',
      schema: Body,
    });
    await expect(failure).rejects.toEqual({
      message: 'No query results',
      status: 404,
      data: { message: 'No query results' },
    });
    expect(lines.find((l) => l.level === 'error')?.details).toMatchObject({
      request: { method: 'GET', url: 'http://api.test/v1/x' },
      status: 404,
      statusText: 'Not Found',
      body: { message: 'No query results' },
    });
  });

  it("an unparsable body rejects with 'Error parsing response' (§8)", async () => {
    const { fetchFn } = recorder(() => new Response('<html>oops</html>', { status: 200 }));
    const failure = createApiClient({
      baseUrl: 'http://api.test',
      fetch: fetchFn,
      logger: memoryLogger().logger,
    }).request({ path: 'v1/x', schema: Body });
    await expect(failure).rejects.toMatchObject({ message: 'Error parsing response', status: 200 });
  });

  it("a body that breaks the contract rejects with 'Error parsing response'", async () => {
    const { fetchFn } = recorder(() => json({ ok: 'yes' }));
    const failure = createApiClient({
      baseUrl: 'http://api.test',
      fetch: fetchFn,
      logger: memoryLogger().logger,
    }).request({ path: 'v1/x', schema: Body });
    await expect(failure).rejects.toMatchObject({
      message: 'Error parsing response',
      status: 200,
      data: { ok: 'yes' },
    });
  });

  it('a request that does not answer in time fails with status 0', async () => {
    const hanging = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      )) as unknown as typeof fetch;
    const failure = createApiClient({
      baseUrl: 'http://api.test',
      fetch: hanging,
      timeoutMs: 20,
      logger: memoryLogger().logger,
    }).request({ path: 'v1/x', schema: Body });
    await expect(failure).rejects.toMatchObject({ status: 0, data: null });
  });

  it('an answer whose body is cut off mid-way (the page being left aborts it) fails with status 0, like no answer', async () => {
    const cutOff = () =>
      new Response(
        new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('{"data":'));
            controller.error(new DOMException('The user aborted a request.', 'AbortError'));
          },
        }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      );
    const failure = createApiClient({ baseUrl: 'http://api.test', fetch: recorder(cutOff).fetchFn, logger: memoryLogger().logger }).request({
      path: 'v1/x',
      schema: Body,
    });
    await expect(failure).rejects.toMatchObject({ status: 0, data: null });
  });

  it('apiRequestFx uses the base URL, token getter and fetch of its scope', async () => {
    const { calls, fetchFn } = recorder(() => json({ ok: true }));
    const scope = fork({
      values: [
        [$apiBaseUrl, 'http://scoped.test/'],
        [$apiFetch, fetchFn],
        [$apiTokenGetter, () => 'scoped-token'],
        [$apiLogger, memoryLogger().logger],
      ],
    });
    const result = await allSettled(apiRequestFx, { scope, params: { path: 'v1/products', schema: Body } });
    expect(result).toEqual({ status: 'done', value: { ok: true } });
    expect(calls[0]!.url).toBe('http://scoped.test/v1/products');
    expect(calls[0]!.init.headers).toMatchObject({ Authorization: 'Bearer scoped-token' });
  });

  it('sends the decoded XSRF-TOKEN cookie as X-XSRF-TOKEN on writes in cookie mode (protocols.md §3.1)', async () => {
    const { calls, fetchFn } = recorder(() => json({ ok: true }));
    const client = createApiClient({
      baseUrl: 'http://api.test',
      fetch: fetchFn,
      logger: memoryLogger().logger,
      getCsrfToken: () => readXsrfCookie('a=1; XSRF-TOKEN=eyJpdiI6%3D%3D; b=2'),
    });
    await client.request({ path: 'login', method: 'POST', body: {}, schema: Body });
    await client.request({ path: 'users/me', schema: Body });
    expect(calls[0]!.init.headers).toMatchObject({ 'X-XSRF-TOKEN': 'eyJpdiI6==' });
    expect(calls[1]!.init.headers).not.toHaveProperty('X-XSRF-TOKEN');
  });

  it('sends no XSRF header in token mode, where the bearer token authenticates', async () => {
    const { calls, fetchFn } = recorder(() => json({ ok: true }));
    const client = createApiClient({
      baseUrl: 'http://api.test',
      fetch: fetchFn,
      logger: memoryLogger().logger,
      getToken: () => '1|secret',
      getCsrfToken: () => 'csrf',
    });
    await client.request({ path: 'logout', method: 'POST', body: {}, schema: Body });
    expect(calls[0]!.init.headers).toMatchObject({ Authorization: 'Bearer 1|secret' });
    expect(calls[0]!.init.headers).not.toHaveProperty('X-XSRF-TOKEN');
  });

  it('sends a PUT with form data as a POST with _method=PUT, leaving the multipart Content-Type to the browser (§7)', async () => {
    const { calls, fetchFn } = recorder(() => json({ ok: true }));
    const client = createApiClient({ baseUrl: 'http://api.test', fetch: fetchFn, logger: memoryLogger().logger, getCsrfToken: () => 'csrf' });
    const form = new FormData();
    form.set('name', 'Ana');
    await client.request({ path: 'users/me', method: 'PUT', body: form, schema: Body });
    await client.request({ path: 'users/me', method: 'PUT', body: { name: 'Ana' }, schema: Body });
    expect(calls[0]!.init.method).toBe('POST');
    const sent = calls[0]!.init.body as FormData;
    expect(sent.get('_method')).toBe('PUT');
    expect(sent.get('name')).toBe('Ana');
    expect(calls[0]!.init.headers).not.toHaveProperty('Content-Type');
    expect(calls[0]!.init.headers).toMatchObject({ 'X-XSRF-TOKEN': 'csrf' });
    // A JSON body stays a real PUT.
    expect(calls[1]!.init.method).toBe('PUT');
    expect(calls[1]!.init.body).toBe('{"name":"Ana"}');
  });
});

describe('answers reported to the app (the global handler of §2 and §4)', () => {
  it('every answer — success or failure — is reported with its method, path, status and body as sent', async () => {
    const answers: unknown[] = [];
    let next = json({ ok: true, redirectUrl: '/checkout/expired' });
    const fetchFn = (async () => next) as unknown as typeof fetch;
    const client = createApiClient({ baseUrl: 'http://api.test', fetch: fetchFn, logger: memoryLogger().logger, onAnswer: (answer) => answers.push(answer) });
    await client.request({ path: 'v1/carts/save', method: 'POST', body: {}, schema: Body });
    next = json({ message: 'Unauthenticated.' }, 401, 'Unauthorized');
    await expect(client.request({ path: 'v1/users/wishlist', schema: Body })).rejects.toMatchObject({ status: 401 });
    expect(answers).toEqual([
      { method: 'POST', path: 'v1/carts/save', status: 200, data: { ok: true, redirectUrl: '/checkout/expired' } },
      { method: 'GET', path: 'v1/users/wishlist', status: 401, data: { message: 'Unauthenticated.' } },
    ]);
  });
});

describe('a session change never crosses another request on the wire (protocols.md §3.1: login and logout replace the session)', () => {
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  it('a logout goes out after the reads in flight have their answers (the account page’s read is not cut off with a 401)', async () => {
    const api = heldApi();
    const client = createApiClient({ baseUrl: 'http://api.test', fetch: api.fetchFn, logger: memoryLogger().logger });
    const overview = client.request({ path: '/v1/account/overview', schema: Body });
    const logout = client.request({ method: 'POST', path: '/logout', schema: z.unknown(), changesSession: true });
    await sleep(5);
    expect(api.sent).toEqual(['GET /v1/account/overview']);
    api.answer('GET /v1/account/overview', json({ ok: true }));
    await expect(overview).resolves.toEqual({ ok: true });
    await sleep(5);
    expect(api.sent).toEqual(['GET /v1/account/overview', 'POST /logout']);
    api.answer('POST /logout', new Response(null, { status: 204 }));
    await expect(logout).resolves.toBeNull();
  });

  it('a request made during the change waits for its answer; one no longer wanted by then is never sent', async () => {
    const api = heldApi();
    const { lines, logger } = memoryLogger();
    const client = createApiClient({ baseUrl: 'http://api.test', fetch: api.fetchFn, logger });
    const login = client.request({ method: 'POST', path: '/login', schema: z.unknown(), changesSession: true });
    await sleep(5);
    let wanted = true;
    const cart = client.request({ path: '/v1/carts/cart/1', schema: Body });
    // Its outcome is caught at once: it settles while the test is still waiting below.
    const channel = client
      .request({ method: 'POST', path: '/broadcasting/auth', schema: Body, stillWanted: () => wanted })
      .then(() => 'sent', (error: unknown) => error);
    await sleep(5);
    expect(api.sent).toEqual(['POST /login']);
    // The page takes the answer in (here: it no longer wants the channel) before anything that waited goes.
    api.answer('POST /login', json({ data: null }));
    await login;
    wanted = false;
    await sleep(5);
    expect(api.sent).toEqual(['POST /login', 'GET /v1/carts/cart/1']);
    expect(await channel).toEqual({ message: NOT_SENT_MESSAGE, status: 0, data: null });
    expect(lines.filter((line) => line.level === 'error')).toEqual([]);
    api.answer('GET /v1/carts/cart/1', json({ ok: true }));
    await expect(cart).resolves.toEqual({ ok: true });
  });
});
