import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, spyOn, userEvent, within } from 'storybook/test';
import type { Locale } from '../../contract';
import { bottomBarHrefs, bottomBarLabels } from '../../.storybook/navLabels';
import { viewport } from '../../.storybook/viewports';
import { BottomBar, type BottomBarProps } from './BottomBar';
import { activeBottomBarItem, cartBadgeText, isActivePath, TAP_VIBRATION_MS } from './bottomBarState';

const localeOf = (context: Pick<StoryContext, 'globals'>): Locale => (context.globals.locale as Locale | undefined) ?? 'pt';

const meta = {
  title: 'Navigation/BottomBar',
  component: BottomBar,
  args: {
    currentPath: '/',
    hrefs: bottomBarHrefs('pt'),
    labels: bottomBarLabels('pt'),
    cartCount: 0,
    menuHasFeatured: false,
    onMenuOpen: fn(),
    onCartOpen: fn(),
    onAccount: fn(),
  },
  argTypes: { labels: { control: false }, hrefs: { control: false } },
  render: (args, context) => {
    const locale = localeOf(context);
    const hrefs = bottomBarHrefs(locale);
    // Stories give pt paths; the bar sees them with the locale's prefix, as in the app.
    const currentPath = locale === 'pt' ? args.currentPath : `/${locale}${args.currentPath === '/' ? '' : args.currentPath}`;
    return <BottomBar {...args} currentPath={currentPath} hrefs={hrefs} labels={bottomBarLabels(locale)} />;
  },
  parameters: { layout: 'fullscreen' },
  globals: viewport('mobile'),
} satisfies Meta<typeof BottomBar>;
export default meta;
type Story = StoryObj<typeof meta>;

const bar = (canvas: ReturnType<typeof within>, locale: Locale) => canvas.getByRole('navigation', { name: bottomBarLabels(locale).navigation });

/** Five items at the bottom of a phone screen; on the home page, home is the active one. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const locale = localeOf({ globals });
    const labels = bottomBarLabels(locale);
    const nav = bar(canvas, locale);
    await expect(Math.round(nav.getBoundingClientRect().bottom)).toBe(window.innerHeight);
    const items = within(nav).getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    await expect(items.map((item) => item.textContent)).toEqual([labels.home, labels.search, labels.menu, labels.cart, labels.account]);
    await expect(within(nav).getByRole('link', { name: labels.home })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: labels.search })).not.toHaveAttribute('aria-current');
    await expect(within(nav).getByRole('button', { name: labels.menu })).toHaveAttribute('aria-expanded', 'false');
  },
};

/** §2: active by path prefix — an order page lights the account item, not home. */
export const ActiveByPathPrefix: Story = {
  args: { currentPath: '/account/orders' },
  play: async ({ canvas, globals }) => {
    const labels = bottomBarLabels(localeOf({ globals }));
    await expect(canvas.getByRole('link', { name: labels.account })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: labels.home })).not.toHaveAttribute('aria-current');
  },
};

/** §2: home only on an exact match — a catalogue page lights nothing. */
export const HomeOnlyOnExactMatch: Story = {
  args: { currentPath: '/catalog/segment/moda-mulher' },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page')).toHaveLength(0);
  },
};

/** The pure rules the bar uses, for the app to reuse: prefix match, home exact, locale prefixes, '99+'. */
export const ActiveItemRules: Story = {
  play: async () => {
    const pt = bottomBarHrefs('pt');
    const fr = bottomBarHrefs('fr');
    await expect(activeBottomBarItem('/', pt)).toBe('home');
    await expect(activeBottomBarItem('/search?q=vestido', pt)).toBe('search');
    await expect(activeBottomBarItem('/account/', pt)).toBe('account');
    await expect(activeBottomBarItem('/account/orders', pt)).toBe('account');
    await expect(activeBottomBarItem('/accounting', pt)).toBeNull();
    await expect(activeBottomBarItem('/cart/6f1c', pt)).toBe('cart');
    await expect(activeBottomBarItem('/product/vestido', pt)).toBeNull();
    await expect(activeBottomBarItem('/fr', fr)).toBe('home');
    await expect(activeBottomBarItem('/fr/', fr)).toBe('home');
    await expect(activeBottomBarItem('/fr/search', fr)).toBe('search');
    await expect(activeBottomBarItem('/fr/faq', fr)).toBeNull();
    await expect(isActivePath('/segment/x', '/', true)).toBe(false);
    await expect(isActivePath('/segment/x', '/segment')).toBe(true);
    await expect([0, 1, 99, 100, 250].map(cartBadgeText)).toEqual([null, '1', '99', '99+', '99+']);
  },
};

/** §2: a featured top menu gives the menu button a pulsing dot, described for screen readers. */
export const FeaturedDot: Story = {
  args: { menuHasFeatured: true },
  play: async ({ canvas, globals }) => {
    const labels = bottomBarLabels(localeOf({ globals }));
    const menu = canvas.getByRole('button', { name: labels.menu });
    await expect(menu).toHaveAccessibleDescription(labels.menuHasNews);
    await expect(within(menu).getByTestId('menu-dot')).toBeVisible();
  },
};

export const NoFeaturedMenu: Story = {
  play: async ({ canvas, globals }) => {
    const labels = bottomBarLabels(localeOf({ globals }));
    const menu = canvas.getByRole('button', { name: labels.menu });
    await expect(menu).not.toHaveAccessibleDescription();
    await expect(within(menu).queryByTestId('menu-dot')).toBeNull();
  },
};

export const CartCount: Story = {
  args: { cartCount: 3 },
  play: async ({ canvas, globals }) => {
    const labels = bottomBarLabels(localeOf({ globals }));
    const cart = canvas.getByRole('link', { name: labels.cartCount(3) });
    await expect(within(cart).getByText('3')).toBeVisible();
  },
};

/** §2, §9: '99+' above 99; the accessible name keeps the real count. */
export const CartCountOver99: Story = {
  args: { cartCount: 120 },
  play: async ({ canvas, globals }) => {
    const labels = bottomBarLabels(localeOf({ globals }));
    const cart = canvas.getByRole('link', { name: labels.cartCount(120) });
    await expect(within(cart).getByText('99+')).toBeVisible();
  },
};

/**
 * The page as the shopper's touches leave it: the browser vibrates only once the frame was touched
 * (user activation), and the test's synthetic clicks are no touch.
 */
function touchedPage(touched: boolean) {
  return spyOn(UserActivation.prototype, 'hasBeenActive', 'get').mockReturnValue(touched);
}

/** §2: menu, cart and account call back; every tap vibrates 10 ms. */
export const TapsCallBackAndVibrate: Story = {
  play: async ({ canvas, args, globals }) => {
    const labels = bottomBarLabels(localeOf({ globals }));
    const vibrate = spyOn(navigator, 'vibrate').mockReturnValue(true);
    const touched = touchedPage(true);
    try {
      await userEvent.click(canvas.getByRole('button', { name: labels.menu }));
      await expect(args.onMenuOpen).toHaveBeenCalledOnce();
      await userEvent.click(canvas.getByRole('link', { name: labels.cart }));
      await expect(args.onCartOpen).toHaveBeenCalledOnce();
      await userEvent.click(canvas.getByRole('link', { name: labels.account }));
      await expect(args.onAccount).toHaveBeenCalledOnce();
      await expect(vibrate).toHaveBeenCalledTimes(3);
      await expect(vibrate).toHaveBeenLastCalledWith(TAP_VIBRATION_MS);
    } finally {
      vibrate.mockRestore();
      touched.mockRestore();
    }
  },
};

/** §2: a vibration when the cart count rises, none when it falls. */
export const VibratesWhenCartCountRises: Story = {
  render: (args, context) => <CartHarness {...args} labels={bottomBarLabels(localeOf(context))} />,
  play: async ({ canvas }) => {
    const vibrate = spyOn(navigator, 'vibrate').mockReturnValue(true);
    const touched = touchedPage(true);
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Add an item' }));
      await expect(vibrate).toHaveBeenCalledOnce();
      await expect(vibrate).toHaveBeenCalledWith(TAP_VIBRATION_MS);
      await userEvent.click(canvas.getByRole('button', { name: 'Remove an item' }));
      await expect(vibrate).toHaveBeenCalledOnce();
    } finally {
      vibrate.mockRestore();
      touched.mockRestore();
    }
  },
};

/** A count that rises before the shopper touched the page (a cart loaded, another tab) buzzes nothing: the browser would refuse it with a console error. */
export const NoVibrationBeforeATouch: Story = {
  render: (args, context) => <CartHarness {...args} labels={bottomBarLabels(localeOf(context))} />,
  play: async ({ canvas }) => {
    const vibrate = spyOn(navigator, 'vibrate').mockReturnValue(true);
    const touched = touchedPage(false);
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Add an item' }));
      await expect(canvas.getByRole('link', { name: /2/ })).toBeVisible();
      await expect(vibrate).not.toHaveBeenCalled();
    } finally {
      vibrate.mockRestore();
      touched.mockRestore();
    }
  },
};

function CartHarness(props: BottomBarProps) {
  const [count, setCount] = useState(1);
  return (
    <>
      <button type="button" onClick={() => setCount((c) => c + 1)}>
        Add an item
      </button>
      <button type="button" onClick={() => setCount((c) => c - 1)}>
        Remove an item
      </button>
      <BottomBar {...props} cartCount={count} />
    </>
  );
}

/** §9: from 768px the bar is not shown. */
export const HiddenFromTablet: Story = {
  globals: viewport('desktop'),
  play: async ({ canvas, canvasElement, globals }) => {
    const nav = canvasElement.querySelector('nav');
    await expect(nav).toHaveAttribute('aria-label', bottomBarLabels(localeOf({ globals })).navigation);
    await expect(nav).not.toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** The longest French labels stay on one line per item inside a 375px screen. */
export const LongestFrenchLabel: Story = {
  globals: { locale: 'fr', ...viewport('mobile') },
  args: { cartCount: 120, menuHasFeatured: true, currentPath: '/search' },
  play: async ({ canvas }) => {
    const labels = bottomBarLabels('fr');
    await expect(canvas.getByRole('link', { name: labels.search })).toHaveAttribute('aria-current', 'page');
    for (const item of canvas.getAllByRole('listitem')) await expect(item.scrollWidth).toBeLessThanOrEqual(item.clientWidth + 1);
  },
};
