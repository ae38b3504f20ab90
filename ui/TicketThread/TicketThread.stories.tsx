import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import type { Locale } from '../../contract';
import { accountErrorText, ticketThreadLabels } from '../../.storybook/supportLabels';
import { viewport } from '../../.storybook/viewports';
import { TicketThread, type TicketThreadMessage } from './TicketThread';

const localeOf = (context: Pick<StoryContext, 'globals'>): Locale => (context.globals.locale as Locale | undefined) ?? 'pt';

const question: TicketThreadMessage = { author: 'customer', body: 'Encomendei há uma semana e ainda não recebi.\nO número é 9f0c1a52.', sent: '20/11/2026, 10:04' };
const answer: TicketThreadMessage = { author: 'operator', body: 'Já seguiu pela transportadora e chega amanhã.', sent: '20/11/2026, 11:30' };

const meta = {
  title: 'Support/TicketThread',
  component: TicketThread,
  args: {
    subject: 'A encomenda ainda não chegou',
    category: 'delivery',
    status: 'open',
    orderNumber: '9f0c1a52',
    messages: [question],
    labels: ticketThreadLabels('pt'),
    replyState: 'idle',
    newTicketHref: '/account/support',
    onReply: fn(),
    onClose: fn(),
  },
  argTypes: { labels: { control: false } },
  render: (args, context) => <TicketThread {...args} labels={ticketThreadLabels(localeOf(context))} />,
} satisfies Meta<typeof TicketThread>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An open request: the conversation, a reply box and a way to close it. */
export const Open: Story = {
  play: async ({ canvas, args, globals }) => {
    const labels = ticketThreadLabels(localeOf({ globals }));
    await expect(canvas.getByRole('heading', { level: 1, name: args.subject })).toBeVisible();
    await expect(canvas.getByRole('list', { name: labels.messages })).toHaveAttribute('aria-live', 'polite');
    const reply = canvas.getByRole('textbox', { name: labels.reply });
    await userEvent.type(reply, 'Obrigado!');
    await userEvent.click(canvas.getByRole('button', { name: labels.send }));
    await expect(args.onReply).toHaveBeenCalledWith('Obrigado!');
    await userEvent.click(canvas.getByRole('button', { name: labels.close }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** The shop answered: its message on the other side, and a note that it waits for the customer. */
export const WaitingForCustomer: Story = {
  args: { status: 'waiting', messages: [question, answer] },
  play: async ({ canvas, globals }) => {
    const labels = ticketThreadLabels(localeOf({ globals }));
    await expect(canvas.getByText(labels.waitingNotice)).toBeVisible();
    await expect(canvas.getByText(labels.authors.operator)).toBeVisible();
    await expect(canvas.getByText(labels.statuses.waiting)).toBeVisible();
  },
};

/** Closed: no reply box, a way to ask again instead. */
export const Closed: Story = {
  args: { status: 'closed', messages: [question, answer] },
  play: async ({ canvas, globals }) => {
    const labels = ticketThreadLabels(localeOf({ globals }));
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.getByRole('link', { name: labels.newTicket })).toHaveAttribute('href', '/account/support');
  },
};

/** Sending: announced busy, typing locked, a second submit ignored. */
export const Sending: Story = {
  args: { replyState: 'pending' },
  play: async ({ canvas, args, globals }) => {
    const labels = ticketThreadLabels(localeOf({ globals }));
    const button = canvas.getByRole('button', { name: labels.sending });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onReply).not.toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: labels.reply })).toHaveAttribute('readonly');
  },
};

/** An empty reply is refused under the box; a failed send says so above it. */
export const ReplyErrors: Story = {
  args: { replyState: 'failed' },
  render: (args, context) => <TicketThread {...args} labels={ticketThreadLabels(localeOf(context))} replyError={accountErrorText(localeOf(context), 'required')} />,
  play: async ({ canvas, globals }) => {
    const locale = localeOf({ globals });
    const labels = ticketThreadLabels(locale);
    await expect(canvas.getByRole('alert')).toHaveTextContent(labels.replyFailed);
    await expect(canvas.getByRole('textbox', { name: labels.reply })).toHaveAccessibleDescription(accountErrorText(locale, 'required'));
  },
};

/** Sent: the status says so. */
export const Sent: Story = {
  args: { replyState: 'sent', messages: [question, { ...question, body: 'Obrigado!' }] },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(ticketThreadLabels(localeOf({ globals })).sent);
  },
};

/** On a phone the bubbles keep inside the screen. */
export const Phone: Story = {
  globals: viewport('mobile'),
  parameters: { layout: 'fullscreen' },
  args: { status: 'waiting', messages: [question, answer] },
  play: async ({ canvas, globals }) => {
    const list = canvas.getByRole('list', { name: ticketThreadLabels(localeOf({ globals })).messages });
    await expect(list.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
