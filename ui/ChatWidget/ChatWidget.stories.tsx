import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Locale } from '../../contract';
import { chatLauncherLabel, chatWidgetLabels } from '../../.storybook/assistantLabels';
import { viewport } from '../../.storybook/viewports';
import { dialogBehaviourSuite, expectModalDialog } from '../Dialog/dialogBehaviourSuite';
import { ChatLauncher } from './ChatLauncher';
import { ChatWidget, CHAT_STATUSES, type ChatMessage, type ChatStatus } from './ChatWidget';

const localeOf = (context: Pick<StoryContext, 'globals'>): Locale => (context.globals.locale as Locale | undefined) ?? 'pt';
const page = () => within(document.body);
const MAX = 250;
const TERMS = '/legal-information/terms-of-service';
const ORDER_HREF = '/order/success/00000000-0000-4000-8000-000000007001';

const QUESTION: ChatMessage = { role: 'shopper', text: 'Onde está a minha encomenda A1B2C3D4? O e-mail é ana@example.com' };
const ORDER_REPLY: ChatMessage = {
  role: 'assistant',
  text: `A sua encomenda A1B2C3D4 foi enviada pela CTT a 20 de novembro e deve chegar até dia 25. Pode segui-la em [Encomenda A1B2C3D4](${ORDER_HREF}). Não abrimos endereços como [este](https://example.com/x) nem [este](//example.com/y).`,
  streaming: false,
  actions: [
    { type: 'link', label: 'Ver a encomenda', href: ORDER_HREF },
    {
      type: 'products',
      products: [
        { uuid: 'p1', name: 'Vestido de linho', brand: 'Lumen', href: '/product/vestido-linho-mare', image: null, price: 39.99 },
        { uuid: 'p2', name: 'Camisa de popelina com um nome muito comprido', brand: null, href: '/product/camisa-popelina', image: null, price: 24.5 },
      ],
    },
    { type: 'handoff', ticket_uuid: '00000000-0000-4000-8000-000000006101', href: '/account/support/00000000-0000-4000-8000-000000006101' },
    { type: 'suggestions', prompts: ['Iniciar uma devolução', 'Falar com uma pessoa'] },
  ],
};

interface DemoProps {
  messages: ChatMessage[];
  status: ChatStatus;
  restoring: boolean;
  startOpen: boolean;
  initialDraft: string;
  locale: Locale;
  onSend: (text: string) => void;
  onRetry: () => void;
  onNavigate: (href: string) => void;
}

/** The launcher and the window as the app mounts them: the launcher opens it, closing gives the launcher the focus back. */
function ChatDemo({ messages, status, restoring, startOpen, initialDraft, locale, onSend, onRetry, onNavigate }: DemoProps) {
  const [open, setOpen] = useState(startOpen);
  const [draft, setDraft] = useState(initialDraft);
  const launcher = useRef<HTMLButtonElement>(null);
  return (
    <>
      <ChatLauncher ref={launcher} label={chatLauncherLabel(locale)} expanded={open} onOpen={() => setOpen(true)} />
      <ChatWidget
        open={open}
        onOpenChange={setOpen}
        messages={messages}
        status={status}
        restoring={restoring}
        draft={draft}
        maxLength={MAX}
        onDraftChange={setDraft}
        onSend={(text) => {
          onSend(text);
          setDraft('');
        }}
        onRetry={onRetry}
        termsHref={TERMS}
        onNavigate={onNavigate}
        labels={chatWidgetLabels(locale)}
      />
    </>
  );
}

const meta = {
  title: 'Support/ChatWidget',
  component: ChatDemo,
  args: { messages: [], status: 'idle', restoring: false, startOpen: true, initialDraft: '', locale: 'pt', onSend: fn(), onRetry: fn(), onNavigate: fn() },
  argTypes: { status: { control: 'inline-radio', options: CHAT_STATUSES }, messages: { control: false } },
  render: (args, context) => <ChatDemo {...args} locale={localeOf(context)} />,
  parameters: { layout: 'fullscreen' },
  globals: viewport('desktop'),
} satisfies Meta<typeof ChatDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const labelsOf = (globals: StoryContext['globals']) => chatWidgetLabels(localeOf({ globals }));

/** Closed: only the launcher, named and telling it opens a dialog. Opening it is the house dialog: trapped, Escape, focus back. */
export const Closed: Story = {
  args: { startOpen: false },
  play: async ({ canvas, globals }) => {
    const labels = labelsOf(globals);
    const launcher = canvas.getByRole('button', { name: chatLauncherLabel(localeOf({ globals })) });
    await expect(launcher).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(page().queryByRole('dialog')).toBeNull();
    await dialogBehaviourSuite({ trigger: launcher, name: labels.title });
  },
};

/** Open and empty: the welcome, the three starter prompts (tracking, shipping, returns) and the disclaimer with the terms. */
export const OpenEmpty: Story = {
  play: async ({ args, globals }) => {
    const labels = labelsOf(globals);
    const dialog = await expectModalDialog(labels.title);
    const chat = within(dialog);
    await expect(chat.getByText(labels.welcome)).toBeVisible();
    const starters = chat.getByRole('group', { name: labels.startersLabel });
    await expect(within(starters).getAllByRole('button').map((button) => button.textContent)).toEqual([...labels.starters]);
    await expect(chat.getByRole('link', { name: labels.terms })).toHaveAttribute('href', TERMS);
    // The input has the focus, its count says 0 of 250.
    await waitFor(() => expect(chat.getByRole('textbox', { name: labels.inputLabel })).toHaveFocus());
    await expect(chat.getByText(labels.count(0, MAX))).toBeVisible();
    await expect(chat.getByRole('button', { name: labels.send })).toBeDisabled();
    await userEvent.click(within(starters).getByRole('button', { name: labels.starters[0] }));
    await expect(args.onSend).toHaveBeenCalledWith(labels.starters[0]);
  },
};

/** The kept conversation on its way: a loading line, no starters yet. */
export const Restoring: Story = {
  args: { restoring: true },
  play: async ({ globals }) => {
    const labels = labelsOf(globals);
    const chat = within(await expectModalDialog(labels.title));
    await expect(chat.getByText(labels.loading)).toBeVisible();
    await expect(chat.queryByRole('group', { name: labels.startersLabel })).toBeNull();
  },
};

/** A reply streaming in: its first words, no actions yet, sending held until it ends; the live region stays quiet. */
export const Streaming: Story = {
  args: { messages: [QUESTION, { role: 'assistant', text: 'A sua encomenda A1B2C3D4 foi enviada pela', streaming: true, actions: [] }], status: 'streaming', initialDraft: 'Obrigada' },
  play: async ({ globals }) => {
    const labels = labelsOf(globals);
    const dialog = await expectModalDialog(labels.title);
    const chat = within(dialog);
    const log = chat.getByRole('list', { name: labels.title });
    await expect(within(log).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(log).getByText(/foi enviada pela/)).toBeVisible();
    await expect(chat.getByRole('button', { name: labels.send })).toBeDisabled();
    await expect(chat.getByRole('status')).toHaveTextContent('');
  },
};

/** Waiting for the first word: the typing line. */
export const Waiting: Story = {
  args: { messages: [QUESTION], status: 'waiting' },
  play: async ({ globals }) => {
    const labels = labelsOf(globals);
    const chat = within(await expectModalDialog(labels.title));
    await expect(chat.getByText(labels.typing)).toBeVisible();
  },
};

/**
 * A whole reply: its same-origin links are anchors (another site's address stays text), the link action, product
 * cards, the hand-off notice with where to follow the request, and suggestion chips that send themselves.
 */
export const RichReply: Story = {
  args: { messages: [QUESTION, ORDER_REPLY] },
  play: async ({ args, globals }) => {
    const labels = labelsOf(globals);
    const chat = within(await expectModalDialog(labels.title));
    await expect(chat.getByRole('link', { name: 'Encomenda A1B2C3D4' })).toHaveAttribute('href', ORDER_HREF);
    await expect(chat.queryAllByRole('link', { name: 'este' })).toEqual([]);
    await expect(chat.getByText(/como este nem este\./)).toBeVisible();
    await expect(chat.getByRole('link', { name: 'Ver a encomenda' })).toHaveAttribute('href', ORDER_HREF);
    const products = chat.getByRole('list', { name: labels.products });
    await expect(within(products).getAllByRole('link')[0]).toHaveAttribute('href', '/product/vestido-linho-mare');
    await expect(within(products).getAllByRole('link')[0]).toHaveAccessibleName(/Vestido de linho/);
    const note = chat.getByRole('note');
    await expect(note).toHaveTextContent(labels.handoff);
    await expect(within(note).getByRole('link', { name: labels.handoffLink })).toHaveAttribute('href', '/account/support/00000000-0000-4000-8000-000000006101');
    const suggestions = chat.getByRole('group', { name: labels.suggestions });
    await userEvent.click(within(suggestions).getByRole('button', { name: 'Falar com uma pessoa' }));
    await expect(args.onSend).toHaveBeenCalledWith('Falar com uma pessoa');
    // A link of the chat goes through the app's navigation.
    await userEvent.click(chat.getByRole('link', { name: 'Encomenda A1B2C3D4' }));
    await expect(args.onNavigate).toHaveBeenCalledWith(ORDER_HREF);
  },
};

/** No reply came: the reason and a retry. */
export const Failed: Story = {
  args: { messages: [QUESTION], status: 'failed' },
  play: async ({ args, globals }) => {
    const labels = labelsOf(globals);
    const chat = within(await expectModalDialog(labels.title));
    await expect(chat.getByText(labels.failed)).toBeVisible();
    await userEvent.click(chat.getByRole('button', { name: labels.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** 429: too many messages in a row; wait a minute, then retry. */
export const RateLimited: Story = {
  args: { messages: [QUESTION], status: 'rateLimited' },
  play: async ({ globals }) => {
    const labels = labelsOf(globals);
    const chat = within(await expectModalDialog(labels.title));
    await expect(chat.getByText(labels.rateLimited)).toBeVisible();
    await expect(chat.getByRole('button', { name: labels.retry })).toBeVisible();
  },
};

/** §9: the input at 250 characters: the count says so, and the field takes no more. */
export const FullInput: Story = {
  args: { initialDraft: 'a'.repeat(MAX) },
  play: async ({ globals }) => {
    const labels = labelsOf(globals);
    const chat = within(await expectModalDialog(labels.title));
    const input = chat.getByRole('textbox', { name: labels.inputLabel });
    await expect(input).toHaveAttribute('maxlength', String(MAX));
    await expect(chat.getByText(labels.count(MAX, MAX))).toBeVisible();
    await expect(input).toHaveAccessibleDescription(labels.count(MAX, MAX));
    input.focus();
    await userEvent.keyboard('b');
    await expect((input as HTMLTextAreaElement).value).toHaveLength(MAX);
  },
};

/** Keyboard only: Tab to the launcher, Enter opens, type and Enter sends, Escape closes and the launcher has the focus. */
export const KeyboardOnly: Story = {
  args: { startOpen: false },
  play: async ({ args, canvas, globals }) => {
    const labels = labelsOf(globals);
    const launcher = canvas.getByRole('button', { name: chatLauncherLabel(localeOf({ globals })) });
    await userEvent.tab();
    await expect(launcher).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await expectModalDialog(labels.title);
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: labels.inputLabel })).toHaveFocus());
    await userEvent.keyboard('Olá{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('Olá');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(launcher).toHaveFocus());
  },
};

/** Below 768px the window is the whole screen. */
export const Phone: Story = {
  args: { messages: [QUESTION, ORDER_REPLY] },
  globals: viewport('mobile'),
  play: async ({ globals }) => {
    const dialog = await expectModalDialog(labelsOf(globals).title);
    await waitFor(() => {
      const box = dialog.getBoundingClientRect();
      expect([box.left, box.top, box.width, box.height]).toEqual([0, 0, window.innerWidth, window.innerHeight]);
    });
  },
};

/** From 768px a 420×640 window in the bottom right corner. */
export const Desktop: Story = {
  args: { messages: [QUESTION, ORDER_REPLY] },
  play: async ({ globals }) => {
    const dialog = await expectModalDialog(labelsOf(globals).title);
    await waitFor(() => {
      const box = dialog.getBoundingClientRect();
      expect([box.width, box.height]).toEqual([420, 640]);
      expect(window.innerWidth - box.right).toBe(24);
      expect(window.innerHeight - box.bottom).toBe(24);
    });
  },
};
