import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Locale } from '../../contract';
import { menus } from '../../mocks/fixtures';
import { headerLabels, localePath, menuFor } from '../../.storybook/navLabels';
import { viewport } from '../../.storybook/viewports';
import { Header } from './Header';

const localeOf = (context: Pick<StoryContext, 'globals'>): Locale => (context.globals.locale as Locale | undefined) ?? 'pt';
const served = menuFor('pt', menus);
const NAMES: Record<string, Record<Locale, string>> = {
  mulher: { pt: 'Mulher', en: 'Women', es: 'Mujer', fr: 'Femme' },
  homem: { pt: 'Homem', en: 'Men', es: 'Homem', fr: 'Homme' },
  beleza: { pt: 'Beleza', en: 'Beleza', es: 'Beleza', fr: 'Beleza' },
};

const meta = {
  title: 'Navigation/Header',
  component: Header,
  args: {
    brandName: 'Outlet Marketplace',
    homeHref: '/',
    menus: served.menus,
    panels: served.panels,
    locale: 'pt',
    labels: headerLabels('pt'),
    searchAction: '/search',
    wishlistHref: '/account/wishlist',
    accountHref: '/account',
    cartHref: '/cart',
    cartCount: 2,
    currentPath: '/segment/moda-mulher',
    onCartOpen: fn(),
    onAccount: fn(),
    onSearch: fn(),
    onNavigate: fn(),
    onPanelsWanted: fn(),
  },
  argTypes: { menus: { control: false }, panels: { control: false }, labels: { control: false } },
  render: (args, context) => {
    const locale = localeOf(context);
    const to = (path: string) => localePath(locale, path);
    // The menu in the story's language, as the app hands it over: top entries, and panels once fetched.
    const localized = menuFor(locale, menus);
    return (
      <div style={{ minHeight: 560 }}>
        <Header
          {...args}
          menus={args.menus.length === 0 ? [] : localized.menus}
          panels={args.panels ? localized.panels : args.panels}
          locale={locale}
          labels={headerLabels(locale)}
          linkTo={to}
          homeHref={to('/')}
          searchAction={to('/search')}
          currentPath={to(args.currentPath ?? '/')}
        />
      </div>
    );
  },
  parameters: { layout: 'fullscreen' },
  globals: viewport('desktop'),
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

const topButton = (canvas: ReturnType<typeof within>, slug: keyof typeof NAMES, locale: Locale) =>
  canvas.getByRole('button', { name: new RegExp(`^${NAMES[slug]![locale]}`) });

/** Brand, search, wishlist/account/cart and the top menus, all closed; the current segment is marked. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const locale = localeOf({ globals });
    const labels = headerLabels(locale);
    await expect(canvas.getByRole('link', { name: 'Outlet Marketplace' })).toHaveAttribute('href', localePath(locale, '/'));
    await expect(canvas.getByRole('search', { name: labels.searchLabel })).toHaveAttribute('action', localePath(locale, '/search'));
    await expect(canvas.getByRole('link', { name: labels.wishlist })).toHaveAttribute('href', '/account/wishlist');
    await expect(canvas.getByRole('link', { name: labels.cartCount(2) })).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: labels.mainMenu });
    const women = topButton(canvas, 'mulher', locale);
    await expect(women).toHaveAttribute('aria-expanded', 'false');
    await expect(women).toHaveAttribute('aria-current', 'page');
    await expect(within(women).getByRole('img', { name: labels.featured })).toBeVisible();
    // A top menu without submenus is a link.
    await expect(within(nav).getByRole('link', { name: 'Outlet' })).toHaveAttribute('href', localePath(locale, '/campaigns'));
    await expect(document.getElementById(women.getAttribute('aria-controls')!)).not.toBeVisible();
  },
};

/** Disclosure by keyboard: Enter opens, Tab walks into the panel, Escape closes and returns the focus. */
export const KeyboardOpensAndEscapeCloses: Story = {
  play: async ({ canvas, globals }) => {
    const locale = localeOf({ globals });
    const women = topButton(canvas, 'mulher', locale);
    women.focus();
    await userEvent.keyboard('{Enter}');
    await expect(women).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(women.getAttribute('aria-controls')!)!;
    await expect(panel).toBeVisible();
    // The panel's code arrives on first use.
    await waitFor(() => expect(panel.querySelector('button, a')).not.toBeNull());
    await userEvent.tab();
    await expect(panel.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await expect(women).toHaveAttribute('aria-expanded', 'false');
    await expect(women).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(women).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    await expect(women).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Open Women: its submenus and the visual mega menu of the first one. */
export const WomenOpen: Story = {
  play: async ({ canvas, globals }) => {
    const locale = localeOf({ globals });
    await userEvent.click(topButton(canvas, 'mulher', locale));
    const panel = document.getElementById(topButton(canvas, 'mulher', locale).getAttribute('aria-controls')!)!;
    await waitFor(() => expect(panel.querySelector('[data-layout="visual-mega-menu"]')).toBeVisible());
    await userEvent.click(within(panel).getByRole('button', { name: /^Promoções/ }));
    await expect(panel.querySelector('[data-layout="promo-cards"]')).toBeVisible();
    await userEvent.click(within(panel).getByRole('button', { name: /^Marcas/ }));
    await expect(panel.querySelector('[data-layout="brand-grid"]')).toBeVisible();
  },
};

/** Open Men: brand-grid-2, then cards-gallery. */
export const MenOpen: Story = {
  play: async ({ canvas, globals }) => {
    const locale = localeOf({ globals });
    await userEvent.click(topButton(canvas, 'homem', locale));
    const panel = document.getElementById(topButton(canvas, 'homem', locale).getAttribute('aria-controls')!)!;
    await waitFor(() => expect(panel.querySelector('[data-layout="brand-grid-2"]')).toBeVisible());
    await userEvent.click(within(panel).getByRole('button', { name: /^Galeria/ }));
    await expect(panel.querySelector('[data-layout="cards-gallery"]')).toBeVisible();
  },
};

/** §2, §8: Beauty's mega menu has an unknown layout. */
export const UnsupportedLayout: Story = {
  play: async ({ canvas, globals }) => {
    const locale = localeOf({ globals });
    await userEvent.click(topButton(canvas, 'beleza', locale));
    await expect(await canvas.findByText(headerLabels(locale).unsupportedLayout('carousel-3d'))).toBeVisible();
  },
};

/** Reaching for the menus asks for the panels; an opened panel says its menu is on its way until they come. */
export const PanelOnItsWay: Story = {
  args: { panels: null },
  play: async ({ canvas, args, globals }) => {
    const locale = localeOf({ globals });
    const women = topButton(canvas, 'mulher', locale);
    await userEvent.hover(women);
    await expect(args.onPanelsWanted).toHaveBeenCalledOnce();
    await userEvent.click(women);
    const panel = document.getElementById(women.getAttribute('aria-controls')!)!;
    await expect(within(panel).getByRole('status')).toHaveTextContent(headerLabels(locale).loadingMenu);
  },
};

/** The panels could not be fetched: an opened panel offers the menu's own page. */
export const PanelFailed: Story = {
  args: { panels: null, panelsFailed: true },
  play: async ({ canvas, globals }) => {
    const locale = localeOf({ globals });
    const women = topButton(canvas, 'mulher', locale);
    await userEvent.click(women);
    const panel = document.getElementById(women.getAttribute('aria-controls')!)!;
    await expect(within(panel).getByRole('link', { name: headerLabels(locale).goTo(NAMES.mulher![locale]) })).toHaveAttribute(
      'href',
      localePath(locale, '/segment/moda-mulher'),
    );
  },
};

/** One open at a time; a press outside or the focus leaving closes it. */
export const ClosesWhenLeft: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const locale = localeOf({ globals });
    const women = topButton(canvas, 'mulher', locale);
    const men = topButton(canvas, 'homem', locale);
    await userEvent.click(women);
    await userEvent.click(men);
    await expect(women).toHaveAttribute('aria-expanded', 'false');
    await expect(men).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvasElement.ownerDocument.body);
    await waitFor(() => expect(men).toHaveAttribute('aria-expanded', 'false'));
    await userEvent.click(men);
    canvas.getByRole('link', { name: 'Outlet Marketplace' }).focus();
    await waitFor(() => expect(men).toHaveAttribute('aria-expanded', 'false'));
  },
};

/** Cart and account call back (drawer, login dialog); the cart badge caps at '99+'. */
export const CartOver99AndCallbacks: Story = {
  args: { cartCount: 150 },
  play: async ({ canvas, args, globals }) => {
    const labels = headerLabels(localeOf({ globals }));
    const cart = canvas.getByRole('link', { name: labels.cartCount(150) });
    await expect(within(cart).getByText('99+')).toBeVisible();
    await userEvent.click(cart);
    await expect(args.onCartOpen).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('link', { name: labels.account }));
    await expect(args.onAccount).toHaveBeenCalledOnce();
  },
};

/** Signed in: the account button carries the first name's initial, over the icon — the row does not move. */
export const SignedIn: Story = {
  args: { accountBadge: 'A' },
  play: async ({ canvas, globals }) => {
    const labels = headerLabels(localeOf({ globals }));
    const account = canvas.getByRole('link', { name: labels.account });
    const before = account.getBoundingClientRect();
    await expect(within(account).getByText('A')).toBeVisible();
    await expect(account.querySelector('[data-part="account-badge"]')).toHaveAttribute('aria-hidden', 'true');
    await expect(Math.round(account.getBoundingClientRect().width)).toBe(Math.round(before.width));
    await expect(Math.round(before.width)).toBe(44);
  },
};

/** An empty or invalid menu response: no menu row at all. */
export const NoMenus: Story = {
  args: { menus: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Outlet Marketplace' })).toBeVisible();
  },
};

/** Below 1024px the menus row and (on phones) the search box give way to the bottom bar and the sheet. */
export const MobileViewport: Story = {
  globals: viewport('mobile'),
  play: async ({ canvas, globals }) => {
    const labels = headerLabels(localeOf({ globals }));
    await expect(canvas.queryByRole('navigation', { name: labels.mainMenu })).toBeNull();
    await expect(canvas.queryByRole('search')).toBeNull();
    await expect(canvas.getByRole('link', { name: labels.account })).toBeVisible();
  },
};

/** French: the longest labels still fit on a 1280px screen, open menu included. */
export const LongestFrenchLabel: Story = {
  globals: { locale: 'fr', ...viewport('desktop') },
  play: async ({ canvas }) => {
    const women = topButton(canvas, 'mulher', 'fr');
    await userEvent.click(women);
    await expect(within(women).getByText('Nouveau')).toBeVisible();
    await expect(women).toHaveAttribute('aria-expanded', 'true');
    const search = canvas.getByRole('searchbox');
    await expect(search).toHaveAttribute('placeholder', headerLabels('fr').searchPlaceholder);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
