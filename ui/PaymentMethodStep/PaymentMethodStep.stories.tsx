import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Locale } from '../../contract';
import { PAYMENT_METHODS } from '../../.storybook/checkoutFixtures';
import { checkoutStepValidators, paymentMethodStepLabels } from '../../.storybook/checkoutLabels';
import { viewport } from '../../.storybook/viewports';
import { PaymentMethodStep } from './PaymentMethodStep';

const localeOf = (context: Pick<StoryContext, 'globals'>): Locale => (context.globals.locale as Locale | undefined) ?? 'pt';

const meta = {
  title: 'Checkout/PaymentMethodStep',
  component: PaymentMethodStep,
  globals: viewport('desktop'),
  args: { methods: PAYMENT_METHODS, labels: paymentMethodStepLabels('pt'), onSubmit: fn(), onMethodChange: fn() },
  argTypes: { labels: { control: false }, methods: { control: false } },
  render: (args, context) => {
    const locale = localeOf(context);
    const labels = paymentMethodStepLabels(locale);
    return (
      <div style={{ maxWidth: 640 }}>
        <PaymentMethodStep {...args} labels={labels} validate={checkoutStepValidators(locale).payment} />
      </div>
    );
  },
} satisfies Meta<typeof PaymentMethodStep>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen: two radio cards with how long each holds the order; continuing asks for a choice. */
export const NoChoice: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const labels = paymentMethodStepLabels(localeOf({ globals }));
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: labels.legend });
    await expect(within(group).getAllByRole('radio')).toHaveLength(2);
    await expect(canvas.getByText(labels.mbwayDescription(4))).toBeVisible();
    await expect(canvas.getByText(labels.multibancoDescription(72))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: labels.continue }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(group).toHaveAccessibleDescription(labels.errors.methodRequired);
    canvas.getByRole('button', { name: labels.continue }).blur();
  },
};

/** MB WAY: the phone field opens under its card with +351 fixed; a wrong number is refused, a right one sent as typed. */
export const Mbway: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const labels = paymentMethodStepLabels(localeOf({ globals }));
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /MB WAY/ }));
    await expect(args.onMethodChange).toHaveBeenCalledWith('mbway');
    const phone = canvas.getByRole('textbox', { name: labels.mbwayPhone });
    await expect(phone).toHaveAttribute('type', 'tel');
    await expect(canvas.getByText('+351')).toBeVisible();
    await userEvent.type(phone, '212345678');
    await userEvent.click(canvas.getByRole('button', { name: labels.continue }));
    await expect(phone).toHaveAccessibleDescription(expect.stringContaining(labels.errors.mbwayPhoneInvalid));
    await expect(phone).toHaveFocus();
    await userEvent.clear(phone);
    await userEvent.type(phone, '912 345 678');
    await userEvent.click(canvas.getByRole('button', { name: labels.continue }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ payment_method: 'mbway', mbway_phone: '912 345 678' });
    canvas.getByRole('button', { name: labels.continue }).blur();
  },
};

/** Multibanco: no phone asked. */
export const Multibanco: Story = {
  args: { values: { payment_method: 'multibanco' } },
  play: async ({ args, canvasElement, globals }) => {
    const labels = paymentMethodStepLabels(localeOf({ globals }));
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: /Multibanco/ })).toBeChecked();
    await expect(canvas.queryByRole('textbox', { name: labels.mbwayPhone })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: labels.continue }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ payment_method: 'multibanco' });
    canvas.getByRole('button', { name: labels.continue }).blur();
  },
};

/** A phone in French, MB WAY chosen: the cards and the long descriptions wrap inside the screen. */
export const PhoneFrench: Story = {
  globals: { locale: 'fr', ...viewport('mobile') },
  parameters: { layout: 'fullscreen' },
  args: { values: { payment_method: 'mbway' } },
  play: async ({ canvasElement }) => {
    const labels = paymentMethodStepLabels('fr');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: labels.mbwayPhone })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};


/** A customer with some credit: the switch off; switched on, the model reads the totals again. */
export const StoreCreditOffered: Story = {
  args: { storeCredit: { available: 12.5, use: false, applied: 0, remaining: 40, onToggle: fn(), onContinue: fn() } },
  play: async ({ args, canvasElement, globals }) => {
    const labels = paymentMethodStepLabels(localeOf({ globals }));
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: labels.storeCredit!.use(12.5) });
    await expect(box).not.toBeChecked();
    await userEvent.click(box);
    await expect(args.storeCredit!.onToggle).toHaveBeenCalledWith(true);
    await expect(canvas.getAllByRole('radio')).toHaveLength(2);
  },
};

/** Credit used for part of the total: what it pays, and a method for the rest. */
export const StoreCreditWithMethod: Story = {
  args: { storeCredit: { available: 12.5, use: true, applied: 12.5, remaining: 27.5, onToggle: fn(), onContinue: fn() } },
  play: async ({ canvasElement, globals }) => {
    const labels = paymentMethodStepLabels(localeOf({ globals }));
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(labels.storeCredit!.rest(12.5, 27.5).replace(/\s+/g, ' '));
    await expect(canvas.getByRole('group', { name: labels.legend })).toBeVisible();
  },
};

/** Credit that pays everything: no method to choose; continuing goes on. */
export const StoreCreditCoversAll: Story = {
  args: { storeCredit: { available: 500, use: true, applied: 40, remaining: 0, onToggle: fn(), onContinue: fn() } },
  play: async ({ args, canvasElement, globals }) => {
    const labels = paymentMethodStepLabels(localeOf({ globals }));
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(labels.storeCredit!.covers.replace(/\s+/g, ' '));
    await expect(canvas.queryByRole('radio')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: labels.continue }));
    await expect(args.storeCredit!.onContinue).toHaveBeenCalled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
