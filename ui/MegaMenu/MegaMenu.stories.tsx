import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { CmsMenu, Locale, MegaMenu as MegaMenuData } from '../../contract';
import { megaMenus, menus } from '../../mocks/fixtures';
import { megaMenuLabels, menuPanelLabels, menusAsServed } from '../../.storybook/navLabels';
import { viewport } from '../../.storybook/viewports';
import { MegaMenu } from './MegaMenu';
import { MegaMenuContent } from './MegaMenuContent';

const localeOf = (context: Pick<StoryContext, 'globals'>): Locale => (context.globals.locale as Locale | undefined) ?? 'pt';
const served = menusAsServed(menus);
const women = served.find((menu) => menu.slug === 'mulher')!;

const meta = {
  title: 'Navigation/MegaMenu',
  component: MegaMenu,
  args: { menu: women, locale: 'pt', labels: menuPanelLabels('pt'), onNavigate: fn() },
  argTypes: { menu: { control: false }, labels: { control: false } },
  render: (args, context) => {
    const locale = localeOf(context);
    return (
      <div style={{ width: 1000 }}>
        <MegaMenu {...args} locale={locale} labels={menuPanelLabels(locale)} />
      </div>
    );
  },
  globals: viewport('desktop'),
} satisfies Meta<typeof MegaMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Women: submenus with badge, star and description; the first with a mega menu is shown. */
export const Default: Story = {
  play: async ({ canvas, globals, args }) => {
    const labels = menuPanelLabels(localeOf({ globals }));
    const dresses = canvas.getByRole('button', { name: new RegExp(`^Vestidos ${labels.featured}`) });
    await expect(dresses).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('img', { name: labels.featured })).toBeVisible();
    await expect(canvas.getByText('Midi, maxi e mini')).toBeVisible();
    await expect(canvas.getByText('-50%')).toBeVisible();
    // A submenu without a mega menu is a plain link to its page.
    const coats = canvas.getAllByRole('link', { name: 'Casacos' }).map((link) => link.getAttribute('href'));
    await expect(coats).toContain('/catalog/category/casacos');
    await expect(canvas.getByRole('link', { name: labels.goTo('Vestidos') })).toHaveAttribute('href', '/catalog/category/vestidos');
    // Every link of the panel goes through the app's router: no new document, the shell's state stays.
    await userEvent.click(canvas.getByRole('link', { name: labels.goTo('Vestidos') }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/catalog/category/vestidos');
    await userEvent.click(canvas.getAllByRole('link', { name: 'Casacos' }).find((link) => link.getAttribute('href') === '/catalog/category/casacos')!);
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/catalog/category/casacos');
    // The picture shows the panel at rest, as before the clicks.
    await userEvent.unhover(canvas.getAllByRole('link', { name: 'Casacos' })[0]!);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Keyboard: Tab moves along the submenus, each one with a mega menu shows it on focus; Enter keeps it. */
export const KeyboardChoosesSubmenu: Story = {
  play: async ({ canvas, globals }) => {
    const labels = menuPanelLabels(localeOf({ globals }));
    await userEvent.tab();
    await userEvent.tab();
    const promotions = canvas.getByRole('button', { name: /^Promoções/ });
    await expect(promotions).toHaveFocus();
    await expect(promotions).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(promotions).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('button', { name: /^Vestidos/ })).toHaveAttribute('aria-expanded', 'false');
    const content = document.getElementById(promotions.getAttribute('aria-controls') ?? '')!;
    await expect(within(content).getByRole('link', { name: labels.goTo('Promoções') })).toBeVisible();
  },
};

/** A top menu without submenus: the empty state and a link to its page. */
export const NoSubmenus: Story = {
  args: { menu: { ...women, submenus: [] } },
  play: async ({ canvas, globals }) => {
    const labels = menuPanelLabels(localeOf({ globals }));
    await expect(canvas.getByText(labels.noSubmenus)).toBeVisible();
    await expect(canvas.getByRole('link', { name: labels.goTo(localeOf({ globals }) === 'pt' ? 'Mulher' : women.translations.find((t) => t.locale === localeOf({ globals }))?.name ?? 'Mulher') })).toHaveAttribute('href', '/segment/moda-mulher');
  },
};

/** The longest French labels: the translated menu and badge, texts wrap inside the panel. */
export const LongestFrenchLabel: Story = {
  globals: { locale: 'fr', ...viewport('desktop') },
  args: {
    menu: {
      ...women,
      submenus: women.submenus.map((submenu, index) =>
        index === 0 ? { ...submenu, translations: [{ locale: 'fr', name: 'Robes de soirée et de cocktail pour toutes les occasions', description: 'Longueurs midi, maxi et mini, en lin, soie et coton biologique', badge: 'Nouveauté exclusive' }] } : submenu,
      ),
    } satisfies CmsMenu,
  },
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: /^Robes de soirée/ });
    await expect(canvas.getByText('Nouveauté exclusive')).toBeVisible();
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(canvasElement.getBoundingClientRect().right);
  },
};

/** The layouts alone, as the mobile sheet shows them too. */
function layoutStory(megaMenu: MegaMenuData, play: Story['play']): Story {
  return {
    render: (args, context) => {
      const locale = localeOf(context);
      return (
        <div style={{ width: 720 }}>
          <MegaMenuContent megaMenu={megaMenu} locale={locale} labels={megaMenuLabels(locale)} onNavigate={args.onNavigate} />
        </div>
      );
    },
    play,
  };
}

/** visual-mega-menu: categories (with a picture when they have one) and up to 9 brands, logo or name. */
export const VisualMegaMenu: Story = layoutStory(megaMenus.visual, async ({ canvas, globals, args }) => {
  const locale = localeOf({ globals });
  const labels = megaMenuLabels(locale);
  await expect(canvas.getByRole('heading', { name: labels.categories })).toBeVisible();
  const categoryNames: Record<Locale, string> = { pt: 'Vestidos', en: 'Dresses', es: 'Vestidos', fr: 'Robes' };
  const dresses = canvas.getByRole('link', { name: categoryNames[locale] });
  await expect(dresses).toHaveAttribute('href', '/catalog/category/vestidos/moda-mulher');
  // The category's picture is decorative (the name says it) and reserves its square before it loads.
  const picture = dresses.querySelector('img')!;
  await expect(picture).toHaveAttribute('alt', '');
  await expect(picture.getBoundingClientRect().width).toBe(picture.getBoundingClientRect().height);
  await expect(picture.getBoundingClientRect().height).toBeGreaterThan(dresses.getBoundingClientRect().height * 0.8);
  const brands = within(canvas.getByRole('heading', { name: labels.brands }).parentElement!).getAllByRole('link');
  await expect(brands).toHaveLength(9);
  // Every third brand of the fixture has no logo: its name is the tile.
  await expect(canvas.getByRole('img', { name: 'Maré 1' })).toBeVisible();
  await expect(canvas.getByRole('link', { name: 'Atelier Norte 2' })).toBeVisible();
  await userEvent.click(brands[0]!);
  await expect(args.onNavigate).toHaveBeenCalledWith(megaMenus.visual.content.brands[0]!.href);
});

/** §9: never more than 9 brands, whatever the CMS sends. */
export const VisualMegaMenuBrandLimit: Story = layoutStory(
  { ...megaMenus.visual, content: { ...megaMenus.visual.content, brands: [...megaMenus.visual.content.brands, { name: 'Décima', slug: 'decima', href: '/catalog/brand/decima', logo: null }] } },
  async ({ canvas, globals }) => {
    const labels = megaMenuLabels(localeOf({ globals }));
    await expect(within(canvas.getByRole('heading', { name: labels.brands }).parentElement!).getAllByRole('link')).toHaveLength(9);
    await expect(canvas.queryByRole('link', { name: 'Décima' })).toBeNull();
  },
);

/** promo-cards: a picture, title, subtitle and links per card (pt text where a locale has none). */
export const PromoCards: Story = layoutStory(megaMenus.promoCards, async ({ canvas, globals }) => {
  const locale = localeOf({ globals });
  const titles: Record<Locale, string> = { pt: 'Saldos de inverno', en: 'Winter sale', es: 'Saldos de inverno', fr: "Soldes d'hiver" };
  await expect(canvas.getByRole('heading', { name: titles[locale] })).toBeVisible();
  await expect(canvas.getByText(locale === 'en' ? 'Up to -50%' : 'Até -50%')).toBeVisible();
  await expect(canvas.getByRole('link', { name: locale === 'en' ? 'See campaign' : 'Ver campanha' })).toHaveAttribute('href', '/campaigns');
});

/** brand-grid: sections of brand tiles. */
export const BrandGrid: Story = layoutStory(megaMenus.brandGrid, async ({ canvas, globals }) => {
  const locale = localeOf({ globals });
  await expect(canvas.getByRole('heading', { name: locale === 'en' ? 'Featured brands' : 'Marcas em destaque' })).toBeVisible();
  await expect(canvas.getByRole('img', { name: 'Maré' })).toBeVisible();
  await expect(canvas.getByRole('link', { name: 'Atelier Norte' })).toHaveAttribute('href', '/catalog/brand/atelier-norte');
});

/** brand-grid-2: the sections side by side. */
export const BrandGrid2: Story = layoutStory(megaMenus.brandGrid2, async ({ canvas, globals }) => {
  const locale = localeOf({ globals });
  const fashion = canvas.getByRole('heading', { name: locale === 'en' ? 'Fashion' : 'Moda' });
  const home = canvas.getByRole('heading', { name: locale === 'en' ? 'Home' : 'Casa' });
  await expect(fashion.getBoundingClientRect().top).toBe(home.getBoundingClientRect().top);
  await expect(fashion.getBoundingClientRect().left).toBeLessThan(home.getBoundingClientRect().left);
});

/** cards-gallery: a list of picture cards, each a link, with an optional description. */
export const CardsGallery: Story = layoutStory(megaMenus.cardsGallery, async ({ canvas, globals }) => {
  const locale = localeOf({ globals });
  const cards = canvas.getAllByRole('link');
  await expect(cards).toHaveLength(2);
  await expect(cards[0]).toHaveAttribute('href', '/search');
  await expect(within(cards[1]!).getByRole('heading', { name: locale === 'en' ? 'Essentials' : 'Essenciais' })).toBeVisible();
  await expect(within(cards[1]!).getByText('Peças para todos os dias')).toBeVisible();
});

/** §2, §8: any other layout shows 'Layout não suportado: {layout}'. */
export const UnsupportedLayout: Story = layoutStory(megaMenus.unsupported, async ({ canvas, globals }) => {
  const labels = megaMenuLabels(localeOf({ globals }));
  await expect(canvas.getByText(labels.unsupportedLayout('carousel-3d'))).toBeVisible();
  await expect(canvas.queryByRole('link')).toBeNull();
});
