import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MessageBody, SuccessBody, ValidationErrorBody, WishlistResponse } from '../contract';
import {
  MOCK_API_ORIGIN,
  WISHLIST_DUPLICATE_MESSAGE,
  hasBearerToken,
  productBasic,
  productCountdown,
  productLastUnits,
  wishlist,
  wishlistAddError,
  wishlistHandlers,
  wishlistLoadError,
  wishlistLoading,
  wishlistRemoveError,
  wishlistSlow,
  wishlistUnauthenticated,
} from './index';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function call(method: 'GET' | 'POST' | 'DELETE', id?: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${MOCK_API_ORIGIN}/v1/users/wishlist${id ? `/${id}` : ''}`, { method, headers });
  return { status: response.status, body: (await response.json()) as unknown };
}
const listed = async () => WishlistResponse.parse((await call('GET')).body).products.map((p) => p.uuid);

describe('wishlist mocks behave like the API', () => {
  it('starts with the fixture wishlist', async () => {
    server.use(...wishlistHandlers());
    const { body } = await call('GET');
    expect(WishlistResponse.parse(body)).toEqual({ success: true, ...wishlist });
  });

  it('an add is listed first (201); adding it again is a 409 with a message', async () => {
    server.use(...wishlistHandlers());
    const added = await call('POST', productLastUnits.uuid);
    expect(added.status).toBe(201);
    expect(SuccessBody.parse(added.body).success).toBe(true);
    expect(await listed()).toEqual([productLastUnits.uuid, productBasic.uuid, productCountdown.uuid]);
    const again = await call('POST', productLastUnits.uuid);
    expect(again.status).toBe(409);
    expect(MessageBody.parse(again.body).message).toBe(WISHLIST_DUPLICATE_MESSAGE);
  });

  it('a remove takes it off; removing one not listed still succeeds', async () => {
    server.use(...wishlistHandlers());
    expect((await call('DELETE', productBasic.uuid)).status).toBe(200);
    expect(await listed()).toEqual([productCountdown.uuid]);
    expect((await call('DELETE', productBasic.uuid)).status).toBe(200);
  });

  it('each factory call keeps its own list', async () => {
    server.use(...wishlistHandlers({ products: [] }));
    await call('POST', productBasic.uuid);
    server.resetHandlers();
    server.use(...wishlistHandlers({ products: [] }));
    expect(await listed()).toEqual([]);
  });

  it('an unknown product is a 404; a malformed uuid a 422', async () => {
    server.use(...wishlistHandlers());
    expect((await call('POST', '00000000-0000-4000-8000-0000000fffff')).status).toBe(404);
    const malformed = await call('POST', 'not-a-uuid');
    expect(malformed.status).toBe(422);
    expect(ValidationErrorBody.parse(malformed.body).errors).toHaveProperty('id');
  });

  it('a guest gets 401 on every call; a bearer-token check can decide per request', async () => {
    server.use(...wishlistUnauthenticated());
    for (const [method, id] of [['GET'], ['POST', productLastUnits.uuid], ['DELETE', productBasic.uuid]] as const) {
      expect((await call(method, id)).status).toBe(401);
    }
    server.resetHandlers();
    server.use(...wishlistHandlers({ signedIn: hasBearerToken }));
    expect((await call('GET')).status).toBe(401);
    expect((await call('GET', undefined, { Authorization: 'Bearer token' })).status).toBe(200);
  });
});

describe('wishlist state overrides for stories', () => {
  it('load, add and remove errors answer {message} with their status', async () => {
    server.use(wishlistLoadError(), wishlistAddError(503), wishlistRemoveError(), ...wishlistHandlers());
    expect((await call('GET')).status).toBe(500);
    expect((await call('POST', productLastUnits.uuid)).status).toBe(503);
    expect(MessageBody.parse((await call('DELETE', productBasic.uuid)).body).message).toBe('Server Error');
  });

  it('loading never answers', async () => {
    server.use(wishlistLoading());
    await expect(fetch(`${MOCK_API_ORIGIN}/v1/users/wishlist`, { signal: AbortSignal.timeout(150) })).rejects.toThrow();
  });

  it('slow delays every call, then the stateful handlers answer', async () => {
    server.use(...wishlistSlow(60), ...wishlistHandlers({ products: [] }));
    const started = Date.now();
    expect((await call('POST', productBasic.uuid)).status).toBe(201);
    expect(Date.now() - started).toBeGreaterThanOrEqual(50);
    expect(await listed()).toEqual([productBasic.uuid]);
  });
});
