import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Locale } from '../../contract';
import { localePath, navT } from '../../.storybook/navLabels';
import { viewport } from '../../.storybook/viewports';
import { Breadcrumbs, type Crumb } from './Breadcrumbs';

const localeOf = (context: Pick<StoryContext, 'globals'>): Locale => (context.globals.locale as Locale | undefined) ?? 'pt';

const crumbs = (locale: Locale): Crumb[] => [
  { label: navT(locale)('nav.home'), href: localePath(locale, '/') },
  { label: 'Mulher', href: localePath(locale, '/catalog/category/mulher') },
  { label: 'Vestidos', href: localePath(locale, '/catalog/category/vestidos') },
  { label: 'Vestido de linho' },
];

const ptCrumbs = crumbs('pt');

const meta = {
  title: 'Navigation/Breadcrumbs',
  component: Breadcrumbs,
  args: { label: navT('pt')('nav.breadcrumbs'), items: ptCrumbs },
  render: (args, context) => {
    const locale = localeOf(context);
    return <Breadcrumbs {...args} label={navT(locale)('nav.breadcrumbs')} items={args.items === ptCrumbs ? crumbs(locale) : args.items} />;
  },
} satisfies Meta<typeof Breadcrumbs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A named landmark with an ordered list; every step but the last is a link; the last is the current page. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const locale = localeOf({ globals });
    const nav = canvas.getByRole('navigation', { name: navT(locale)('nav.breadcrumbs') });
    const items = within(nav).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(within(nav).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      localePath(locale, '/'),
      localePath(locale, '/catalog/category/mulher'),
      localePath(locale, '/catalog/category/vestidos'),
    ]);
    await expect(within(items[3]!).getByText('Vestido de linho')).toHaveAttribute('aria-current', 'page');
    await expect(within(items[3]!).queryByRole('link')).toBeNull();
  },
};

/** Nothing to show, nothing drawn. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** A long French product name wraps on a phone instead of overflowing. */
export const LongestFrenchLabel: Story = {
  globals: { locale: 'fr', ...viewport('mobile') },
  args: {
    items: [
      { label: 'Accueil', href: '/fr' },
      { label: 'Femme', href: '/fr/catalog/category/mulher' },
      { label: 'Robe longue en lin biologique à manches bouffantes et ceinture amovible, édition limitée' },
    ],
  },
  render: (args) => (
    <div style={{ width: 320 }}>
      <Breadcrumbs {...args} label={navT('fr')('nav.breadcrumbs')} />
    </div>
  ),
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: "Fil d'Ariane" });
    await expect(nav.getBoundingClientRect().width).toBeLessThanOrEqual(320);
    await expect(nav.scrollWidth).toBeLessThanOrEqual(nav.clientWidth);
  },
};
