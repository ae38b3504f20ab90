import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { bannerImage, FIXTURE_NOW_MS } from '../../mocks/fixtures';
import { campaignOfferText, homeText } from '../../.storybook/catalogLabels';
import type { Locale } from '../../.storybook/i18n';
import { viewport } from '../../.storybook/viewports';
import { CampaignBanner } from './CampaignBanner';

/** Testing Library compares a text with the element's after collapsing its spaces (Intl's no-break ones too). */
const spaced = (text: string) => text.replace(/\s+/g, ' ');
const localeOf = (context: Pick<StoryContext, 'globals'>): Locale => (context.globals.locale as Locale | undefined) ?? 'pt';
const HREF = '/campaigns/00000000-0000-4000-8000-000000000900';
const TAGS: Record<Locale, string> = { pt: 'pt-PT', en: 'en-US', es: 'es-ES', fr: 'fr-FR' };
const DAY = 24 * 3_600_000;
/** 20 November to 2 December 2026 (the fixtures' week), in every reader's time zone. */
const STARTS_AT = new Date(FIXTURE_NOW_MS - 2 * DAY).toISOString();
const ENDS_AT = new Date(FIXTURE_NOW_MS + 10 * DAY).toISOString();
const PERIOD: Record<Locale, string> = {
  pt: '20 de novembro – 2 de dezembro',
  en: 'November 20 – December 2',
  es: '20 de noviembre – 2 de diciembre',
  fr: '20 novembre – 2 décembre',
};

const meta = {
  title: 'Home/CampaignBanner',
  component: CampaignBanner,
  args: {
    title: 'Saldos de verão',
    subtitle: 'Até 50% em moda, casa e tecnologia.',
    image: bannerImage('Saldos', 20),
    href: HREF,
    ctaLabel: homeText('pt', 'campaignCta'),
    offer: campaignOfferText('pt', 40),
    startsAt: STARTS_AT,
    endsAt: ENDS_AT,
    languageTag: 'pt-PT',
    priority: true,
  },
  render: (args, context) => {
    const locale = localeOf(context);
    return (
      <CampaignBanner
        {...args}
        offer={args.offer && campaignOfferText(locale, 40)}
        languageTag={TAGS[locale]}
        ctaLabel={homeText(locale, 'campaignCta')}
      />
    );
  },
  parameters: { layout: 'fullscreen' },
  globals: viewport('desktop'),
} satisfies Meta<typeof CampaignBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Title, subtitle and the call to action, which names the campaign it leads to and covers the banner. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const cta = canvas.getByRole('link', { name: homeText(localeOf({ globals }), 'campaignCta') });
    await expect(canvas.getByRole('heading', { level: 2, name: 'Saldos de verão' })).toBeVisible();
    await expect(canvas.getByText('Até 50% em moda, casa e tecnologia.')).toBeVisible();
    // The offer and its dates, in the reader's language.
    const locale = localeOf({ globals });
    await expect(canvas.getByText(spaced(campaignOfferText(locale, 40)))).toBeVisible();
    await expect(canvas.getByText(PERIOD[locale])).toBeVisible();
    await expect(cta).toHaveAttribute('href', HREF);
    await expect(cta).toHaveAccessibleDescription('Saldos de verão');
    // The picture is decorative: the heading says what the banner is about.
    await expect(canvas.queryByRole('img')).toBeNull();
    // A tap far from the button still follows the link.
    const banner = canvas.getByRole('article').getBoundingClientRect();
    const hit = document.elementFromPoint(banner.right - 20, banner.top + 20);
    await expect(hit).toBe(cta);
    await userEvent.tab();
    await expect(cta).toHaveFocus();
  },
};

/** Without a picture the words sit on a calm surface; without an offer or dates (none known) the title alone. */
export const WithoutImage: Story = {
  args: { image: null, subtitle: null, offer: null, startsAt: null, endsAt: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Saldos de verão' })).toBeVisible();
    await expect(canvas.getByRole('article')).toHaveAttribute('data-has-image', 'false');
  },
};

export const MobileViewport: Story = {
  globals: viewport('mobile'),
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('article').getBoundingClientRect();
    await expect(banner.right).toBeLessThanOrEqual(375);
    await expect(canvas.getByRole('heading').getBoundingClientRect().bottom).toBeLessThanOrEqual(banner.bottom);
    await expect(canvas.getByText(PERIOD.pt).getBoundingClientRect().right).toBeLessThanOrEqual(banner.right);
  },
};

export const LongestFrenchLabel: Story = {
  globals: { locale: 'fr', ...viewport('tablet') },
  args: {
    title: 'Les grandes soldes d’été de la mode, de la maison et de la technologie — jusqu’à moins cinquante pour cent',
    subtitle: 'Des milliers d’articles de vendeurs indépendants et de la boutique officielle, livrés partout au Portugal.',
  },
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('article').getBoundingClientRect();
    const cta = canvas.getByRole('link', { name: homeText('fr', 'campaignCta') }).getBoundingClientRect();
    await expect(cta.bottom).toBeLessThanOrEqual(banner.bottom);
  },
};
