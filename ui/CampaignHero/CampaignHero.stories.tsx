import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { bannerImage, FIXTURE_NOW_MS } from '../../mocks/fixtures';
import { campaignHeroLabels, campaignOfferText } from '../../.storybook/catalogLabels';
import type { Locale } from '../../.storybook/i18n';
import { viewport } from '../../.storybook/viewports';
import { formatCampaignDay, formatCampaignPeriod } from '../CampaignBanner';
import { CampaignHero, type CampaignHeroProps } from './CampaignHero';

const TAGS: Record<Locale, string> = { pt: 'pt-PT', en: 'en-US', es: 'es-ES', fr: 'fr-FR' };
/** Testing Library compares a text with the element's after collapsing its spaces (Intl's no-break ones too). */
const spaced = (text: string) => text.replace(/\s+/g, ' ');
const localeOf = (context: Pick<StoryContext, 'globals'>): Locale => (context.globals.locale as Locale | undefined) ?? 'pt';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The fixtures' clock, frozen (2026-11-22 10:00 UTC): the countdowns of these pictures never move. */
const fixtureNow = () => FIXTURE_NOW_MS;
const iso = (offset: number) => new Date(FIXTURE_NOW_MS + offset).toISOString();

const meta = {
  title: 'Campaigns/CampaignHero',
  component: CampaignHero,
  args: {
    title: 'Black Friday',
    description: 'Moda, casa e tecnologia a preços de campanha.',
    offer: campaignOfferText('pt', 40),
    image: bannerImage('Black Friday', 30),
    startsAt: iso(-2 * DAY),
    endsAt: iso(10 * DAY + 3 * HOUR),
    languageTag: 'pt-PT',
    labels: campaignHeroLabels('pt'),
    now: fixtureNow,
  },
  render: (args, context) => {
    const locale = localeOf(context);
    return <CampaignHero {...args} offer={args.offer && campaignOfferText(locale, 40)} languageTag={TAGS[locale]} labels={campaignHeroLabels(locale)} />;
  },
  parameters: { layout: 'fullscreen' },
  globals: viewport('desktop'),
} satisfies Meta<typeof CampaignHero>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The title, the offer and the campaign's dates, written in the reader's language. */
async function expectTitleOfferAndDates(
  { canvasElement, args, globals }: Pick<StoryContext<CampaignHeroProps>, 'canvasElement' | 'args' | 'globals'>,
  { offer = true }: { offer?: boolean } = {},
) {
  const locale = localeOf({ globals });
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('heading', { level: 1, name: 'Black Friday' })).toBeVisible();
  const offerText = canvas.queryByText(spaced(campaignOfferText(locale, 40)));
  if (offer) await expect(offerText).toBeVisible();
  else await expect(offerText).toBeNull();
  await expect(canvas.getByText(spaced(formatCampaignPeriod(args.startsAt, args.endsAt, TAGS[locale])!))).toBeVisible();
}

/** Running: a countdown to the end, days included while there are any. */
export const Live: Story = {
  play: async (context) => {
    await expectTitleOfferAndDates(context);
    const labels = campaignHeroLabels(localeOf(context));
    const timer = within(context.canvasElement).getByRole('timer', { name: labels.endsIn });
    await expect(timer).toBeVisible();
    await expect(timer.querySelector('time')).toHaveAttribute('datetime', 'P10DT3H0M0S');
    await expect(within(context.canvasElement).queryByText(labels.lastDay)).toBeNull();
  },
};

/** The last calendar day (Lisbon): marked as such, and the countdown shows hours only. */
export const EndingToday: Story = {
  args: { endsAt: iso(5 * HOUR + 30 * 60_000) },
  play: async (context) => {
    await expectTitleOfferAndDates(context);
    const labels = campaignHeroLabels(localeOf(context));
    await expect(within(context.canvasElement).getByText(labels.lastDay)).toBeVisible();
    const time = within(context.canvasElement).getByRole('timer', { name: labels.endsIn }).querySelector('time');
    await expect(time).toHaveTextContent(/^05:30:00$/);
  },
};

/** Not started yet: the day it starts, and no countdown. */
export const Upcoming: Story = {
  args: { startsAt: iso(3 * DAY), endsAt: iso(13 * DAY) },
  play: async (context) => {
    await expectTitleOfferAndDates(context);
    const locale = localeOf(context);
    const day = formatCampaignDay(context.args.startsAt!, TAGS[locale]);
    await expect(within(context.canvasElement).getByText(spaced(campaignHeroLabels(locale).startsOn(day)))).toBeVisible();
    await expect(within(context.canvasElement).queryByRole('timer')).toBeNull();
  },
};

/** Over: it says so, with its dates; no countdown and no offer are left. */
export const Ended: Story = {
  args: { startsAt: iso(-20 * DAY), endsAt: iso(-DAY) },
  play: async (context) => {
    await expectTitleOfferAndDates(context, { offer: false });
    await expect(within(context.canvasElement).getByText(campaignHeroLabels(localeOf(context)).ended)).toBeVisible();
    await expect(within(context.canvasElement).queryByRole('timer')).toBeNull();
  },
};

/** Without a picture or an offer (no product reduced): the words on a calm surface. */
export const WithoutImageOrOffer: Story = {
  args: { image: null, offer: null, description: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByRole('banner')).toHaveAttribute('data-has-image', 'false');
  },
};

/** On a phone the picture sits above the words; nothing runs off the screen. */
const onPhone = (story: Story): Story => ({
  ...story,
  globals: viewport('mobile'),
  play: async (context) => {
    await story.play!(context);
    const hero = context.canvasElement.querySelector('header')!.getBoundingClientRect();
    await expect(hero.right).toBeLessThanOrEqual(375);
    await expect(within(context.canvasElement).getByRole('heading', { level: 1 }).getBoundingClientRect().top).toBeGreaterThanOrEqual(hero.top);
  },
});

export const LivePhone = onPhone(Live);
export const EndingTodayPhone = onPhone(EndingToday);
export const UpcomingPhone = onPhone(Upcoming);
export const EndedPhone = onPhone(Ended);

export const LongestFrench: Story = {
  globals: { locale: 'fr', ...viewport('mobile') },
  args: { title: 'Les grandes soldes d’hiver de la mode, de la maison et de la technologie' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toBeVisible();
    await expect(canvas.getByText(spaced(campaignOfferText('fr', 40)))).toBeVisible();
  },
};
