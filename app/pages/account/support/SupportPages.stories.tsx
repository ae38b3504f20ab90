import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { ContentPage } from '../../../../contract';
import { $contentPage } from '../../../../features/content';
import { SUPPORT_TICKETS, supportHandlers, supportMockState, type SupportMockState } from '../../../../mocks';
import { fixedClock } from '../../../../.storybook/appStories';
import { localeOf, renderPage, storyMock, tFor } from '../../../../.storybook/pageStory';
import { viewport } from '../../../../.storybook/viewports';
import { FIXTURE_NOW_MS } from '../../../../mocks/fixtures';
import { buildContactFormLabels, buildTicketListLabels, buildTicketThreadLabels } from '../../../shell/supportLabels';
import ContactPage from '../../support/ContactPage';
import { SupportSection } from './SupportSection';
import TicketPage from './TicketPage';

const pages = { '/account/support': SupportSection, '/account/support/:uuid': TicketPage, '/contact': ContactPage };
const t = (context: Pick<StoryContext, 'globals'>) => tFor(localeOf(context));
const [waiting, , closed] = SUPPORT_TICKETS;

/** The CMS page /contact shows above the form (the route's loader reads it before the page draws). */
const contactContent: ContentPage = {
  slug: 'contact',
  kind: 'contact',
  locale: 'pt',
  title: 'Contactos',
  summary: 'Respondemos de segunda a sexta, das 9h às 18h.',
  sections: [{ heading: 'Apoio ao cliente', body: 'Escreva-nos pelo formulário abaixo; respondemos no mesmo dia útil.' }],
  updated_at: '2026-11-01T10:00:00.000Z',
  translations: [],
};

const support = storyMock(supportMockState, supportHandlers);

const meta = {
  title: 'Pages/Account/Support',
  parameters: { layout: 'fullscreen', support: {} as Partial<SupportMockState>, path: '/account/support', guest: false },
  globals: viewport('desktop'),
  beforeEach({ msw, parameters }) {
    support.install(msw, parameters.support);
    return fixedClock(FIXTURE_NOW_MS);
  },
  render: renderPage(pages, { values: [[$contentPage, contactContent]], frame: { maxWidth: 960, padding: 16 } }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The customer's requests, newest activity first, each with its status; a new one starts from the button. */
export const Tickets: Story = {
  play: async ({ canvas, globals }) => {
    const labels = buildTicketListLabels(t({ globals }));
    await expect(canvas.getByRole('heading', { level: 1, name: t({ globals })('account.nav.support') })).toBeVisible();
    const first = await canvas.findByRole('link', { name: new RegExp(waiting!.subject) });
    await expect(first).toBeVisible();
    await expect(canvas.getByRole('link', { name: new RegExp(closed!.subject) })).toBeVisible();
    for (const status of ['waiting', 'open', 'closed'] as const) await expect(canvas.getAllByText(labels.statuses[status]).length).toBeGreaterThan(0);
    await expect(canvas.getByRole('button', { name: t({ globals })('support.list.newTicket') })).toBeVisible();
  },
};

/** No request yet: the empty list says so. */
export const TicketsEmpty: Story = {
  parameters: { support: { tickets: [] } },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByRole('heading', { name: buildTicketListLabels(t({ globals })).emptyTitle })).toBeVisible();
  },
};

/** One request's conversation: the customer's question and the shop's answer, and the reply box. */
export const Thread: Story = {
  parameters: { path: `/account/support/${waiting!.uuid}` },
  play: async ({ canvas, globals }) => {
    const labels = buildTicketThreadLabels(t({ globals }));
    await expect(await canvas.findByRole('heading', { level: 1, name: waiting!.subject })).toBeVisible();
    const messages = canvas.getByRole('list', { name: labels.messages });
    await expect(within(messages).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(messages).getByText(waiting!.messages[1]!.body)).toBeVisible();
    await expect(canvas.getByText(labels.waitingNotice)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: labels.reply })).toBeVisible();
  },
};

/** A reply typed and sent joins the conversation, and the request is open again. */
export const ThreadReplied: Story = {
  parameters: { path: `/account/support/${waiting!.uuid}` },
  play: async ({ canvas, globals }) => {
    const labels = buildTicketThreadLabels(t({ globals }));
    await userEvent.type(await canvas.findByRole('textbox', { name: labels.reply }), 'Obrigada, fico a aguardar.');
    await userEvent.click(canvas.getByRole('button', { name: labels.send }));
    const messages = canvas.getByRole('list', { name: labels.messages });
    await expect(await within(messages).findByText('Obrigada, fico a aguardar.')).toBeVisible();
    await expect(support.current.tickets.find((ticket) => ticket.uuid === waiting!.uuid)?.status).toBe('open');
  },
};

/** A phone: the conversation full width, the reply box under it. */
export const ThreadPhone: Story = {
  ...Thread,
  globals: viewport('mobile'),
};

/** /contact for a guest: the shop's contact page, then the form; sending asks to confirm the e-mail. */
export const ContactGuest: Story = {
  parameters: { path: '/contact', guest: true },
  play: async ({ canvas, globals }) => {
    const labels = buildContactFormLabels(t({ globals }));
    await expect(canvas.getByRole('heading', { level: 1, name: 'Contactos' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: labels.name }), 'Rui Costa');
    await userEvent.type(canvas.getByRole('textbox', { name: labels.email }), 'rui@example.pt');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: labels.category }), 'product');
    await userEvent.type(canvas.getByRole('textbox', { name: labels.subject }), 'Tamanhos');
    await userEvent.type(canvas.getByRole('textbox', { name: labels.message }), 'O vestido midi veste grande?');
    await userEvent.click(canvas.getByRole('button', { name: labels.submit }));
    await expect(await canvas.findByRole('heading', { name: labels.confirmTitle })).toBeVisible();
    await expect(canvas.getByText(labels.confirmText('rui@example.pt'))).toBeVisible();
    await expect(support.current.contacts).toMatchObject([{ email: 'rui@example.pt', category: 'product', locale: localeOf({ globals }) }]);
  },
};
