import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Locale } from '../../contract';
import { REFERENCE } from '../../.storybook/checkoutFixtures';
import { multibancoReferenceLabels } from '../../.storybook/checkoutLabels';
import { languageTagFor } from '../../.storybook/i18n';
import { viewport } from '../../.storybook/viewports';
import { MultibancoReference, formatPayBy } from './MultibancoReference';

const localeOf = (context: Pick<StoryContext, 'globals'>): Locale => (context.globals.locale as Locale | undefined) ?? 'pt';

const meta = {
  title: 'Payment/MultibancoReference',
  component: MultibancoReference,
  globals: viewport('desktop'),
  args: { reference: REFERENCE, state: 'pending', email: 'ana.silva@example.pt', labels: multibancoReferenceLabels('pt'), languageTag: 'pt-PT', onCopy: fn() },
  argTypes: { labels: { control: false } },
  render: (args, context) => {
    const locale = localeOf(context);
    return <MultibancoReference {...args} languageTag={languageTagFor(locale)} labels={multibancoReferenceLabels(locale)} />;
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MultibancoReference>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Entity, the reference read in threes, the amount, each with its copy button; the deadline, how to pay, the e-mail. */
export const Pending: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const locale = localeOf({ globals });
    const labels = multibancoReferenceLabels(locale);
    const canvas = within(canvasElement);
    await expect(canvas.getByText('21312')).toBeVisible();
    await expect(canvas.getByText('123 456 789')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(labels.pendingStatus);
    await expect(canvas.getByText(labels.payBy(formatPayBy(REFERENCE.expires_at, languageTagFor(locale))))).toBeVisible();
    await expect(canvas.getByRole('heading', { name: labels.atmTitle })).toBeVisible();
    await expect(canvas.getByText(labels.emailSent('ana.silva@example.pt'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: labels.copy.reference }));
    await expect(args.onCopy).toHaveBeenCalledWith('reference', '123456789');
    await userEvent.click(canvas.getByRole('button', { name: labels.copy.entity }));
    await expect(args.onCopy).toHaveBeenCalledWith('entity', '21312');
    await userEvent.click(canvas.getByRole('button', { name: labels.copy.amount }));
    await expect(args.onCopy).toHaveBeenLastCalledWith('amount', locale === 'en' ? '112.69' : '112,69');
    canvas.getByRole('button', { name: labels.copy.amount }).blur();
  },
};

/** Paid: said in the status, no copy buttons, no instructions. */
export const Paid: Story = {
  args: { state: 'paid' },
  play: async ({ canvasElement, globals }) => {
    const labels = multibancoReferenceLabels(localeOf({ globals }));
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(labels.paidTitle);
    await expect(canvas.getByText(labels.paidText)).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Expired: the reference dimmed, no way to copy it. */
export const Expired: Story = {
  args: { state: 'expired' },
  play: async ({ canvasElement, globals }) => {
    const labels = multibancoReferenceLabels(localeOf({ globals }));
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(labels.expiredTitle);
    await expect(canvas.getByText(labels.expiredText)).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** A phone in French: one way to pay under the other, the digits stay on one line. */
export const PhoneFrench: Story = {
  globals: { locale: 'fr', ...viewport('mobile') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('123 456 789').getBoundingClientRect().height).toBeLessThan(40);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
