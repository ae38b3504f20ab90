import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import type { Locale } from '../../contract';
import { noReviews, reviewSummary, reviews } from '../../mocks/fixtures';
import { languageTagFor } from '../../.storybook/i18n';
import { listLabels, summaryLabels } from '../../.storybook/reviewLabels';
import { viewport } from '../../.storybook/viewports';
import { ReviewList } from './ReviewList';
import { ReviewSummary } from './ReviewSummary';

const localeOf = (context: Pick<StoryContext, 'globals'>): Locale => (context.globals.locale as Locale | undefined) ?? 'pt';

const meta = {
  title: 'Reviews/ReviewList',
  component: ReviewList,
  args: { reviews, languageTag: 'pt-PT', labels: listLabels('pt'), onMore: fn() },
  argTypes: { labels: { control: false }, reviews: { control: false } },
  render: (args, context) => {
    const locale = localeOf(context);
    return (
      <div style={{ display: 'grid', gap: 24, maxWidth: 720 }}>
        <ReviewSummary summary={reviewSummary} languageTag={languageTagFor(locale)} labels={summaryLabels(locale)} />
        <ReviewList {...args} languageTag={languageTagFor(locale)} labels={listLabels(locale)} />
      </div>
    );
  },
} satisfies Meta<typeof ReviewList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The average with its stars and count, a bar per star, and the newest reviews with 'verified buyer' and date. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const locale = localeOf({ globals });
    const summary = summaryLabels(locale);
    const labels = listLabels(locale);
    await expect(canvas.getByRole('img', { name: summary.rating(new Intl.NumberFormat(languageTagFor(locale), { minimumFractionDigits: 1 }).format(4.3)) })).toBeVisible();
    await expect(canvas.getByText(summary.count(8))).toBeVisible();
    await expect(canvas.getByRole('listitem', { name: summary.bar(4, 3) })).toBeVisible();
    const first = canvas.getAllByRole('listitem').find((item) => item.textContent?.includes('Ana S.'))!;
    await expect(first).toHaveTextContent(labels.verifiedBuyer);
    await expect(canvas.getAllByRole('img', { name: labels.rating(5) }).length).toBeGreaterThan(0);
  },
};

/** No approved review yet: a sentence instead of figures. */
export const Empty: Story = {
  args: { reviews: [] },
  render: (args, context) => {
    const locale = localeOf(context);
    return <ReviewSummary summary={noReviews} languageTag={languageTagFor(locale)} labels={summaryLabels(locale)} />;
  },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(summaryLabels(localeOf({ globals })).empty)).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** The first page is on its way. */
export const Loading: Story = {
  args: { reviews: [], loading: true },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(listLabels(localeOf({ globals })).loading);
  },
};

/** The list could not be read. */
export const Failed: Story = {
  args: { reviews: [], failed: true },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(listLabels(localeOf({ globals })).failed);
  },
};

/** More pages: the button asks for the next one. */
export const WithMore: Story = {
  args: { hasMore: true },
  play: async ({ canvas, args, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: listLabels(localeOf({ globals })).more }));
    await expect(args.onMore).toHaveBeenCalledOnce();
  },
};

/** On a phone the summary stacks above the bars and long texts wrap. */
export const Phone: Story = {
  globals: viewport('mobile'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Les finitions laissent/)).toBeVisible();
  },
};
