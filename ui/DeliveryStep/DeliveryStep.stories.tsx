import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Locale } from '../../contract';
import { officialGroup, twoGroups } from '../../.storybook/checkoutFixtures';
import { deliveryStepLabels } from '../../.storybook/checkoutLabels';
import { languageTagFor } from '../../.storybook/i18n';
import { viewport } from '../../.storybook/viewports';
import { DeliveryStep } from './DeliveryStep';

const localeOf = (context: Pick<StoryContext, 'globals'>): Locale => (context.globals.locale as Locale | undefined) ?? 'pt';
const euros = (amount: number, locale: Locale) => new Intl.NumberFormat(languageTagFor(locale), { style: 'currency', currency: 'EUR' }).format(amount).replace(/\s+/g, ' ');

const meta = {
  title: 'Checkout/DeliveryStep',
  component: DeliveryStep,
  globals: viewport('desktop'),
  args: { groups: twoGroups(), labels: deliveryStepLabels('pt'), languageTag: 'pt-PT', onSelect: fn(), onSubmit: fn() },
  argTypes: { labels: { control: false }, groups: { control: false } },
  render: (args, context) => {
    const locale = localeOf(context);
    return (
      <div style={{ maxWidth: 640 }}>
        <DeliveryStep {...args} languageTag={languageTagFor(locale)} labels={deliveryStepLabels(locale)} />
      </div>
    );
  },
} satisfies Meta<typeof DeliveryStep>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two sellers: the several-deliveries note, one radio group per parcel with fee and estimate; a pick is reported and shown at once. */
export const TwoSellers: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const locale = localeOf({ globals });
    const labels = deliveryStepLabels(locale);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(labels.multipleDeliveries(2))).toBeVisible();
    const official = canvas.getByRole('group', { name: (name) => name.startsWith(labels.methodsOf(labels.vendor.officialStore)) });
    const seller = canvas.getByRole('group', { name: (name) => name.startsWith(labels.methodsOf('Sapataria Douro')) });
    await expect(within(official).getByRole('radio', { name: (name) => name.includes(labels.free) })).toBeChecked();
    await expect(within(seller).getByText(euros(3.99, locale))).toBeVisible();
    await expect(within(seller).getByText(labels.deliveryEstimate('3-5'))).toBeVisible();
    const express = within(seller).getByRole('radio', { name: (name) => name.replace(/\s+/g, ' ').includes(euros(6.99, locale)) });
    await userEvent.click(express);
    await expect(express).toBeChecked();
    await expect(args.onSelect).toHaveBeenCalledWith(7, 'express');
    await userEvent.click(canvas.getByRole('button', { name: labels.continue }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    canvas.getByRole('button', { name: labels.continue }).blur();
  },
};

/** One seller: no several-deliveries note. */
export const OneSeller: Story = {
  args: { groups: [officialGroup()] },
  play: async ({ canvasElement, globals }) => {
    const labels = deliveryStepLabels(localeOf({ globals }));
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(labels.multipleDeliveries(2))).toBeNull();
    await expect(canvas.getAllByRole('radio')).toHaveLength(2);
  },
};

/** The totals are being recomputed after a pick: continue is announced busy and does nothing. */
export const Updating: Story = {
  args: { pending: true },
  play: async ({ args, canvasElement, globals }) => {
    const labels = deliveryStepLabels(localeOf({ globals }));
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: labels.continue });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    button.blur();
  },
};

/** A phone in French: method name, estimate and fee fit the row. */
export const PhoneFrench: Story = {
  globals: { locale: 'fr', ...viewport('mobile') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('radio')).toHaveLength(4);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
