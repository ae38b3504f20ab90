import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Locale } from '../../contract';
import { LOCALES } from '../../.storybook/i18n';
import { errorPageLabels, errorPageLinks } from '../../.storybook/navLabels';
import { viewport } from '../../.storybook/viewports';
import { ErrorPage } from './ErrorPage';

const localeOf = (context: Pick<StoryContext, 'globals'>): Locale => (context.globals.locale as Locale | undefined) ?? 'pt';

const meta = {
  title: 'Pages/ErrorPage',
  component: ErrorPage,
  args: { status: 404, labels: errorPageLabels('pt'), links: errorPageLinks('pt') },
  argTypes: { labels: { control: false }, links: { control: false } },
  render: (args, context) => {
    const locale = localeOf(context);
    return <ErrorPage {...args} labels={errorPageLabels(locale)} links={errorPageLinks(locale)} />;
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ErrorPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** §2: 404 — its own title and subtitle, the code, both buttons, the five suggestions and the contact block. */
export const NotFound: Story = {
  args: { detail: '/catalogo/sapatos-perdidos' },
  play: async ({ canvas, globals }) => {
    const locale = localeOf({ globals });
    const labels = errorPageLabels(locale);
    const links = errorPageLinks(locale);
    await expect(canvas.getByText(labels.status(404))).toBeInTheDocument();
    await expect(canvas.getByText('404')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: labels.notFoundTitle })).toBeVisible();
    await expect(canvas.getByText(labels.notFoundSubtitle)).toBeVisible();
    await expect(canvas.getByText('/catalogo/sapatos-perdidos')).toBeVisible();
    await expect(canvas.getByRole('link', { name: labels.goHome })).toHaveAttribute('href', links.home);
    await expect(canvas.getByRole('link', { name: labels.viewCampaigns })).toHaveAttribute('href', links.campaigns);
    const suggestions = within(canvas.getByRole('heading', { name: labels.suggestions }).parentElement!).getAllByRole('link');
    await expect(suggestions.map((link) => link.getAttribute('href'))).toEqual([links.campaigns, links.women, links.men, links.kids, links.orders]);
    await expect(within(suggestions[1]!).getByText(labels.women)).toBeVisible();
    await expect(canvas.getByRole('link', { name: labels.contact })).toHaveAttribute('href', links.contact);
    await expect(canvas.getByRole('link', { name: labels.faq })).toHaveAttribute('href', links.faq);
  },
};

/** §2: any other error — the general title and subtitle with its own code. */
export const ServerError: Story = {
  args: { status: 500 },
  play: async ({ canvas, globals }) => {
    const labels = errorPageLabels(localeOf({ globals }));
    await expect(canvas.getByText('500')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: labels.title })).toBeVisible();
    await expect(canvas.getByText(labels.subtitle)).toBeVisible();
    await expect(canvas.queryByText(labels.notFoundTitle)).toBeNull();
  },
};

/** The category links of §2, whatever the locale prefix. */
export const CategoryLinks: Story = {
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    const labels = errorPageLabels('es');
    await expect(canvas.getByRole('link', { name: new RegExp(`^${labels.women}`) })).toHaveAttribute('href', '/es/catalog/category/mulher');
    await expect(canvas.getByRole('link', { name: new RegExp(`^${labels.men}`) })).toHaveAttribute('href', '/es/catalog/category/homem');
    await expect(canvas.getByRole('link', { name: new RegExp(`^${labels.kids}`) })).toHaveAttribute('href', '/es/catalog/category/crianca');
  },
};

export const MobileViewport: Story = {
  globals: viewport('mobile'),
  play: async ({ canvas }) => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const cards = canvas.getAllByRole('listitem').map((item) => item.getBoundingClientRect());
    await expect(cards[1]!.top).toBeGreaterThan(cards[0]!.top);
  },
};

export const DesktopViewport: Story = {
  globals: viewport('desktop'),
  play: async ({ canvas }) => {
    const cards = canvas.getAllByRole('listitem').map((item) => item.getBoundingClientRect());
    await expect(cards[1]!.top).toBe(cards[0]!.top);
    await expect(cards[2]!.top).toBe(cards[0]!.top);
  },
};

/** The longest French texts wrap inside a phone screen. */
export const LongestFrenchLabel: Story = {
  globals: { locale: 'fr', ...viewport('mobile') },
  args: { status: 503 },
  play: async ({ canvas }) => {
    const labels = errorPageLabels('fr');
    await expect(canvas.getByRole('heading', { level: 1, name: labels.title })).toBeVisible();
    await expect(canvas.getByRole('link', { name: labels.goHome })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The 404 in the four languages: titles, buttons and links each in their own locale. */
export const AllLocales: Story = {
  globals: viewport('desktop'),
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
      {LOCALES.map((locale) => (
        <div key={locale} lang={locale} data-locale={locale}>
          <ErrorPage {...args} labels={errorPageLabels(locale)} links={errorPageLinks(locale)} />
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const locale of LOCALES) {
      const page = within(canvasElement.querySelector<HTMLElement>(`[data-locale="${locale}"]`)!);
      const labels = errorPageLabels(locale);
      await expect(page.getByRole('heading', { level: 1, name: labels.notFoundTitle })).toBeVisible();
      await expect(page.getByRole('link', { name: labels.goHome })).toHaveAttribute('href', errorPageLinks(locale).home);
      await expect(page.getByRole('link', { name: labels.faq })).toHaveAttribute('href', errorPageLinks(locale).faq);
    }
    await expect(new Set(LOCALES.map((locale) => errorPageLabels(locale).notFoundTitle)).size).toBe(4);
  },
};
