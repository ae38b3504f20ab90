import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { homePageBrands, logoImage } from '../../mocks/fixtures';
import { homeText, localePath } from '../../.storybook/catalogLabels';
import type { Locale } from '../../.storybook/i18n';
import { viewport } from '../../.storybook/viewports';
import { BrandStrip, type BrandStripItem } from './BrandStrip';

const localeOf = (context: Pick<StoryContext, 'globals'>): Locale => (context.globals.locale as Locale | undefined) ?? 'pt';
const itemsFor = (locale: Locale): BrandStripItem[] =>
  homePageBrands.map((brand) => ({ key: brand.uuid, name: brand.name, href: localePath(locale, `/catalog/brand/${brand.slug}`), logo: brand.logo }));
const manyBrands: BrandStripItem[] = [
  'Maré',
  'Atelier Norte',
  'Lumen',
  'Casa Faro',
  'Sintra Select',
  'Porto Style',
  'Lisboa Moda',
  'Maison Beaumarchais-Delacroix',
  'Coimbra',
].map((name, index) => ({ key: String(index), name, href: `/catalog/brand/b${index}`, logo: index % 3 === 1 ? null : logoImage(name) }));

const meta = {
  title: 'Home/BrandStrip',
  component: BrandStrip,
  args: { title: homeText('pt', 'brandsTitle'), brands: itemsFor('pt'), emptyText: homeText('pt', 'brandsEmpty'), loadingLabel: homeText('pt', 'loading') },
  argTypes: { brands: { control: false } },
  render: (args, context) => {
    const locale = localeOf(context);
    const brands = args.brands === meta.args.brands ? itemsFor(locale) : args.brands;
    return <BrandStrip {...args} brands={brands} title={homeText(locale, 'brandsTitle')} emptyText={homeText(locale, 'brandsEmpty')} loadingLabel={homeText(locale, 'loading')} />;
  },
} satisfies Meta<typeof BrandStrip>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Featured brands: a logo named by the brand, or the name when there is no logo; each links to its listing. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const locale = localeOf({ globals });
    const section = canvas.getByRole('region', { name: homeText(locale, 'brandsTitle') });
    await expect(within(section).getAllByRole('link')).toHaveLength(3);
    const mare = within(section).getByRole('link', { name: 'Maré' });
    await expect(mare).toHaveAttribute('href', localePath(locale, '/catalog/brand/mare'));
    await expect(within(mare).getByRole('img', { name: 'Maré' })).toBeVisible();
    const norte = within(section).getByRole('link', { name: 'Atelier Norte' });
    await expect(within(norte).queryByRole('img')).toBeNull();
  },
};

export const ManyBrands: Story = {
  args: { brands: manyBrands },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(9);
    await expect(canvas.getByRole('link', { name: 'Maison Beaumarchais-Delacroix' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, globals }) => {
    const locale = localeOf({ globals });
    await expect(canvas.getByRole('region', { name: homeText(locale, 'brandsTitle') })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText(homeText(locale, 'loading'))).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { brands: [] },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(homeText(localeOf({ globals }), 'brandsEmpty'))).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** §8: 'Failed to fetch brands' (or the server's message); the list stays empty. */
export const ErrorState: Story = {
  name: 'Error',
  args: { errorMessage: 'Failed to fetch brands' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to fetch brands');
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** A phone swipes the row sideways instead of wrapping. */
export const MobileViewport: Story = {
  globals: viewport('mobile'),
  parameters: { layout: 'fullscreen' },
  args: { brands: manyBrands },
  play: async ({ canvas }) => {
    const tops = canvas.getAllByRole('link').map((link) => link.getBoundingClientRect().top);
    await expect(tops.every((top) => top === tops[0])).toBe(true);
  },
};

export const DesktopViewport: Story = {
  globals: viewport('desktop'),
  parameters: { layout: 'fullscreen' },
  args: { brands: manyBrands },
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link');
    for (const link of links) await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const LongestFrenchLabel: Story = {
  globals: { locale: 'fr' },
  args: { brands: manyBrands.slice(6) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: homeText('fr', 'brandsTitle') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Maison Beaumarchais-Delacroix' })).toBeVisible();
  },
};
