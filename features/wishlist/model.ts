import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector';
import { productCardData } from '../../contract/cards';
import type { Locale, ProductCardData } from '../../contract';
import { $authMode, $authReady, $isAuthenticated, $user, csrfFirst, loginDialogOpened, loggedOut, sessionCleared, sessionRestoreStarted } from '../auth';
import { toastShown } from '../toasts';
import { deleteWishlistItemFx, fetchWishlistFx, postWishlistItemFx } from './api';
import { $pendingIds, $wishlistIds, $wishlistProducts } from './hearts';
import type { WishlistProduct } from './hearts';

/** §8 wishlist failures; the texts live under `wishlist.errors.<key>` ('Erro ao carregar wishlist', …). */
export const WISHLIST_ERRORS = ['load', 'add', 'remove'] as const;
export type WishlistError = (typeof WISHLIST_ERRORS)[number];

/**
 * Why an add or a remove answered false (§4): a guest (login opened instead), already listed (no call,
 * or the API's 409), not listed (nothing to remove), the product's toggle still in flight, or a failed call.
 */
export const WISHLIST_REFUSALS = ['signedOut', 'alreadyListed', 'notListed', 'pending', 'failed'] as const;
export type WishlistRefusal = (typeof WISHLIST_REFUSALS)[number];

/** What an add or a remove "returns" (§4): `ok` is the spec's true/false. */
export type WishlistResult = { product: WishlistProduct; ok: true } | { product: WishlistProduct; ok: false; reason: WishlistRefusal };

interface Removal {
  product: WishlistProduct;
  /** Where the product was, to put it back if the API refuses. */
  index: number;
}

export { $wishlistProducts, $wishlistIds, $pendingIds } from './hearts';
export type { WishlistProduct } from './hearts';

/** A listed product as its card shows it in `locale`. */
export function wishlistCardOf(product: WishlistProduct, locale: Locale): ProductCardData {
  return 'variants' in product ? productCardData(product, locale) : product;
}

// ——— state ———

export const $wishlistCount = $wishlistProducts.map((products) => products.length);
/** §8: the last failure, kept until the next successful call (text under `wishlist.errors.<key>`). */
export const $wishlistError = createStore<WishlistError | null>(null);
/** Loads are numbered so only the answer of the latest one counts. */
const $loadNumber = createStore(0, { serialize: 'ignore' });
/** The signed-in user whose list is loaded (or loading); another user signing in loads theirs. */
const $listOwner = createStore<number | null>(null, { serialize: 'ignore' });

// ——— events ———

/** Load (or reload) the list now, e.g. when the account wishlist page opens; ignored for guests. */
export const wishlistRequested = createEvent();
/**
 * A page shows hearts: load the signed-in user's list unless it is loaded or loading already. The model may
 * arrive after the session restore it listens to (the hearts fetch it on idle time), so its user is no change.
 */
export const wishlistNeeded = createEvent();
/** §4: the heart — removes the product if listed, else adds it. Ends in `wishlistAddFinished` or `wishlistRemoveFinished`. */
export const wishlistToggled = createEvent<WishlistProduct>();
export const wishlistAddRequested = createEvent<WishlistProduct>();
export const wishlistRemoveRequested = createEvent<WishlistProduct>();
export const wishlistAddFinished = createEvent<WishlistResult>();
export const wishlistRemoveFinished = createEvent<WishlistResult>();
/** A product was added (the API confirmed): analytics sends add_to_wishlist (§7). */
export const addedToWishlist = createEvent<WishlistProduct>();

// ——— effects ———

const loadFx = attach({ effect: fetchWishlistFx, mapParams: (_loadNumber: number) => undefined });
const addItemFx = attach({ effect: postWishlistItemFx, mapParams: (product: WishlistProduct) => ({ id: product.uuid }) });
const removeItemFx = attach({ effect: deleteWishlistItemFx, mapParams: ({ product }: Removal) => ({ id: product.uuid }) });
// §7 cookie mode: writes are preceded by the CSRF cookie call.
const addFlow = csrfFirst($authMode, addItemFx);
const removeFlow = csrfFirst($authMode, removeItemFx);

export const $wishlistLoading = loadFx.pending;

const locked = (ids: ReadonlySet<string>, id: string): ReadonlySet<string> => new Set(ids).add(id);
const unlocked = (ids: ReadonlySet<string>, id: string): ReadonlySet<string> => {
  const next = new Set(ids);
  next.delete(id);
  return next;
};
const without = (products: WishlistProduct[], id: string) => products.filter((product) => product.uuid !== id);
/** Newest first, like the API's list (unless put back where it was). */
const withProduct = (products: WishlistProduct[], product: WishlistProduct, index = 0) =>
  products.some((listed) => listed.uuid === product.uuid) ? products : [...products.slice(0, index), product, ...products.slice(index)];
const errorToast = (error: WishlistError) => ({ level: 'error' as const, title: { key: `wishlist.errors.${error}` } });

// ——— loading (§4: loads when the user becomes authenticated) ———

const loadStarted = createEvent();
// §4: the user became authenticated (login, or a restored session) — load the list. (Read from $user
// itself: a derived store's `updates` can miss the first change in a scope forked with values.)
sample({ clock: $user.updates, source: $listOwner, filter: (owner, user) => user !== null && user.id !== owner, fn: () => undefined, target: loadStarted });
// The page arrived with the user already in state (no transition to see): load once the browser starts.
sample({ clock: [sessionRestoreStarted, wishlistRequested], filter: $isAuthenticated, target: loadStarted });
sample({
  clock: wishlistNeeded,
  source: { user: $user, owner: $listOwner },
  filter: ({ user, owner }) => user !== null && user.id !== owner,
  fn: () => undefined,
  target: loadStarted,
});
sample({ clock: loadStarted, source: $loadNumber, fn: (number) => number + 1, target: $loadNumber });
sample({ clock: loadStarted, source: $loadNumber, target: loadFx });
sample({ clock: loadStarted, source: $user, fn: (user) => user?.id ?? null, target: $listOwner });

const latestLoad = <T extends { params: number }>(answer: T, { number, signedIn }: { number: number; signedIn: boolean }) =>
  signedIn && answer.params === number;
const loaded = sample({ clock: loadFx.done, source: { number: $loadNumber, signedIn: $isAuthenticated }, filter: (state, answer) => latestLoad(answer, state), fn: (_state, { result }) => result });
const loadFailed = sample({ clock: loadFx.fail, source: { number: $loadNumber, signedIn: $isAuthenticated }, filter: (state, answer) => latestLoad(answer, state) });
sample({ clock: loaded, fn: ({ products }) => products, target: $wishlistProducts });
sample({ clock: loaded, fn: () => null, target: $wishlistError });
// §8: a failed load empties the list and keeps 'Erro ao carregar wishlist'.
sample({ clock: loadFailed, fn: (): WishlistProduct[] => [], target: $wishlistProducts });
sample({ clock: loadFailed, fn: (): WishlistError => 'load', target: $wishlistError });
sample({ clock: loadFailed, fn: () => errorToast('load'), target: toastShown });

// ——— toggle (§4: removes if present, else adds) ———

sample({ clock: wishlistToggled, source: $wishlistIds, filter: (ids, product) => ids.has(product.uuid), fn: (_ids, product) => product, target: wishlistRemoveRequested });
sample({ clock: wishlistToggled, source: $wishlistIds, filter: (ids, product) => !ids.has(product.uuid), fn: (_ids, product) => product, target: wishlistAddRequested });

// ——— add ———

// A tap before the page has read the stored session (the auth model arrives after hydration; a first tap can beat
// it) waits for that answer: a signed-in shopper whose session is still being restored is not a guest.
const $guestKnown = combine($authReady, $isAuthenticated, (ready, signedIn) => ready || signedIn);
const $heldAdds = createStore<readonly WishlistProduct[]>([], { serialize: 'ignore' });
const addDecidable = createEvent<WishlistProduct>();
sample({ clock: wishlistAddRequested, filter: $guestKnown, target: addDecidable });
sample({ clock: wishlistAddRequested, source: { known: $guestKnown, held: $heldAdds }, filter: ({ known }) => !known, fn: ({ held }, product) => [...held, product], target: $heldAdds });
const releaseHeldAddsFx = createEffect((products: readonly WishlistProduct[]) => {
  for (const product of products) addDecidable(product);
});
sample({ clock: $guestKnown.updates, source: $heldAdds, filter: (held, known) => known && held.length > 0, target: releaseHeldAddsFx });
sample({ clock: releaseHeldAddsFx, fn: (): readonly WishlistProduct[] => [], target: $heldAdds });

const addChecked = sample({
  clock: addDecidable,
  source: { signedIn: $isAuthenticated, ids: $wishlistIds, pending: $pendingIds },
  fn: ({ signedIn, ids, pending }, product) => {
    const reason: WishlistRefusal | null = !signedIn ? 'signedOut' : pending.has(product.uuid) ? 'pending' : ids.has(product.uuid) ? 'alreadyListed' : null;
    return { product, reason };
  },
});
// §4: add when not signed in opens login (the shopper stays on this page after signing in) and returns false.
sample({ clock: addChecked, filter: ({ reason }) => reason === 'signedOut', fn: () => undefined, target: loginDialogOpened });
// §4: add of a product already listed returns false with no call; a product in flight is locked (§2).
sample({
  clock: addChecked,
  filter: ({ reason }) => reason !== null,
  fn: ({ product, reason }): WishlistResult => ({ product, ok: false, reason: reason! }),
  target: wishlistAddFinished,
});
const addStarted = sample({ clock: addChecked, filter: ({ reason }) => reason === null, fn: ({ product }) => product });
sample({ clock: addStarted, source: $pendingIds, fn: (ids, product) => locked(ids, product.uuid), target: $pendingIds });
sample({ clock: addStarted, source: $wishlistProducts, fn: (products, product) => withProduct(products, product), target: $wishlistProducts });
sample({ clock: addStarted, target: addFlow.started });

const addSettled = sample({ clock: [addFlow.done, addFlow.failed], fn: ({ params }) => params });
sample({ clock: addSettled, source: $pendingIds, fn: (ids, product) => unlocked(ids, product.uuid), target: $pendingIds });
// The API confirmed: the product is listed (even if a reload answered in between without it).
sample({ clock: addFlow.done, source: { products: $wishlistProducts, signedIn: $isAuthenticated }, filter: ({ signedIn }) => signedIn, fn: ({ products }, { params }) => withProduct(products, params), target: $wishlistProducts });
sample({ clock: addFlow.done, fn: () => null, target: $wishlistError });
sample({ clock: addFlow.done, fn: ({ params }): WishlistResult => ({ product: params, ok: true }), target: wishlistAddFinished });
sample({ clock: addFlow.done, fn: ({ params }) => params, target: addedToWishlist });
// §4/§8: a 409 means it was already listed — reload the list and return false.
const addConflicted = sample({ clock: addFlow.failed, filter: ({ error }) => error.status === 409 });
sample({ clock: addConflicted, filter: $isAuthenticated, fn: () => undefined, target: loadStarted });
sample({ clock: addConflicted, fn: ({ params }): WishlistResult => ({ product: params, ok: false, reason: 'alreadyListed' }), target: wishlistAddFinished });
// §8: any other failure puts the heart back, keeps 'Erro ao adicionar à wishlist', shows it and returns false.
const addRefused = sample({ clock: addFlow.failed, filter: ({ error }) => error.status !== 409 });
const addRefusedSignedIn = sample({ clock: addRefused, filter: $isAuthenticated });
sample({ clock: addRefusedSignedIn, source: $wishlistProducts, fn: (products, { params }) => without(products, params.uuid), target: $wishlistProducts });
sample({ clock: addRefusedSignedIn, fn: (): WishlistError => 'add', target: $wishlistError });
sample({ clock: addRefusedSignedIn, fn: () => errorToast('add'), target: toastShown });
sample({ clock: addRefused, fn: ({ params }): WishlistResult => ({ product: params, ok: false, reason: 'failed' }), target: wishlistAddFinished });

// ——— remove ———

const removeChecked = sample({
  clock: wishlistRemoveRequested,
  source: { signedIn: $isAuthenticated, products: $wishlistProducts, pending: $pendingIds },
  fn: ({ signedIn, products, pending }, product) => {
    const index = products.findIndex((listed) => listed.uuid === product.uuid);
    const reason: WishlistRefusal | null = !signedIn ? 'signedOut' : pending.has(product.uuid) ? 'pending' : index < 0 ? 'notListed' : null;
    return { product, index, reason };
  },
});
sample({
  clock: removeChecked,
  filter: ({ reason }) => reason !== null,
  fn: ({ product, reason }): WishlistResult => ({ product, ok: false, reason: reason! }),
  target: wishlistRemoveFinished,
});
const removeStarted = sample({ clock: removeChecked, filter: ({ reason }) => reason === null, fn: ({ product, index }): Removal => ({ product, index }) });
sample({ clock: removeStarted, source: $pendingIds, fn: (ids, { product }) => locked(ids, product.uuid), target: $pendingIds });
sample({ clock: removeStarted, source: $wishlistProducts, fn: (products, { product }) => without(products, product.uuid), target: $wishlistProducts });
sample({ clock: removeStarted, target: removeFlow.started });

const removeSettled = sample({ clock: [removeFlow.done, removeFlow.failed], fn: ({ params }) => params.product });
sample({ clock: removeSettled, source: $pendingIds, fn: (ids, product) => unlocked(ids, product.uuid), target: $pendingIds });
sample({ clock: removeFlow.done, source: $wishlistProducts, fn: (products, { params }) => without(products, params.product.uuid), target: $wishlistProducts });
sample({ clock: removeFlow.done, fn: () => null, target: $wishlistError });
sample({ clock: removeFlow.done, fn: ({ params }): WishlistResult => ({ product: params.product, ok: true }), target: wishlistRemoveFinished });
// §8: a failed remove puts the product back, keeps 'Erro ao remover da wishlist', shows it and returns false.
const removeRefusedSignedIn = sample({ clock: removeFlow.failed, filter: $isAuthenticated });
sample({
  clock: removeRefusedSignedIn,
  source: $wishlistProducts,
  fn: (products, { params }) => withProduct(products, params.product, params.index),
  target: $wishlistProducts,
});
sample({ clock: removeRefusedSignedIn, fn: (): WishlistError => 'remove', target: $wishlistError });
sample({ clock: removeRefusedSignedIn, fn: () => errorToast('remove'), target: toastShown });
sample({
  clock: removeFlow.failed,
  fn: ({ params }): WishlistResult => ({ product: params.product, ok: false, reason: 'failed' }),
  target: wishlistRemoveFinished,
});

// ——— sign-out (§4: cleared on logout; a 401 that cleared the session too) ———

const signedOut = sample({ clock: [loggedOut, sessionCleared], fn: () => undefined });
sample({ clock: signedOut, fn: (): WishlistProduct[] => [], target: $wishlistProducts });
sample({ clock: signedOut, fn: (): ReadonlySet<string> => new Set(), target: $pendingIds });
sample({ clock: signedOut, fn: () => null, target: [$wishlistError, $listOwner] });
