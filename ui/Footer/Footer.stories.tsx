import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Locale } from '../../contract';
import { footerContent, languageOptions, localePath } from '../../.storybook/navLabels';
import { viewport } from '../../.storybook/viewports';
import { Footer } from './Footer';

const localeOf = (context: Pick<StoryContext, 'globals'>): Locale => (context.globals.locale as Locale | undefined) ?? 'pt';

const meta = {
  title: 'Navigation/Footer',
  component: Footer,
  args: { ...footerContent('pt'), languages: languageOptions('/'), currentLocale: 'pt', onLanguageSelect: fn() },
  argTypes: { columns: { control: false }, languages: { control: false } },
  render: (args, context) => {
    const locale = localeOf(context);
    return <Footer {...args} {...footerContent(locale)} currentLocale={locale} />;
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Brand, link columns in a named landmark, languages with the current one marked, copyright. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const locale = localeOf({ globals });
    const content = footerContent(locale);
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: content.navigationLabel });
    for (const column of content.columns) {
      const list = within(nav).getByRole('list', { name: column.title });
      await expect(within(list).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(column.links.map((link) => link.href));
    }
    await expect(within(nav).getByRole('link', { name: content.columns[1]!.links[0]!.label })).toHaveAttribute('href', localePath(locale, '/faq'));
    const languages = canvas.getByRole('navigation', { name: content.languageLabel });
    await expect(within(languages).getByRole('link', { current: true })).toHaveAttribute('hreflang', locale);
    // A compact list: the names, no flags (the page's top bar has them).
    await expect(languages.querySelectorAll('img')).toHaveLength(0);
    await expect(canvas.getByText(content.copyright)).toBeVisible();
  },
};

/** The legal block Portuguese law asks of a shop: the complaints book, the company's details and the RAL entities. */
export const LegalInformation: Story = {
  play: async ({ canvas, globals }) => {
    const { legal } = footerContent(localeOf({ globals }));
    const region = canvas.getByRole('region', { name: legal.label });
    await expect(within(region).getByRole('link', { name: legal.complaintsBook.label })).toHaveAttribute('href', 'https://www.livroreclamacoes.pt/Inicio/');
    // The line as written (its amount keeps no-break spaces, which the default text matcher would fold).
    await expect(within(region).getByText((_text, element) => element?.tagName === 'P' && element.textContent === legal.details)).toBeVisible();
    await expect(legal.details).toMatch(/NIPC 509999999/);
    const entities = within(region).getAllByRole('link').slice(1);
    await expect(entities.map((link) => link.getAttribute('href'))).toEqual(['https://www.centroarbitragemlisboa.pt', 'https://www.cniacc.pt', 'https://www.consumidor.gov.pt']);
  },
};

/** Choosing a language calls back (the JS path); its link still leads to the page in that language. */
export const LanguageSelect: Story = {
  play: async ({ canvas, args }) => {
    const link = canvas.getByRole('link', { name: 'Español' });
    await expect(link).toHaveAttribute('href', '/es');
    await userEvent.click(link);
    await expect(args.onLanguageSelect).toHaveBeenCalledWith('es', '/es');
  },
};

/** On a phone the columns stack and the last line stays clear of the bottom bar. */
export const MobileViewport: Story = {
  globals: viewport('mobile'),
  play: async ({ canvas }) => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const footer = canvas.getByRole('contentinfo');
    await expect(Number.parseFloat(getComputedStyle(footer).paddingBottom)).toBeGreaterThanOrEqual(44);
  },
};

export const DesktopViewport: Story = {
  globals: viewport('desktop'),
  play: async ({ canvas, globals }) => {
    const content = footerContent(localeOf({ globals }));
    const tops = content.columns.map((column) => canvas.getByRole('heading', { name: column.title }).getBoundingClientRect().top);
    await expect(new Set(tops).size).toBe(1);
  },
};

/** French: the longest labels wrap within a phone screen. */
export const LongestFrenchLabel: Story = {
  globals: { locale: 'fr', ...viewport('mobile') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Conditions générales de vente' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
