import { createEvent, sample } from 'effector';
import { COUPON_CODE_MAX_LENGTH, toSegmentSlug } from '../../contract/constants';
import type { ZodType } from 'zod';
import type { LazySchema } from '../../features/api-client';
import { routeParams } from './params';
import { $productsError, homePageOpened } from '../../features/catalog';
import { $contentPage, $contentPageError, $contentPageNotFound, CONTENT_PAGE_SLUGS, contentPageOpened } from '../../features/content';
import { homeBrandsRequested, segmentBrandsRequested } from '../../features/brands';
import { categoryRequested } from '../../features/categories';
import { listingNames } from '../pages/listing/names';
import { $campaignsError, campaignOpened, campaignsRequested } from '../../features/campaigns';
import { $categoriesInPageLanguage, listingOpened, queryWithCategories } from '../../features/listing';
import { $product, $productNotFound, PRODUCT_VARIANT_PARAM, productPageOpened } from '../../features/product';
import { productMeta, productSlug } from '../pages/product/meta';
import { listingContextOf, listingDescription, listingTitle } from '../pages/listing/context';
import type { ListingRouteId } from '../pages/listing/context';
import { listingStatus } from '../pages/listing/status';
import { ACCOUNT_ROUTES } from '../pages/account/routes';
import { PURCHASE_ROUTES } from '../pages/checkout/routes';
import type { RouteDefinition, RouteOpened } from './types';

type ParamsSchema = LazySchema<Record<string, string>>;

const slugParams = routeParams(({ z, Slug }) => z.object({ slug: Slug }));

const homeOpened = createEvent<RouteOpened>();
// The home page: the catalogue's first page, featured brands and campaign banners.
sample({ clock: homeOpened, fn: ({ locale }) => ({ locale }), target: [homePageOpened, homeBrandsRequested, campaignsRequested] });

const productOpened = createEvent<RouteOpened>();
sample({
  clock: productOpened,
  fn: ({ locale, params, search }) => ({ locale, slug: params.slug ?? '', variantSku: new URLSearchParams(search).get(PRODUCT_VARIANT_PARAM) }),
  target: productPageOpened,
});

/** §2 content pages: the CMS page by its slug (legal pages: the path's slug); an unknown slug is a 404. */
function contentRoute<Path extends string>(path: Path, slug: string | null, kind: 'faq' | 'about' | 'contact' | 'legal'): RouteDefinition<Path> {
  const opened = createEvent<RouteOpened>();
  sample({ clock: opened, fn: ({ locale, params }) => ({ locale, slug: slug ?? params.slug ?? '' }), target: contentPageOpened });
  return {
    path,
    layout: 'default',
    ...(slug === null ? { params: slugParams } : {}),
    page: () => import('../pages/ContentRoutePage'),
    source: 'app/pages/ContentRoutePage.tsx',
    opened,
    status: (scope) => (scope.getState($contentPageNotFound) ? 404 : scope.getState($contentPageError) !== null ? 503 : 200),
    meta: (t, { scope }) => {
      const page = scope.getState($contentPage);
      return { title: page?.title || t(`pages.${kind}.title`), description: page?.summary || t(`pages.${kind}.description`), ogType: 'article' };
    },
  };
}

const campaignsListOpened = createEvent<RouteOpened>();
sample({ clock: campaignsListOpened, fn: ({ locale }) => ({ locale }), target: campaignsRequested });
const campaignsPage = { page: () => import('../pages/campaigns/CampaignsPage'), source: 'app/pages/campaigns/CampaignsPage.tsx' };

const listingPage = { page: () => import('../pages/listing/ListingPage'), source: 'app/pages/listing/ListingPage.tsx' };

/** A listing whose address named its categories in another language lives at the address naming them in the page's. */
const categoriesRedirect: NonNullable<RouteDefinition['redirect']> = (scope, { search }) => {
  const categories = scope.getState($categoriesInPageLanguage);
  return categories ? { query: queryWithCategories(search, categories) } : null;
};

/** A listing route: opening it restores the filters from the query and fetches the listing (§4, §5, §7). */
function listing<Path extends string>(routeId: ListingRouteId, path: Path, params: ParamsSchema): RouteDefinition<Path> {
  const opened = createEvent<RouteOpened>();
  if (routeId === 'campaign') {
    // The campaign model opens its own product listing beside the campaign itself.
    sample({ clock: opened, fn: ({ locale, params: values, search }) => ({ uuid: values.uuid ?? '', locale, query: search }), target: campaignOpened });
  } else {
    sample({
      clock: opened,
      fn: ({ locale, params: values, search }) => ({ context: listingContextOf(routeId, values, search), locale, query: search }),
      target: listingOpened,
    });
  }
  if (routeId === 'catalogCategory') {
    sample({ clock: opened, fn: ({ locale, params: values }) => ({ slug: values.slug ?? '', locale, segment: values.segment ?? null }), target: categoryRequested });
  }
  if (routeId === 'segment' || routeId === 'catalogSegment') {
    sample({ clock: opened, fn: ({ locale, params: values }) => ({ locale, segment: values.slug ?? '' }), target: segmentBrandsRequested });
  }
  return {
    path,
    layout: 'default',
    params,
    ...listingPage,
    opened,
    redirect: categoriesRedirect,
    listing: true,
    status: listingStatus,
    meta: (t, { scope, locale, params: values, search }) => ({
      title: listingTitle(t, routeId, values, search.toString(), listingNames(scope, locale)),
      description: listingDescription(t, routeId, values, search.toString(), listingNames(scope, locale)),
    }),
  };
}

/** §3: a segment is named by its pt slug or its English code; pages use the pt slug. */
const segmentParams = routeParams(({ z, SegmentParam }) => z.object({ slug: SegmentParam }));
const withOptionalSegment = routeParams(
  ({ z, Slug, SegmentParam }) => z.object({ slug: Slug, segment: SegmentParam.optional() }) as ZodType<Record<string, string>>,
);

/**
 * The one route table: each route once. The pt (unprefixed), /en, /es and /fr variants and every
 * link (`href`) derive from it.
 */
export const ROUTES = {
  home: {
    path: '/',
    layout: 'default',
    page: () => import('../pages/HomePage'),
    source: 'app/pages/HomePage.tsx',
    opened: homeOpened,
    meta: (t) => ({ title: t('home.title'), description: t('home.description') }),
    // The catalogue is the page: when it cannot be fetched the page says so and answers 503.
    status: (scope) => (scope.getState($productsError) === null ? 200 : 503),
  },
  segment: {
    ...listing('segment', '/segment/:slug', segmentParams),
    // The English code (/segment/women) lives at the pt slug (/segment/moda-mulher).
    redirect: (scope, opened) => {
      const slug = toSegmentSlug(opened.params.slug ?? '');
      return slug !== null && slug !== opened.params.slug ? `/segment/${slug}` : categoriesRedirect(scope, opened);
    },
  },
  catalogSegment: listing('catalogSegment', '/catalog/segment/:slug', segmentParams),
  catalogBrand: listing('catalogBrand', '/catalog/brand/:slug/:segment?', withOptionalSegment),
  catalogCategory: listing('catalogCategory', '/catalog/category/:slug/:segment?', withOptionalSegment),
  search: listing('search', '/search', routeParams(({ z }) => z.object({}))),
  campaign: listing('campaign', '/campaigns/:uuid', routeParams(({ z, Uuid }) => z.object({ uuid: Uuid }))),
  // Declared for links and param validation; without a page they answer the 404 page until their
  // models land (content pages, the campaigns list, the product page).
  campaigns: {
    path: '/campaigns',
    layout: 'default',
    ...campaignsPage,
    opened: campaignsListOpened,
    status: (scope) => (scope.getState($campaignsError) === null ? 200 : 503),
    meta: (t) => ({ title: t('pages.campaigns.title'), description: t('pages.campaigns.description') }),
  },
  campaignsNew: {
    path: '/campaigns/index-new',
    layout: 'default',
    ...campaignsPage,
    opened: campaignsListOpened,
    status: (scope) => (scope.getState($campaignsError) === null ? 200 : 503),
    meta: (t) => ({ title: t('pages.campaigns.newTitle'), description: t('pages.campaigns.description') }),
  },
  faq: contentRoute('/faq', CONTENT_PAGE_SLUGS.faq, 'faq'),
  about: contentRoute('/about', CONTENT_PAGE_SLUGS.about, 'about'),
  // The contact page's content, then the contact form for everyone (support).
  contact: {
    ...contentRoute('/contact', CONTENT_PAGE_SLUGS.contact, 'contact'),
    page: () => import('../pages/support/ContactPage'),
    source: 'app/pages/support/ContactPage.tsx',
    // The support forms (their password toggle is the sign-in forms').
    messages: ['account', 'overlays'],
  },
  // The link of a guest's contact e-mail: confirms the address (in the browser, so a mail scanner's fetch confirms nothing).
  contactConfirm: {
    path: '/contact/confirm/:token',
    layout: 'default',
    params: routeParams(({ z, RouteParams }) => z.object({ token: RouteParams.token })),
    page: () => import('../pages/support/ContactConfirmPage'),
    source: 'app/pages/support/ContactConfirmPage.tsx',
    messages: ['account', 'overlays'],
    meta: (t) => ({ title: t('support.confirm.metaTitle'), description: t('support.contact.intro'), index: false }),
  },
  // The newsletter's confirmation e-mail link (double opt-in): posted from the browser, as the contact link is.
  newsletterConfirm: {
    path: '/newsletter/confirm/:token',
    layout: 'default',
    params: routeParams(({ z, RouteParams }) => z.object({ token: RouteParams.token })),
    page: () => import('../pages/auth/NewsletterConfirmPage'),
    source: 'app/pages/auth/NewsletterConfirmPage.tsx',
    messages: ['account'],
    meta: (t) => ({ title: t('account.newsletter.title'), description: t('account.newsletter.pending'), index: false }),
  },
  legal: contentRoute('/legal-information/:slug', null, 'legal'),
  product: {
    path: '/product/:slug',
    layout: 'default',
    params: slugParams,
    page: () => import('../pages/product/ProductPage'),
    source: 'app/pages/product/ProductPage.tsx',
    opened: productOpened,
    needsData: true,
    status: (scope) => (scope.getState($productNotFound) ? 404 : scope.getState($product) === null ? 503 : 200),
    // Choosing a variant rewrites `?variant=` in place: the product is not fetched again.
    pageParams: [PRODUCT_VARIANT_PARAM],
    // §2: each language has its own slug; a slug of another language answers 301 to this one's.
    redirect: (scope, { locale, params }) => {
      const slug = productSlug(scope.getState($product), locale);
      return slug && slug !== params.slug ? `/product/${slug}` : null;
    },
    meta: (t, context) => productMeta(t, context),
  },
  // §2 Account layout, /user/account-optimized and the Affiliate layout (login guard in the layouts).
  ...ACCOUNT_ROUTES,
  // §2 the cart page (purchase flow): the browser's own cart, drawn once it loaded (the cart lives in
  // the browser's storage, §3, so the server renders the loading state); never indexed.
  cart: {
    path: '/cart/:uuid',
    layout: 'default',
    params: routeParams(({ z, RouteParams }) => z.object({ uuid: RouteParams.cartUuid })),
    page: () => import('../pages/cart/CartPage'),
    source: 'app/pages/cart/CartPage.tsx',
    // The cart's views, and the checkout's guard texts (`checkoutPages.*`).
    messages: ['purchase', 'overlays'],
    meta: (t) => ({ title: t('cartView.title'), description: t('cartView.metaDescription'), index: false }),
  },
  // Beyond the spec: the header's cart link before the browser knows its cart's id (and without JavaScript).
  cartHome: {
    path: '/cart',
    layout: 'default',
    page: () => import('../pages/cart/CartPage'),
    source: 'app/pages/cart/CartPage.tsx',
    // The cart's views, and the checkout's guard texts (`checkoutPages.*`).
    messages: ['purchase', 'overlays'],
    meta: (t) => ({ title: t('cartView.title'), description: t('cartView.metaDescription'), index: false }),
  },
  // Beyond the spec: a shared coupon link applies the coupon and lands on the cart.
  discountLink: {
    path: '/discount/:code',
    layout: 'default',
    params: routeParams(({ z }) => z.object({ code: z.string().min(1).max(COUPON_CODE_MAX_LENGTH) })),
    page: () => import('../pages/cart/DiscountLinkPage'),
    source: 'app/pages/cart/DiscountLinkPage.tsx',
    messages: ['overlays'],
    meta: (t) => ({ title: t('discountsDrawer.title'), description: t('cartView.metaDescription'), index: false }),
  },
  // §2 checkout, payment and order pages (checkout and payment layouts; the purchase lives in the browser).
  ...PURCHASE_ROUTES,
  // §2 Auth layout: account recovery (guest-only; never indexed).
  recovery: {
    path: '/recovery/:token',
    layout: 'auth',
    params: routeParams(({ z, RouteParams }) => z.object({ token: RouteParams.token })),
    page: () => import('../pages/auth/RecoveryPage'),
    source: 'app/pages/auth/RecoveryPage.tsx',
    meta: (t) => ({ title: t('auth.recovery.metaTitle'), description: t('auth.recovery.metaDescription'), index: false }),
  },
} as const satisfies Record<string, RouteDefinition>;

export type RouteId = keyof typeof ROUTES;
export type RouteTable = Record<string, RouteDefinition>;
