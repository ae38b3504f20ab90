import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { contentPageLabels } from '../../.storybook/catalogLabels';
import type { Locale } from '../../.storybook/i18n';
import { viewport } from '../../.storybook/viewports';
import { ContentPage, type ContentSection } from './ContentPage';

const localeOf = (context: Pick<StoryContext, 'globals'>): Locale => (context.globals.locale as Locale | undefined) ?? 'pt';

/** Content arrives from the API in the page's language; these stand in for the seeded pt texts. */
const faq: ContentSection[] = [
  {
    id: 'rastrear-encomenda',
    group: 'Encomendas',
    title: 'Como posso acompanhar a minha encomenda?',
    blocks: [{ kind: 'paragraph', lines: ['Em A minha conta › Encomendas encontra o estado de cada encomenda e o link de seguimento da transportadora.'] }],
    links: [{ label: 'As minhas encomendas', href: '/account/orders' }],
  },
  { id: 'prazos-entrega', group: 'Entregas', title: 'Quanto tempo demora a entrega?', blocks: [{ kind: 'paragraph', lines: ['Entre 2 e 4 dias úteis em Portugal continental; cada vendedor indica o seu prazo.'] }] },
  { id: 'devolucoes', group: 'Devoluções', title: 'Posso devolver um artigo?', blocks: [{ kind: 'paragraph', lines: ['Sim, tem 14 dias após a entrega.'] }, { kind: 'paragraph', lines: ['O reembolso é feito pelo mesmo meio de pagamento.'] }] },
];
const legal: ContentSection[] = [
  { id: 'ambito', title: '1. Âmbito', blocks: [{ kind: 'paragraph', lines: ['Estes termos regulam a utilização da loja e as compras feitas nela.'] }] },
  { id: 'precos', title: '2. Preços', blocks: [{ kind: 'paragraph', lines: ['Os preços incluem IVA à taxa legal em vigor e são indicados em euros.'] }] },
  {
    id: 'pagamentos',
    title: '3. Pagamentos',
    blocks: [
      { kind: 'paragraph', lines: ['Aceitamos:'] },
      { kind: 'list', items: ['MB WAY, aprovado na aplicação em 4 minutos', 'Referência Multibanco, paga em 72 horas'] },
    ],
  },
  { id: 'devolucoes', title: '4. Devoluções', blocks: [{ kind: 'paragraph', lines: ['O direito de livre resolução pode ser exercido no prazo de 14 dias.'] }] },
];
const contact: ContentSection[] = [
  {
    id: 'apoio',
    title: 'Apoio ao cliente',
    blocks: [{ kind: 'paragraph', lines: ['Respondemos em português, inglês, espanhol e francês, de segunda a sexta, das 9h às 18h.'] }],
    links: [
      { label: 'apoio@outlet.example', href: 'mailto:apoio@outlet.example' },
      { label: '+351 210 000 000', href: 'tel:+351210000000' },
      { label: 'Perguntas frequentes', href: '/faq' },
    ],
  },
];
const frenchLegal: ContentSection[] = [
  {
    id: 'responsabilite',
    title: 'Limitation de responsabilité du vendeur indépendant et de la boutique officielle en cas de retard de livraison',
    blocks: [{ kind: 'paragraph', lines: ['Les vendeurs indépendants sont responsables de la conformité et de la livraison des articles qu’ils vendent sur la place de marché.'] }],
  },
  ...legal.slice(0, 2),
];

const meta = {
  title: 'Home/ContentPage',
  component: ContentPage,
  args: { kind: 'faq', title: 'Perguntas frequentes', intro: 'Respostas rápidas sobre encomendas, entregas e devoluções.', sections: faq, labels: contentPageLabels('pt') },
  argTypes: { sections: { control: false }, labels: { control: false }, kind: { control: 'inline-radio', options: ['faq', 'about', 'contact', 'legal'] } },
  render: (args, context) => <ContentPage {...args} labels={contentPageLabels(localeOf(context))} />,
  parameters: { layout: 'fullscreen' },
  globals: viewport('desktop'),
} satisfies Meta<typeof ContentPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** FAQ: questions as a native accordion (details/summary), closed until chosen; works without JavaScript. */
export const Faq: Story = {
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Perguntas frequentes' })).toBeVisible();
    // The questions come under their topics, and the topics are listed first as anchors.
    const topics = canvas.getByRole('navigation', { name: contentPageLabels(localeOf({ globals })).topics });
    await expect(within(topics).getAllByRole('link').map((link) => link.textContent)).toEqual(['Encomendas', 'Entregas', 'Devoluções']);
    const delivery = canvas.getByRole('region', { name: 'Entregas' });
    await expect(within(topics).getByRole('link', { name: 'Entregas' })).toHaveAttribute('href', `#${delivery.id}`);
    await expect(within(delivery).getByText('Quanto tempo demora a entrega?')).toBeVisible();
    const question = canvas.getByText('Quanto tempo demora a entrega?');
    const answer = canvas.getByText(/Entre 2 e 4 dias úteis/);
    await expect(question.closest('summary')).not.toBeNull();
    await expect(answer).not.toBeVisible();
    await userEvent.click(question);
    await expect(answer).toBeVisible();
    await expect(question.closest('details')).toHaveAttribute('open');
    // Each question is in the tab order (a native summary): Tab goes on to the next one.
    await userEvent.tab();
    await expect(canvas.getByText('Posso devolver um artigo?').closest('summary')).toHaveFocus();
  },
};

/** A `#question` link opens that answer on arrival. */
export const FaqOpenedByLink: Story = {
  args: { openSectionId: 'rastrear-encomenda' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'As minhas encomendas' })).toHaveAttribute('href', '/account/orders');
    await expect(canvas.getByText(/Entre 2 e 4 dias úteis/)).not.toBeVisible();
  },
};

/** Legal information: a table of contents linking to each clause. */
export const Legal: Story = {
  args: { kind: 'legal', title: 'Termos e condições', intro: null, sections: legal, updated: 'Atualizado a 28 de novembro de 2026' },
  play: async ({ canvas, globals }) => {
    await expect(within(canvas.getByRole('region', { name: '3. Pagamentos' })).getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByText('Atualizado a 28 de novembro de 2026')).toBeVisible();
    const labels = contentPageLabels(localeOf({ globals }));
    const contents = canvas.getByRole('navigation', { name: labels.contents });
    const links = within(contents).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(['#ambito', '#precos', '#pagamentos', '#devolucoes']);
    await expect(canvas.getByRole('region', { name: '3. Pagamentos' })).toHaveAttribute('id', 'pagamentos');
  },
};

/** On a desktop the contents stay beside the clauses, and the clauses keep a readable measure. */
export const LegalOnDesktop: Story = {
  args: { kind: 'legal', title: 'Termos e condições', intro: null, sections: legal },
  play: async ({ canvas, globals }) => {
    const contents = canvas.getByRole('navigation', { name: contentPageLabels(localeOf({ globals })).contents });
    const clause = canvas.getByRole('region', { name: '1. Âmbito' });
    await expect(contents.getBoundingClientRect().right).toBeLessThanOrEqual(clause.getBoundingClientRect().left);
    await expect(getComputedStyle(contents).position).toBe('sticky');
    await expect(clause.getBoundingClientRect().width).toBeLessThanOrEqual(720);
  },
};

export const About: Story = {
  args: {
    kind: 'about',
    title: 'Sobre nós',
    intro: 'Um outlet de moda, beleza, casa e tecnologia.',
    sections: [
      { id: 'quem-somos', title: 'Quem somos', blocks: [{ kind: 'paragraph', lines: ['Juntamos a loja oficial e vendedores independentes num só lugar.'] }] },
      { id: 'como-funciona', title: 'Como funciona', blocks: [{ kind: 'paragraph', lines: ['Cada oferta mostra quem a vende, o preço e o prazo de entrega.'] }] },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(2);
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** Contact: e-mail, phone and the FAQ as links. */
export const Contact: Story = {
  args: { kind: 'contact', title: 'Contactos', intro: null, sections: contact },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'apoio@outlet.example' })).toHaveAttribute('href', 'mailto:apoio@outlet.example');
    await expect(canvas.getByRole('link', { name: '+351 210 000 000' })).toHaveAttribute('href', 'tel:+351210000000');
    await expect(canvas.getByRole('link', { name: 'Perguntas frequentes' })).toHaveAttribute('href', '/faq');
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas, globals }) => {
    const labels = contentPageLabels(localeOf({ globals }));
    await expect(canvas.getByRole('article')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText(labels.loading)).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { sections: [] },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(contentPageLabels(localeOf({ globals })).empty)).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { status: 'error', errorMessage: null },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(contentPageLabels(localeOf({ globals })).failed);
  },
};

export const MobileViewport: Story = {
  globals: viewport('mobile'),
  play: async ({ canvas }) => {
    const summary = canvas.getByText('Como posso acompanhar a minha encomenda?').closest('summary');
    await expect(summary?.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(summary?.getBoundingClientRect().right).toBeLessThanOrEqual(375);
  },
};

export const LongestFrenchLabel: Story = {
  globals: { locale: 'fr', ...viewport('mobile') },
  args: { kind: 'legal', title: 'Conditions générales de vente et d’utilisation', intro: null, sections: frenchLegal },
  play: async ({ canvas }) => {
    const labels = contentPageLabels('fr');
    const link = within(canvas.getByRole('navigation', { name: labels.contents })).getAllByRole('link')[0];
    await expect(link?.getBoundingClientRect().right).toBeLessThanOrEqual(375);
  },
};
