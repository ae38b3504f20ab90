import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { SkipLink } from './SkipLink';

const meta = {
  title: 'Primitives/SkipLink',
  component: SkipLink,
  args: { target: 'conteudo', label: 'Saltar para o conteúdo' },
  render: (args) => (
    <div style={{ position: 'relative', minHeight: 160, minWidth: 320 }}>
      <SkipLink {...args} />
      <nav aria-label="Menu">
        <a href="#menu">Mulher</a>
      </nav>
      <main id="conteudo" tabIndex={-1}>
        <h1>Novidades</h1>
      </main>
    </div>
  ),
} satisfies Meta<typeof SkipLink>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Before any key: the link is there for assistive technology, but off screen. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Saltar para o conteúdo' });
    await expect(link).toHaveAttribute('href', '#conteudo');
    expect(link.getBoundingClientRect().bottom).toBeLessThanOrEqual(0);
  },
};

/** The first Tab lands on it and shows it (following it is the browser's own: e2e/a11y checks it in the shop). */
export const Focused: Story = {
  play: async ({ canvas, canvasElement }) => {
    const link = canvas.getByRole('link', { name: 'Saltar para o conteúdo' });
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
    await userEvent.tab();
    await expect(link).toHaveFocus();
    expect(link.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
  },
};
