import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $apiBaseUrl, $apiFetch, $apiLogger } from '../api-client';
import { deleteWishlistItemFx, fetchWishlistFx, postWishlistItemFx } from './index';

const PRODUCT = '00000000-0000-4000-8000-000000000001';

/** A scope whose fetch answers `body` with `status` and records each request's method and URL. */
function apiScope(body: unknown, status = 200) {
  const requests: string[] = [];
  const scope = fork({
    values: [
      [$apiBaseUrl, 'http://api.test'],
      [$apiFetch, (async (url: string, init?: RequestInit) => (requests.push(`${init?.method ?? 'GET'} ${url}`), new Response(JSON.stringify(body), { status }))) as unknown as typeof fetch],
      [$apiLogger, { debug: () => undefined, error: () => undefined }],
    ],
  });
  return { scope, requests };
}

describe('§7 wishlist calls', () => {
  it('GET v1/users/wishlist answers {success, products, count}', async () => {
    const { scope, requests } = apiScope({ success: true, products: [], count: 0 });
    const result = await allSettled(fetchWishlistFx, { scope });
    expect(requests).toEqual(['GET http://api.test/v1/users/wishlist']);
    expect(result).toEqual({ status: 'done', value: { success: true, products: [], count: 0 } });
  });

  it('POST and DELETE v1/users/wishlist/{id} with the product uuid', async () => {
    const { scope, requests } = apiScope({ success: true }, 201);
    await allSettled(postWishlistItemFx, { scope, params: { id: PRODUCT } });
    await allSettled(deleteWishlistItemFx, { scope, params: { id: PRODUCT } });
    expect(requests).toEqual([`POST http://api.test/v1/users/wishlist/${PRODUCT}`, `DELETE http://api.test/v1/users/wishlist/${PRODUCT}`]);
  });

  it('a 409 fails with its status, so the model can tell "already listed" apart', async () => {
    const { scope } = apiScope({ message: 'Product already in wishlist.' }, 409);
    const result = await allSettled(postWishlistItemFx, { scope, params: { id: PRODUCT } });
    expect(result).toMatchObject({ status: 'fail', value: { status: 409 } });
  });

  it('a list that does not match the contract is a failed load', async () => {
    const { scope } = apiScope({ success: true, products: [{ uuid: 'not-a-uuid' }], count: 1 });
    const result = await allSettled(fetchWishlistFx, { scope });
    expect(result).toMatchObject({ status: 'fail' });
  });
});
