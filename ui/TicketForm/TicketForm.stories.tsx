import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import type { Locale } from '../../contract';
import { accountErrorText, ticketFormLabels } from '../../.storybook/supportLabels';
import { viewport } from '../../.storybook/viewports';
import { TicketForm } from './TicketForm';

const localeOf = (context: Pick<StoryContext, 'globals'>): Locale => (context.globals.locale as Locale | undefined) ?? 'pt';
const orders = [
  { uuid: '9f0c1a52-8d3e-4b7a-9c1e-2f4a5b6c7d8e', number: '9f0c1a52' },
  { uuid: '1b2c3d4e-8d3e-4b7a-9c1e-2f4a5b6c7d8e', number: '1b2c3d4e' },
];

const meta = {
  title: 'Support/TicketForm',
  component: TicketForm,
  args: { orders, labels: ticketFormLabels('pt'), pending: false, onSubmit: fn(), onCancel: fn() },
  argTypes: { labels: { control: false } },
  render: (args, context) => <TicketForm {...args} labels={ticketFormLabels(localeOf(context))} />,
} satisfies Meta<typeof TicketForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A category, one of the customer's orders (optional), a subject and the message. */
export const Default: Story = {
  play: async ({ canvas, args, globals }) => {
    const labels = ticketFormLabels(localeOf({ globals }));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: labels.category }), 'order');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: labels.order }), orders[0]!.uuid);
    await userEvent.type(canvas.getByRole('textbox', { name: labels.subject }), 'Atraso');
    await userEvent.type(canvas.getByRole('textbox', { name: labels.message }), 'Ainda não chegou.');
    await userEvent.click(canvas.getByRole('button', { name: labels.submit }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ subject: 'Atraso', category: 'order', orderUuid: orders[0]!.uuid, message: 'Ainda não chegou.' });
  },
};

/** A customer without orders is not offered an order choice. */
export const WithoutOrders: Story = {
  args: { orders: [] },
  play: async ({ canvas, globals }) => {
    const labels = ticketFormLabels(localeOf({ globals }));
    await expect(canvas.queryByRole('combobox', { name: labels.order })).toBeNull();
    await expect(canvas.getByRole('combobox', { name: labels.category })).toBeVisible();
  },
};

/** Errors sit under their fields, and the first takes the focus. */
export const FieldErrors: Story = {
  render: (args, context) => {
    const locale = localeOf(context);
    return <TicketForm {...args} labels={ticketFormLabels(locale)} errors={{ category: accountErrorText(locale, 'invalid'), subject: accountErrorText(locale, 'required') }} />;
  },
  play: async ({ canvas, globals }) => {
    const locale = localeOf({ globals });
    const labels = ticketFormLabels(locale);
    const category = canvas.getByRole('combobox', { name: labels.category });
    await expect(category).toHaveAttribute('aria-invalid', 'true');
    await expect(category).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: labels.subject })).toHaveAccessibleDescription(accountErrorText(locale, 'required'));
  },
};

/** Sending: announced busy, a second submit ignored. */
export const Sending: Story = {
  args: { pending: true },
  play: async ({ canvas, args, globals }) => {
    const labels = ticketFormLabels(localeOf({ globals }));
    const button = canvas.getByRole('button', { name: labels.submitting });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** On a phone the two selects stack and the form fits. */
export const Phone: Story = {
  globals: viewport('mobile'),
  parameters: { layout: 'fullscreen' },
  play: async ({ canvas, globals }) => {
    const labels = ticketFormLabels(localeOf({ globals }));
    const category = canvas.getByRole('combobox', { name: labels.category });
    const order = canvas.getByRole('combobox', { name: labels.order });
    await expect(order.getBoundingClientRect().top).toBeGreaterThan(category.getBoundingClientRect().bottom);
    await expect(canvas.getByRole('form').getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
