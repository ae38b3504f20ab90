import { allSettled, createStore, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../contract';
import type { ApiError, ProductCard, User, WishlistMutationResponse, WishlistParams, WishlistResponse } from '../../contract';
import {
  $authMode,
  $authReady,
  $authStorage,
  $openDialog,
  $user,
  fetchCsrfCookieFx,
  fetchCurrentUserFx,
  loggedOut,
  loginSubmitted,
  postLoginFx,
  sessionCleared,
  sessionRestoreStarted,
} from '../auth';
import type { KeyValueStorage } from '../auth';
import { $toasts } from '../toasts';
import {
  $pendingIds,
  $wishlistCount,
  $wishlistError,
  $wishlistIds,
  $wishlistProducts,
  addedToWishlist,
  deleteWishlistItemFx,
  fetchWishlistFx,
  postWishlistItemFx,
  wishlistAddFinished,
  wishlistAddRequested,
  wishlistRemoveFinished,
  wishlistRemoveRequested,
  wishlistNeeded,
  wishlistRequested,
  wishlistToggled,
} from './index';
import type { WishlistResult } from './index';

const card = (n: number): ProductCard => ({
  uuid: `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`,
  slug: `produto-${n}`,
  name: `Produto ${n}`,
  description: 'Descrição',
  translations: {},
  brand: null,
  tags: [],
  images: [],
  video: null,
  variants: [],
  discountEndsAt: null,
});
const dress = card(1);
const bag = card(2);
const scarf = card(3);

const ana: User = {
  id: 7,
  uuid: '3d1c6a52-8d3e-4b7a-9c1e-2f4a5b6c7d8e',
  email: 'ana@example.com',
  name: 'Ana',
  lastname: 'Silva',
  customer: { id: 70 },
  ambassador_code: null,
  affiliate_code: null,
  locale: null,
  newsletter: false,
};
const apiError = (status: number, message = 'Error'): ApiError => ({ status, message, data: { message } });
const listOf = (products: ProductCard[]): WishlistResponse => ({ success: true, products, count: products.length });

const $added = createStore<string[]>([]).on(addedToWishlist, (list, product) => [...list, product.uuid]);
const $results = createStore<(WishlistResult & { action: 'add' | 'remove' })[]>([])
  .on(wishlistAddFinished, (list, result) => [...list, { ...result, action: 'add' as const }])
  .on(wishlistRemoveFinished, (list, result) => [...list, { ...result, action: 'remove' as const }]);

type Answer<T> = T | ApiError | ((params: WishlistParams) => T | Promise<T>);
const isApiError = (value: unknown): value is ApiError => typeof value === 'object' && value !== null && 'status' in value && 'data' in value;

function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const entries = new Map(Object.entries(initial));
  return { getItem: (key) => entries.get(key) ?? null, setItem: (key, value) => void entries.set(key, value), removeItem: (key) => void entries.delete(key) };
}

/** A forked scope whose wishlist API answers are given per call; `calls` records what went out. */
function wishlistScope(
  options: {
    signedIn?: boolean;
    /** False for a page whose stored session has not been read yet (the auth model arrives after hydration). */
    authReady?: boolean;
    listed?: ProductCard[];
    load?: Answer<WishlistResponse>;
    add?: Answer<WishlistMutationResponse>;
    remove?: Answer<WishlistMutationResponse>;
    storage?: Record<string, string>;
  } = {},
) {
  const calls: string[] = [];
  const answer =
    <T,>(name: string, value: Answer<T> | undefined, fallback: T) =>
    async (params: WishlistParams | void) => {
      calls.push(params ? `${name} ${params.id}` : name);
      const resolved = value === undefined ? fallback : value;
      if (isApiError(resolved)) throw resolved;
      return typeof resolved === 'function' ? (resolved as (p: WishlistParams | void) => T | Promise<T>)(params) : resolved;
    };
  const scope = fork({
    values: [
      [$user, options.signedIn === false ? null : ana],
      [$authReady, options.authReady ?? true],
      [$authMode, 'token'],
      [$authStorage, memoryStorage(options.storage)],
      [$wishlistProducts, options.listed ?? []],
    ],
    handlers: [
      [fetchWishlistFx, answer('GET', options.load, listOf([dress, bag]))],
      [postWishlistItemFx, answer('POST', options.add, { success: true })],
      [deleteWishlistItemFx, answer('DELETE', options.remove, { success: true })],
      [fetchCsrfCookieFx, async () => void calls.push('csrf')],
      [postLoginFx, async () => ({ data: ana })],
      [fetchCurrentUserFx, async () => ana],
    ],
  });
  return { scope, calls };
}

/** Lets started effects run up to their first pending answer. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const errorToasts = (scope: ReturnType<typeof fork>) =>
  scope.getState($toasts).filter((toast) => toast.level === 'error').map((toast) => toast.title);

describe('§4 Wishlist: loads when the user becomes authenticated', () => {
  it('signing in loads the list', async () => {
    const { scope, calls } = wishlistScope({ signedIn: false });
    await allSettled(loginSubmitted, { scope, params: { email: 'ana@example.com', password: 'segredo123' } });
    expect(calls).toEqual(['GET']);
    expect(scope.getState($wishlistProducts)).toEqual([dress, bag]);
    expect(scope.getState($wishlistCount)).toBe(2);
    expect([...scope.getState($wishlistIds)]).toEqual([dress.uuid, bag.uuid]);
  });

  it('a restored session loads the list', async () => {
    const record = { user: { id: 7, email: 'ana@example.com' }, rememberMe: true, createdAt: Date.now(), expiresAt: Date.now() + 86_400_000 };
    const { scope, calls } = wishlistScope({ signedIn: false, storage: { [STORAGE_KEYS.authUser]: JSON.stringify(record) } });
    await allSettled(sessionRestoreStarted, { scope });
    expect(calls).toEqual(['GET']);
    expect(scope.getState($wishlistCount)).toBe(2);
  });

  it('a page that arrived with the user already signed in loads once the browser starts', async () => {
    const { scope, calls } = wishlistScope();
    await allSettled(sessionRestoreStarted, { scope });
    expect(calls).toEqual(['GET']);
  });

  it('the same user updated (a verified session, a saved profile) does not load again', async () => {
    const { scope, calls } = wishlistScope();
    await allSettled(sessionRestoreStarted, { scope });
    await allSettled($user, { scope, params: { ...ana, name: 'Ana Maria' } });
    expect(calls).toEqual(['GET']);
  });

  it('a page with hearts needing the list loads it for a user already in state, once, and nothing for a guest', async () => {
    const { scope, calls } = wishlistScope();
    await allSettled(wishlistNeeded, { scope });
    expect(calls).toEqual(['GET']);
    expect(scope.getState($wishlistCount)).toBe(2);
    await allSettled(wishlistNeeded, { scope });
    expect(calls).toEqual(['GET']);
    const guest = wishlistScope({ signedIn: false });
    await allSettled(wishlistNeeded, { scope: guest.scope });
    expect(guest.calls).toEqual([]);
  });

  it('a page needing the list after the restore loaded it asks for nothing more', async () => {
    const { scope, calls } = wishlistScope();
    await allSettled(sessionRestoreStarted, { scope });
    await allSettled(wishlistNeeded, { scope });
    expect(calls).toEqual(['GET']);
  });

  it('a guest asking for the list loads nothing', async () => {
    const { scope, calls } = wishlistScope({ signedIn: false });
    await allSettled(wishlistRequested, { scope });
    expect(calls).toEqual([]);
  });

  it("§8: a failed load empties the list, keeps 'Erro ao carregar wishlist' and shows it", async () => {
    const { scope } = wishlistScope({ listed: [scarf], load: apiError(500) });
    await allSettled(wishlistRequested, { scope });
    expect(scope.getState($wishlistProducts)).toEqual([]);
    expect(scope.getState($wishlistError)).toBe('load');
    expect(errorToasts(scope)).toEqual([{ key: 'wishlist.errors.load' }]);
  });

  it('only the latest load counts: an older answer arriving last is dropped', async () => {
    let first = true;
    const { scope } = wishlistScope({
      load: async () => {
        if (!first) return listOf([scarf]);
        first = false;
        await new Promise((resolve) => setTimeout(resolve, 20));
        return listOf([dress]);
      },
    });
    await Promise.all([allSettled(wishlistRequested, { scope }), allSettled(wishlistRequested, { scope })]);
    expect(scope.getState($wishlistProducts)).toEqual([scarf]);
  });
});

describe('§4 Wishlist: cleared on logout', () => {
  it('logout empties the list, its locks and its error', async () => {
    const { scope } = wishlistScope({ listed: [dress, bag] });
    await allSettled(loggedOut, { scope });
    expect(scope.getState($wishlistProducts)).toEqual([]);
    expect(scope.getState($wishlistCount)).toBe(0);
    expect(scope.getState($wishlistError)).toBeNull();
  });

  it('a session cleared by a 401 empties it too', async () => {
    const { scope } = wishlistScope({ listed: [dress] });
    await allSettled(sessionCleared, { scope });
    expect(scope.getState($wishlistProducts)).toEqual([]);
  });

  it('a load answering after logout does not refill the list', async () => {
    let release: () => void = () => undefined;
    const { scope } = wishlistScope({ load: () => new Promise((resolve) => (release = () => resolve(listOf([dress])))) });
    const loading = allSettled(wishlistRequested, { scope });
    const loggingOut = allSettled(loggedOut, { scope });
    await settle();
    release();
    await Promise.all([loading, loggingOut]);
    expect(scope.getState($wishlistProducts)).toEqual([]);
  });
});

describe('§4 Wishlist: toggle removes if present, else adds', () => {
  it('a product not listed is added (POST with its uuid) and the add returns true', async () => {
    const { scope, calls } = wishlistScope({ listed: [bag] });
    await allSettled(wishlistToggled, { scope, params: dress });
    expect(calls).toEqual([`POST ${dress.uuid}`]);
    expect(scope.getState($wishlistIds).has(dress.uuid)).toBe(true);
    expect(scope.getState($results)).toEqual([{ action: 'add', product: dress, ok: true }]);
  });

  it('a listed product is removed (DELETE with its uuid) and the remove returns true', async () => {
    const { scope, calls } = wishlistScope({ listed: [dress, bag] });
    await allSettled(wishlistToggled, { scope, params: dress });
    expect(calls).toEqual([`DELETE ${dress.uuid}`]);
    expect(scope.getState($wishlistProducts)).toEqual([bag]);
    expect(scope.getState($results)).toEqual([{ action: 'remove', product: dress, ok: true }]);
  });

  it('in cookie mode each write is preceded by the CSRF cookie call', async () => {
    const { scope, calls } = wishlistScope({ listed: [bag] });
    await allSettled($authMode, { scope, params: 'cookie' });
    await allSettled(wishlistToggled, { scope, params: dress });
    await allSettled(wishlistToggled, { scope, params: bag });
    expect(calls).toEqual(['csrf', `POST ${dress.uuid}`, 'csrf', `DELETE ${bag.uuid}`]);
  });
});

describe('§4 Wishlist: add', () => {
  it('add when not signed in opens login and returns false, with no call', async () => {
    const { scope, calls } = wishlistScope({ signedIn: false });
    await allSettled(wishlistToggled, { scope, params: dress });
    expect(calls).toEqual([]);
    expect(scope.getState($openDialog)).toBe('login');
    expect(scope.getState($results)).toEqual([{ action: 'add', product: dress, ok: false, reason: 'signedOut' }]);
    expect(scope.getState($wishlistProducts)).toEqual([]);
  });

  it('a tap before the stored session was read waits for it: the restored shopper\'s product is saved, no login opens', async () => {
    const record = { user: { id: 7, email: 'ana@example.com' }, rememberMe: true, createdAt: Date.now(), expiresAt: Date.now() + 86_400_000 };
    const { scope, calls } = wishlistScope({ signedIn: false, authReady: false, storage: { [STORAGE_KEYS.authUser]: JSON.stringify(record) } });
    await allSettled(wishlistToggled, { scope, params: dress });
    expect(calls).toEqual([]);
    expect(scope.getState($openDialog)).toBeNull();
    await allSettled(sessionRestoreStarted, { scope });
    expect(calls).toContain(`POST ${dress.uuid}`);
    expect(scope.getState($openDialog)).toBeNull();
    expect(scope.getState($wishlistIds).has(dress.uuid)).toBe(true);
  });

  it('a guest\'s tap before the stored session was read opens login once the page knows there is none', async () => {
    const { scope, calls } = wishlistScope({ signedIn: false, authReady: false });
    await allSettled(wishlistToggled, { scope, params: dress });
    expect(scope.getState($openDialog)).toBeNull();
    await allSettled(sessionRestoreStarted, { scope });
    expect(calls).toEqual([]);
    expect(scope.getState($openDialog)).toBe('login');
  });

  it('add of a product already listed returns false with no call', async () => {
    const { scope, calls } = wishlistScope({ listed: [dress] });
    await allSettled(wishlistAddRequested, { scope, params: dress });
    expect(calls).toEqual([]);
    expect(scope.getState($results)).toEqual([{ action: 'add', product: dress, ok: false, reason: 'alreadyListed' }]);
  });

  it('a 409 on add reloads the list and returns false', async () => {
    const { scope, calls } = wishlistScope({ add: apiError(409, 'Product already in wishlist.'), load: listOf([dress, bag]) });
    await allSettled(wishlistAddRequested, { scope, params: dress });
    expect(calls).toEqual([`POST ${dress.uuid}`, 'GET']);
    expect(scope.getState($wishlistProducts)).toEqual([dress, bag]);
    expect(scope.getState($results)).toEqual([{ action: 'add', product: dress, ok: false, reason: 'alreadyListed' }]);
    expect(errorToasts(scope)).toEqual([]);
    expect(scope.getState($added)).toEqual([]);
  });

  it("§8: a failed add takes the heart back, keeps 'Erro ao adicionar à wishlist', shows it and returns false", async () => {
    const { scope } = wishlistScope({ listed: [bag], add: apiError(500) });
    await allSettled(wishlistAddRequested, { scope, params: dress });
    expect(scope.getState($wishlistProducts)).toEqual([bag]);
    expect(scope.getState($wishlistError)).toBe('add');
    expect(errorToasts(scope)).toEqual([{ key: 'wishlist.errors.add' }]);
    expect(scope.getState($results)).toEqual([{ action: 'add', product: dress, ok: false, reason: 'failed' }]);
  });

  it('a successful add tells analytics (add_to_wishlist) once; a refused one does not', async () => {
    const { scope } = wishlistScope();
    await allSettled(wishlistAddRequested, { scope, params: dress });
    await allSettled(wishlistAddRequested, { scope, params: dress });
    expect(scope.getState($added)).toEqual([dress.uuid]);
  });

  it('a later success clears the kept error', async () => {
    let fail = true;
    const { scope } = wishlistScope({ add: () => (fail ? Promise.reject(apiError(500)) : { success: true }) });
    await allSettled(wishlistAddRequested, { scope, params: dress });
    fail = false;
    await allSettled(wishlistAddRequested, { scope, params: dress });
    expect(scope.getState($wishlistError)).toBeNull();
  });
});

describe('§8 Wishlist: remove', () => {
  it("a failed remove puts the product back in its place, keeps 'Erro ao remover da wishlist', shows it and returns false", async () => {
    const { scope } = wishlistScope({ listed: [bag, dress, scarf], remove: apiError(500) });
    await allSettled(wishlistRemoveRequested, { scope, params: dress });
    expect(scope.getState($wishlistProducts)).toEqual([bag, dress, scarf]);
    expect(scope.getState($wishlistError)).toBe('remove');
    expect(errorToasts(scope)).toEqual([{ key: 'wishlist.errors.remove' }]);
    expect(scope.getState($results)).toEqual([{ action: 'remove', product: dress, ok: false, reason: 'failed' }]);
  });

  it('removing a product that is not listed returns false with no call', async () => {
    const { scope, calls } = wishlistScope({ listed: [bag] });
    await allSettled(wishlistRemoveRequested, { scope, params: dress });
    expect(calls).toEqual([]);
    expect(scope.getState($results)).toEqual([{ action: 'remove', product: dress, ok: false, reason: 'notListed' }]);
  });
});

describe('§2 the wishlist toggle is locked while in flight', () => {
  it('the heart shows at once and stays locked until the API answers; a second tap meanwhile changes nothing', async () => {
    let answer: () => void = () => undefined;
    const { scope, calls } = wishlistScope({ add: () => new Promise((resolve) => (answer = () => resolve({ success: true }))) });
    const adding = allSettled(wishlistToggled, { scope, params: dress });
    await settle();
    expect(scope.getState($wishlistIds).has(dress.uuid)).toBe(true);
    expect(scope.getState($pendingIds).has(dress.uuid)).toBe(true);

    const secondTap = allSettled(wishlistToggled, { scope, params: dress });
    await settle();
    expect(calls).toEqual([`POST ${dress.uuid}`]);
    expect(scope.getState($results)).toEqual([{ action: 'remove', product: dress, ok: false, reason: 'pending' }]);

    answer();
    await Promise.all([adding, secondTap]);
    expect(scope.getState($pendingIds).size).toBe(0);
    expect(scope.getState($wishlistIds).has(dress.uuid)).toBe(true);
  });

  it('the lock is per product: another product toggles meanwhile', async () => {
    let answer: () => void = () => undefined;
    const { scope, calls } = wishlistScope({
      add: (params) => (params.id === dress.uuid ? new Promise((resolve) => (answer = () => resolve({ success: true }))) : { success: true }),
    });
    const adding = allSettled(wishlistToggled, { scope, params: dress });
    const other = allSettled(wishlistToggled, { scope, params: bag });
    await settle();
    expect(calls).toEqual([`POST ${dress.uuid}`, `POST ${bag.uuid}`]);
    expect([...scope.getState($pendingIds)]).toEqual([dress.uuid]);
    answer();
    await Promise.all([adding, other]);
    expect(scope.getState($wishlistCount)).toBe(2);
  });
});
