/**
 * MSW handlers of the wishlist (§7 GET/POST/DELETE v1/users/wishlist[/{productUuid}]), answering like
 * api/modules/wishlist: `{success, products, count}` newest first, 201 `{success}` on add, 409 `{message}`
 * when the product is already listed, `{success}` on remove (also when it was not listed), 404 for a
 * product the catalogue does not know, 422 for a malformed uuid, 401 for a guest. Each `wishlistHandlers()`
 * call keeps its own list, so a story can add and remove and see the list follow:
 * `beforeEach({ msw }) { msw.use(...wishlistHandlers({ products: [] })) }`.
 */
import { HttpResponse, delay, http } from 'msw';
import type { JsonBodyType } from 'msw';
import { COMMERCE_API_PATHS, WishlistParams } from '../contract';
import type { MessageBody, ProductCard, SuccessBody, ValidationErrorBody, WishlistResponse } from '../contract';
import { productCards, wishlist } from './fixtures';

export const WISHLIST_MOCK_PATHS = {
  wishlist: `*${COMMERCE_API_PATHS.wishlist}`,
  wishlistItem: `*${COMMERCE_API_PATHS.wishlistItem(':id')}`,
} as const;

export const WISHLIST_DUPLICATE_MESSAGE = 'Product already in wishlist.';
export const WISHLIST_UNKNOWN_PRODUCT_MESSAGE = 'The product could not be found.';

export interface WishlistMockOptions {
  /** What the list holds at first (the fixture wishlist by default). */
  products?: ProductCard[];
  /** The products that can be added (the fixture catalogue by default); any other uuid answers 404. */
  catalogue?: ProductCard[];
  /** Whether the caller is signed in; false (or a request check returning false) answers 401. Signed in by default. */
  signedIn?: boolean | ((request: Request) => boolean);
}

const json = <T extends JsonBodyType>(body: T, status = 200) => HttpResponse.json(body, { status });
const unauthenticated = () => json<MessageBody>({ message: 'Unauthenticated.' }, 401);
const malformedId = () => json<ValidationErrorBody>({ message: 'The id field must be a valid UUID.', errors: { id: ['The id field must be a valid UUID.'] } }, 422);
const unknownProduct = () => json<MessageBody>({ message: WISHLIST_UNKNOWN_PRODUCT_MESSAGE }, 404);

/** A signed-in check for `signedIn`: the request carries a bearer token (token mode). */
export const hasBearerToken = (request: Request) => request.headers.get('authorization')?.startsWith('Bearer ') ?? false;

/** GET, POST and DELETE of one wishlist, kept between calls. */
export function wishlistHandlers({ products = wishlist.products, catalogue = productCards, signedIn = true }: WishlistMockOptions = {}) {
  let listed = [...products];
  const isSignedIn = (request: Request) => (typeof signedIn === 'function' ? signedIn(request) : signedIn);
  const productOf = (id: string) => [...catalogue, ...products].find((product) => product.uuid === id);
  return [
    http.get(WISHLIST_MOCK_PATHS.wishlist, ({ request }) =>
      isSignedIn(request) ? json<WishlistResponse>({ success: true, products: listed, count: listed.length }) : unauthenticated(),
    ),
    http.post(WISHLIST_MOCK_PATHS.wishlistItem, ({ request, params }) => {
      if (!isSignedIn(request)) return unauthenticated();
      const id = WishlistParams.safeParse(params);
      if (!id.success) return malformedId();
      const product = productOf(id.data.id);
      if (!product) return unknownProduct();
      if (listed.some((entry) => entry.uuid === product.uuid)) return json<MessageBody>({ message: WISHLIST_DUPLICATE_MESSAGE }, 409);
      listed = [product, ...listed];
      return json<SuccessBody>({ success: true }, 201);
    }),
    // Removing a product that is not listed still succeeds (a double click or a second tab is no error).
    http.delete(WISHLIST_MOCK_PATHS.wishlistItem, ({ request, params }) => {
      if (!isSignedIn(request)) return unauthenticated();
      const id = WishlistParams.safeParse(params);
      if (!id.success) return malformedId();
      if (!productOf(id.data.id)) return unknownProduct();
      listed = listed.filter((entry) => entry.uuid !== id.data.id);
      return json<SuccessBody>({ success: true });
    }),
  ];
}

/** Only the list, fixed to `list` (no state): e.g. an empty wishlist. */
export const wishlistProducts = (list: ProductCard[]) =>
  http.get(WISHLIST_MOCK_PATHS.wishlist, () => json<WishlistResponse>({ success: true, products: list, count: list.length }));

/** A guest: every wishlist call answers 401. */
export const wishlistUnauthenticated = () => wishlistHandlers({ signedIn: false });

/** The list fails to load (500 by default): the storefront empties it and shows 'Erro ao carregar wishlist'. */
export const wishlistLoadError = (status = 500, message = 'Server Error') =>
  http.get(WISHLIST_MOCK_PATHS.wishlist, () => json<MessageBody>({ message }, status));

/** Adding fails: 'Erro ao adicionar à wishlist'. */
export const wishlistAddError = (status = 500, message = 'Server Error') =>
  http.post(WISHLIST_MOCK_PATHS.wishlistItem, () => json<MessageBody>({ message }, status));

/** Removing fails: 'Erro ao remover da wishlist'. */
export const wishlistRemoveError = (status = 500, message = 'Server Error') =>
  http.delete(WISHLIST_MOCK_PATHS.wishlistItem, () => json<MessageBody>({ message }, status));

/** The list never answers: the loading state. */
export const wishlistLoading = () =>
  http.get(WISHLIST_MOCK_PATHS.wishlist, async () => {
    await delay('infinite');
    return new HttpResponse(null, { status: 204 });
  });

/**
 * Every wishlist call waits `ms` milliseconds, then the handlers after it answer (put it before
 * `wishlistHandlers()` in `msw.use`): a heart stays locked that long.
 */
export const wishlistSlow = (ms: number) => {
  const wait = async () => {
    await delay(ms);
    return undefined;
  };
  return [http.get(WISHLIST_MOCK_PATHS.wishlist, wait), http.post(WISHLIST_MOCK_PATHS.wishlistItem, wait), http.delete(WISHLIST_MOCK_PATHS.wishlistItem, wait)];
};
