import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Locale } from '../../contract';
import { ORDER_NUMBER, longFrenchGroups, orderView } from '../../.storybook/checkoutFixtures';
import { orderSuccessLabels } from '../../.storybook/checkoutLabels';
import { languageTagFor } from '../../.storybook/i18n';
import { viewport } from '../../.storybook/viewports';
import { OrderSuccess } from './OrderSuccess';

const localeOf = (context: Pick<StoryContext, 'globals'>): Locale => (context.globals.locale as Locale | undefined) ?? 'pt';

const meta = {
  title: 'Checkout/OrderSuccess',
  component: OrderSuccess,
  globals: viewport('desktop'),
  args: { order: orderView('paid'), orderNumber: ORDER_NUMBER, continueShoppingHref: '/', ordersHref: '/account/orders', labels: orderSuccessLabels('pt'), languageTag: 'pt-PT' },
  argTypes: { labels: { control: false }, order: { control: false } },
  render: (args, context) => {
    const locale = localeOf(context);
    return <OrderSuccess {...args} languageTag={languageTagFor(locale)} labels={orderSuccessLabels(locale)} />;
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof OrderSuccess>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Paid: the number (first 8 characters of the uuid, as they are), the e-mail, one parcel per seller with its estimate, what comes next. */
export const Paid: Story = {
  play: async ({ canvasElement, globals }) => {
    const labels = orderSuccessLabels(localeOf({ globals }));
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: labels.title })).toBeVisible();
    await expect(canvas.getByText(labels.orderNumber(ORDER_NUMBER))).toBeVisible();
    await expect(canvas.getByText(labels.emailSent('ana.silva@example.pt'))).toBeVisible();
    await expect(canvas.getByText(labels.shippedBy('Sapataria Douro'))).toBeVisible();
    await expect(canvas.getByText(labels.deliveryEstimate('3-5'))).toBeVisible();
    await expect(canvas.getByRole('heading', { name: labels.nextTitle })).toBeVisible();
    await expect(canvas.getByRole('link', { name: labels.continueShopping })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: labels.viewOrders })).toHaveAttribute('href', '/account/orders');
  },
};

/** Placed but not paid yet (a Multibanco reference waiting): its own title and 'total to pay'; a guest has no orders link. */
export const AwaitingPayment: Story = {
  args: { order: orderView('pending_payment'), ordersHref: undefined },
  play: async ({ canvasElement, globals }) => {
    const labels = orderSuccessLabels(localeOf({ globals }));
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: labels.pendingTitle })).toBeVisible();
    await expect(canvas.getByText(labels.totalDue)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: labels.viewOrders })).toBeNull();
  },
};

/** A phone in French: the buttons stack, the shipments wrap. */
export const PhoneFrench: Story = {
  globals: { locale: 'fr', ...viewport('mobile') },
  args: { order: orderView('paid', longFrenchGroups()) },
  play: async ({ canvasElement }) => {
    const labels = orderSuccessLabels('fr');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: labels.continueShopping })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** In English: the official store's parcel is shipped by the 'Official Store', never by its Portuguese name. */
export const OfficialStoreInEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Shipped by Official Store')).toBeVisible();
    await expect(canvas.queryByText(/Loja Oficial/)).toBeNull();
  },
};
