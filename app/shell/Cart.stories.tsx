import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { allSettled, fork } from 'effector';
import type { Scope } from 'effector';
import { useUnit } from 'effector-react';
import { useTranslation } from '../i18n/react';
import { createMemoryRouter } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LANGUAGE_TAGS } from '../../contract';
import type { Locale } from '../../contract';
import { $apiBaseUrl } from '../../features/api-client';
import { $updatingItems, itemAdded } from '../../features/cart';
import { toastsCleared } from '../../features/toasts';
import { cartHandlers, discountHandlers, productCards } from '../../mocks';
import { fixedClock, memoryStorage, StoryApp } from '../../.storybook/appStories';
import { cartDrawerLabels, clearCartConfirmLabels, discountsDrawerLabels } from '../../.storybook/cartLabels';
import { i18nFor } from '../../.storybook/i18n';
import { viewport } from '../../.storybook/viewports';
import { expectModalDialog } from '../../ui/Dialog/dialogBehaviourSuite';
import { OfferList } from '../../ui/OfferList';
import { startBrowserSession } from '../client/browserSession';
import { startCommerce } from '../client/commerce';
import { localizePath } from '../i18n/locale';
import { useLocale } from '../i18n/useLocale';
import { DefaultLayout } from '../layouts/DefaultLayout';
import { offerListLabels } from '../pages/product/labels';
import { cartProductOf } from './cartProduct';

const localeOf = (context: Pick<StoryContext, 'globals'>): Locale => (context.globals.locale as Locale | undefined) ?? 'pt';
const t = (locale: Locale) => i18nFor(locale).t;
const page = () => within(document.body);

/** The linen dress (39,99 €, no coupon minimum in the way) and the T-shirt (14,99 €, below MENOS5's 30 €). */
const DRESS = 'vestido-linho-mare';
const T_SHIRT = 't-shirt-algodao-organico';
const productOf = (slug: string) => {
  const product = productCards.find((candidate) => candidate.slug === slug);
  if (!product?.variants[0]) throw new Error(`No fixture product ${slug}.`);
  return { product, variant: product.variants[0] };
};
const nameIn = (slug: string, locale: Locale) => {
  const { product } = productOf(slug);
  return product.translations[locale]?.name || product.name;
};

/** A product's offers with their add buttons, bound to the cart the way the product page binds them. */
function ProductOffers({ slug }: { slug: string }) {
  const { t: translate } = useTranslation();
  const locale = useLocale();
  const { product, variant } = productOf(slug);
  const [updatingOffers, addItem] = useUnit([$updatingItems, itemAdded]);
  return (
    <section style={{ padding: 24, maxWidth: 560 }}>
      <h1>{product.translations[locale]?.name || product.name}</h1>
      <OfferList
        offers={variant.offers}
        languageTag={LANGUAGE_TAGS[locale]}
        labels={offerListLabels(translate)}
        headingLevel={2}
        pendingOfferUuid={variant.offers.find((offer) => updatingOffers.includes(offer.offer_id))?.uuid ?? null}
        onAddToCart={(offer) => addItem(cartProductOf(product, variant, offer, locale))}
      />
    </section>
  );
}

/** The scope of the story's app, for the one thing a shopper does not do: clear the toasts before the picture. */
let currentScope: Scope | null = null;

/**
 * The default layout as the app mounts it in the browser — a scope, the locale's messages, a router, the
 * browser session and the commerce start (storage, the cart's load, the coupons) — with a product's offers
 * as the page. The header's cart count, the cart drawer, the discounts drawer and the clear-cart question
 * are the app's own (CommerceOverlaysHost in the layout).
 */
function createApp(locale: Locale, slug: string) {
  const scope: Scope = fork({ values: [[$apiBaseUrl, window.location.origin]] });
  currentScope = scope;
  const router = createMemoryRouter(
    [{ path: localizePath('/', locale), handle: { locale }, Component: DefaultLayout, children: [{ index: true, Component: () => <ProductOffers slug={slug} /> }] }],
    { initialEntries: [localizePath('/', locale)] },
  );
  const storage = memoryStorage();
  const started = (async () => {
    const stopSession = await startBrowserSession(
      scope,
      { storage, cookies: null, navigate: (to) => void router.navigate(to), currentPath: () => router.state.location.pathname, assign: () => undefined },
      window.location.origin,
    );
    const stopCommerce = await startCommerce(scope, { storage, sessionStorage: memoryStorage(), clipboard: null, dataLayer: null, channel: null });
    return () => {
      stopCommerce();
      stopSession();
    };
  })();
  return { scope, router, dispose: () => void started.then((stop) => stop()) };
}

function CartApp({ locale, slug }: { locale: Locale; slug: string }) {
  return <StoryApp locale={locale} create={() => createApp(locale, slug)} />;
}

const meta = {
  title: 'App/Cart',
  component: CartApp,
  args: { locale: 'pt', slug: DRESS },
  render: (args, context) => <CartApp {...args} locale={localeOf(context)} />,
  // Each story gets its own carts and coupons (the mocks are stateful), and a clock at the fixtures' now.
  beforeEach({ msw }) {
    msw.use(...cartHandlers({ carts: [] }), ...discountHandlers());
    return fixedClock();
  },
  parameters: { layout: 'fullscreen' },
  globals: viewport('desktop'),
} satisfies Meta<typeof CartApp>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The page's header (the drawers, portalled after it, have headers of their own). */
const headerCart = () => within(page().getAllByRole('banner', { hidden: true })[0]!);

/** Adds the product from its first offer: the cart drawer opens with the line, named with the count. */
async function addFirstOffer(locale: Locale, slug: string): Promise<HTMLElement> {
  const { variant } = productOf(slug);
  const seller = variant.offers[0]!.shop_name;
  const add = await page().findByRole('button', { name: t(locale)('product.addToCartFrom', { seller }) });
  await userEvent.click(add);
  // The drawers' code loads when one first opens (a cold load can take a while here).
  await page().findByRole('dialog', { name: cartDrawerLabels(locale).titleWithCount(1) }, { timeout: 10_000 });
  const drawer = await expectModalDialog(cartDrawerLabels(locale).titleWithCount(1));
  await expect(await within(drawer).findByRole('link', { name: new RegExp(nameIn(slug, locale)) })).toBeVisible();
  return drawer;
}

async function openCoupons(locale: Locale, drawer: HTMLElement): Promise<HTMLElement> {
  await userEvent.click(within(drawer).getByRole('button', { name: cartDrawerLabels(locale).totals.coupons }));
  const coupons = await expectModalDialog(discountsDrawerLabels(locale).title);
  await within(coupons).findByRole('list', { name: discountsDrawerLabels(locale).list });
  return coupons;
}

const couponCard = (drawer: HTMLElement, code: string) => within(drawer).getByRole('article', { name: new RegExp(`${code}$`) });

/** Waits until the coupons drawer is gone: until its exit animation ends, the cart behind it stays hidden from assistive technology. */
async function couponsClosed(locale: Locale) {
  await waitFor(() => expect(page().queryByRole('dialog', { name: discountsDrawerLabels(locale).title, hidden: true })).not.toBeInTheDocument());
}

/**
 * Applies `code` from the coupons drawer: 'Cupão {code} aplicado com sucesso!', the coupons close and the
 * cart drawer shows the discount line. Returns the cart drawer.
 */
async function applyCoupon(locale: Locale, drawer: HTMLElement, code: string): Promise<HTMLElement> {
  const tr = t(locale);
  const couponsDrawer = await openCoupons(locale, drawer);
  await userEvent.click(within(couponCard(couponsDrawer, code)).getByRole('button', { name: discountsDrawerLabels(locale).card.apply }));
  // The toasts' region is replaced by the Toaster with the first toast: looked up again until it says so.
  const toasts = () => page().getByRole('region', { name: tr('toasts.region').replace('{hotkey}', 'F8'), hidden: true });
  await waitFor(() => expect(toasts()).toHaveTextContent(tr('cart.coupon.applied', { code })), { timeout: 5000 });
  await couponsClosed(locale);
  const cart = await expectModalDialog(cartDrawerLabels(locale).titleWithCount(1));
  await expect(within(cart).getByText(cartDrawerLabels(locale).totals.discount(code))).toBeVisible();
  return cart;
}

/** The toasts go before the picture (their 4-second timers would race it); a shopper would wait or close them. */
async function clearToasts() {
  await allSettled(toastsCleared, { scope: currentScope! });
}

/**
 * §2 the whole way: a guest adds the dress → the cart drawer opens with it and the header counts 1 →
 * 'Cupões disponíveis' → applies VERAO10 → 'Cupão VERAO10 aplicado com sucesso!', the coupons close and the
 * cart shows the discount; the coupons again show it applied on a banner → 'Esvaziar carrinho' → confirmed →
 * the cart is gone (the drawer closes, the header's count too) and opening it shows the empty cart.
 */
export const AddApplyCouponAndClear: Story = {
  play: async ({ globals }) => {
    const locale = localeOf({ globals });
    const tr = t(locale);
    const cart = cartDrawerLabels(locale);
    const coupons = discountsDrawerLabels(locale);

    let drawer = await addFirstOffer(locale, DRESS);
    // The header behind the open drawer is hidden from assistive technology, so found with `hidden`.
    await waitFor(() => expect(headerCart().getByRole('link', { name: tr('nav.cartCount', { count: 1 }), hidden: true })).toBeInTheDocument());

    drawer = await applyCoupon(locale, drawer, 'VERAO10');
    const couponsDrawer = await openCoupons(locale, drawer);
    await expect(within(couponsDrawer).getByRole('region', { name: coupons.appliedTitle('VERAO10') })).toBeVisible();
    await expect(within(couponCard(couponsDrawer, 'VERAO10')).getByText(coupons.card.applied)).toBeVisible();
    await userEvent.click(within(couponsDrawer).getByRole('button', { name: coupons.close }));
    await couponsClosed(locale);
    drawer = await expectModalDialog(cart.titleWithCount(1));

    await userEvent.click(within(drawer).getByRole('button', { name: cart.clear }));
    const question = await expectModalDialog(clearCartConfirmLabels(locale).title, 'alertdialog');
    await userEvent.click(within(question).getByRole('button', { name: clearCartConfirmLabels(locale).confirm }));
    // §2/§9: the emptied panel closes by itself; the header no longer counts anything.
    await waitFor(() => expect(page().queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 3000 });
    const cartLink = headerCart().getByRole('link', { name: tr('nav.cart') });

    // The picture: the empty cart, opened again from the header.
    await clearToasts();
    await userEvent.click(cartLink);
    drawer = await expectModalDialog(cart.title);
    await expect(within(drawer).getByRole('heading', { name: cart.emptyTitle })).toBeVisible();
  },
};

/** The cart with a coupon applied, as the server priced it: 'Desconto (VERAO10)' −4,00 € and the total after it. */
export const CouponApplied: Story = {
  play: async ({ globals }) => {
    const locale = localeOf({ globals });
    const drawer = await applyCoupon(locale, await addFirstOffer(locale, DRESS), 'VERAO10');
    const euros = (amount: number) => new Intl.NumberFormat(LANGUAGE_TAGS[locale], { style: 'currency', currency: 'EUR' }).format(amount).replace(/\s+/g, ' ');
    // 10% of 39,99 € (two decimals, §5), and the total after it.
    await expect(within(drawer).getByText(new RegExp(euros(4)))).toBeVisible();
    await expect(within(drawer).getByText(euros(35.99))).toBeVisible();
    await clearToasts();
  },
};

/**
 * §5 a cart below a coupon's minimum: with the T-shirt (14,99 €) the MENOS5 card says 'Compra mínima de
 * 30,00 €' and cannot be applied; VERAO10 can.
 */
export const CouponBelowMinimum: Story = {
  args: { slug: T_SHIRT },
  play: async ({ globals }) => {
    const locale = localeOf({ globals });
    const coupons = discountsDrawerLabels(locale);
    const drawer = await addFirstOffer(locale, T_SHIRT);
    const couponsDrawer = await openCoupons(locale, drawer);
    const reason = t(locale)('cart.coupon.rejection.minimumRequired', { amount: 30 });
    const below = within(couponCard(couponsDrawer, 'MENOS5')).getByRole('button', { name: coupons.card.apply });
    await expect(below).toHaveAttribute('aria-disabled', 'true');
    await expect(below).toHaveAccessibleDescription(reason);
    await expect(within(couponCard(couponsDrawer, 'MENOS5')).getByText(reason.replace(/\s+/g, ' '))).toBeVisible();
    await expect(within(couponCard(couponsDrawer, 'VERAO10')).getByRole('button', { name: coupons.card.apply })).not.toHaveAttribute('aria-disabled');
  },
};
