import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Locale } from '../../contract';
import { ADDRESSES, addressCardLabels } from '../../.storybook/accountWalletFixtures';
import { viewport } from '../../.storybook/viewports';
import { AddressCard } from './AddressCard';

const localeOf = (context: Pick<StoryContext, 'globals'>): Locale => (context.globals.locale as Locale | undefined) ?? 'pt';

const meta = {
  title: 'Account/AddressCard',
  component: AddressCard,
  args: { address: ADDRESSES[0]!, labels: addressCardLabels('pt'), onEdit: fn(), onDelete: fn(), onMakeDefault: fn() },
  argTypes: { labels: { control: false }, address: { control: false } },
  render: (args, context) => (
    <div style={{ maxWidth: 420 }}>
      <AddressCard {...args} labels={addressCardLabels(localeOf(context))} />
    </div>
  ),
} satisfies Meta<typeof AddressCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The default of both kinds: its label as the title, both badges, no "make default" action. */
export const DefaultOfBoth: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const labels = addressCardLabels(localeOf({ globals }));
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Casa' })).toBeVisible();
    await expect(canvas.getByText(labels.defaultShipping)).toBeVisible();
    await expect(canvas.getByText(labels.defaultBilling)).toBeVisible();
    await expect(canvas.getByText('1200-195 Lisboa')).toBeVisible();
    await expect(canvas.getByText(labels.nif('123456789'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: labels.makeDefaultShipping })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: labels.edit }));
    await expect(args.onEdit).toHaveBeenCalled();
  },
};

/** Another address, with the longest texts: no badge, the recipient as the title, both "make default" actions. */
export const NotDefaultLongest: Story = {
  args: { address: ADDRESSES[1]! },
  play: async ({ args, canvasElement, globals }) => {
    const labels = addressCardLabels(localeOf({ globals }));
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(labels.defaultShipping)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: labels.makeDefaultBilling }));
    await expect(args.onMakeDefault).toHaveBeenCalledWith('billing');
    await userEvent.click(canvas.getByRole('button', { name: labels.delete }));
    await expect(args.onDelete).toHaveBeenCalled();
  },
};

/** A change on its way: the actions wait. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement, globals }) => {
    const labels = addressCardLabels(localeOf({ globals }));
    await expect(within(canvasElement).getByRole('button', { name: labels.edit })).toBeDisabled();
  },
};

/** On a phone. */
export const Phone: Story = {
  globals: viewport('mobile'),
  args: { address: ADDRESSES[1]! },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('article')).toBeVisible();
  },
};
