import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Locale } from '../../contract';
import { MBWAY_EXPIRES_AT, frozenNow } from '../../.storybook/checkoutFixtures';
import { mbwayPaymentLabels, mbwayPhoneValidator } from '../../.storybook/checkoutLabels';
import { languageTagFor } from '../../.storybook/i18n';
import { viewport } from '../../.storybook/viewports';
import { MbwayPayment } from './MbwayPayment';

const localeOf = (context: Pick<StoryContext, 'globals'>): Locale => (context.globals.locale as Locale | undefined) ?? 'pt';
const euros = (amount: number, locale: Locale) => new Intl.NumberFormat(languageTagFor(locale), { style: 'currency', currency: 'EUR' }).format(amount).replace(/\s+/g, ' ');

const meta = {
  title: 'Payment/MbwayPayment',
  component: MbwayPayment,
  globals: viewport('desktop'),
  args: {
    state: 'phone',
    amount: 112.69,
    phone: '912345678',
    expiresAt: MBWAY_EXPIRES_AT,
    now: frozenNow,
    labels: mbwayPaymentLabels('pt'),
    languageTag: 'pt-PT',
    onSubmitPhone: fn(),
    onSendAgain: fn(),
    onPayByMultibanco: fn(),
  },
  argTypes: { labels: { control: false }, now: { control: false } },
  render: (args, context) => {
    const locale = localeOf(context);
    const labels = mbwayPaymentLabels(locale);
    return (
      <div style={{ width: 480, maxWidth: '100%' }}>
        <MbwayPayment {...args} languageTag={languageTagFor(locale)} labels={labels} validatePhone={mbwayPhoneValidator(labels.errors.mbwayPhoneInvalid)} />
      </div>
    );
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MbwayPayment>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The phone to send the request to: +351 fixed, a landline refused in the shopper's language, a mobile sent. */
export const PhoneEntry: Story = {
  args: { phone: undefined },
  play: async ({ args, canvasElement, globals }) => {
    const locale = localeOf({ globals });
    const labels = mbwayPaymentLabels(locale);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(euros(112.69, locale))).toBeVisible();
    const phone = canvas.getByRole('textbox', { name: labels.phone });
    await userEvent.type(phone, '212345678');
    await userEvent.click(canvas.getByRole('button', { name: labels.send }));
    await expect(phone).toHaveAccessibleDescription(expect.stringContaining(labels.errors.mbwayPhoneInvalid));
    await expect(args.onSubmitPhone).not.toHaveBeenCalled();
    await userEvent.clear(phone);
    await userEvent.type(phone, '912345678');
    await userEvent.click(canvas.getByRole('button', { name: labels.send }));
    await expect(args.onSubmitPhone).toHaveBeenCalledWith('912345678');
    canvas.getByRole('button', { name: labels.send }).blur();
  },
};

/** Waiting for the approval in the app: the request's amount and phone, the 4-minute countdown, the steps, the live status. */
export const Waiting: Story = {
  args: { state: 'waiting' },
  play: async ({ canvasElement, globals }) => {
    const locale = localeOf({ globals });
    const labels = mbwayPaymentLabels(locale);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: labels.waitingTitle })).toBeVisible();
    await expect(canvas.getByText(labels.waitingText(euros(112.69, locale), '+351 912 345 678'))).toBeVisible();
    await expect(canvas.getByRole('timer', { name: labels.timeLeft })).toHaveTextContent('04:00');
    await expect(canvas.getByRole('status')).toHaveTextContent(labels.waitingStatus);
    await expect(canvas.getByText(labels.connection.live)).toBeVisible();
  },
};

/** The socket is down: the page says it checks every few seconds instead. */
export const WaitingPolling: Story = {
  args: { state: 'waiting', connection: 'polling' },
  play: async ({ canvasElement, globals }) => {
    const labels = mbwayPaymentLabels(localeOf({ globals }));
    await expect(within(canvasElement).getByText(labels.connection.polling)).toBeVisible();
  },
};

/** Timed out: said plainly, with one tap to send again or to pay by Multibanco instead. */
export const Timeout: Story = {
  args: { state: 'timeout' },
  play: async ({ args, canvasElement, globals }) => {
    const labels = mbwayPaymentLabels(localeOf({ globals }));
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: labels.timeoutTitle })).toBeVisible();
    await expect(canvas.getByText(labels.timeoutText)).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(labels.timeoutTitle);
    await userEvent.click(canvas.getByRole('button', { name: labels.sendAgain }));
    await expect(args.onSendAgain).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: labels.payByMultibanco }));
    await expect(args.onPayByMultibanco).toHaveBeenCalledTimes(1);
    canvas.getByRole('button', { name: labels.payByMultibanco }).blur();
  },
};

/** Declined with the gateway's reason, and the same two choices. */
export const Declined: Story = {
  args: { state: 'declined', declineReason: 'Saldo insuficiente' },
  play: async ({ canvasElement, globals }) => {
    const labels = mbwayPaymentLabels(localeOf({ globals }));
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: labels.declinedTitle })).toBeVisible();
    await expect(canvas.getByText(labels.declinedReason('Saldo insuficiente'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: labels.sendAgain })).toBeVisible();
    await expect(canvas.getByRole('button', { name: labels.payByMultibanco })).toBeVisible();
  },
};

/** Sending again: both choices wait, the first says so. */
export const SendingAgain: Story = {
  args: { state: 'declined', pending: true },
  play: async ({ args, canvasElement, globals }) => {
    const labels = mbwayPaymentLabels(localeOf({ globals }));
    const canvas = within(canvasElement);
    await expect(canvas.getByText(labels.declinedText)).toBeVisible();
    const sending = canvas.getByRole('button', { name: labels.sending });
    await expect(sending).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(canvas.getByRole('button', { name: labels.payByMultibanco }));
    await expect(args.onPayByMultibanco).not.toHaveBeenCalled();
    canvas.getByRole('button', { name: labels.payByMultibanco }).blur();
  },
};

/** Approved: the order is being confirmed. */
export const Approved: Story = {
  args: { state: 'approved' },
  play: async ({ canvasElement, globals }) => {
    const labels = mbwayPaymentLabels(localeOf({ globals }));
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: labels.approvedTitle })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(labels.approvedTitle);
  },
};

/** A phone in French, waiting: the card fills the screen, the long sentences wrap. */
export const PhoneFrenchWaiting: Story = {
  globals: { locale: 'fr', ...viewport('mobile') },
  args: { state: 'waiting' },
  play: async ({ canvasElement }) => {
    const labels = mbwayPaymentLabels('fr');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('timer', { name: labels.timeLeft })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** A phone in French, timed out: the two choices stack full width. */
export const PhoneFrenchTimeout: Story = {
  globals: { locale: 'fr', ...viewport('mobile') },
  args: { state: 'timeout' },
  play: async ({ canvasElement }) => {
    const labels = mbwayPaymentLabels('fr');
    const canvas = within(canvasElement);
    const again = canvas.getByRole('button', { name: labels.sendAgain }).getBoundingClientRect();
    const multibanco = canvas.getByRole('button', { name: labels.payByMultibanco }).getBoundingClientRect();
    await expect(multibanco.top).toBeGreaterThan(again.bottom);
    await expect(multibanco.width).toBe(again.width);
  },
};
