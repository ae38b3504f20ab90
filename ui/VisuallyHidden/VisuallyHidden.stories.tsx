import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Icon } from '../Icon';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Primitives/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Carrinho' },
} satisfies Meta<typeof VisuallyHidden>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A cart icon button: sighted people see the icon, screen readers hear 'Carrinho'. */
export const NamesAnIconButton: Story = {
  render: (args) => (
    <button type="button">
      <Icon name="cart" />
      <VisuallyHidden>{args.children}</VisuallyHidden>
    </button>
  ),
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Carrinho' });
    await expect(button).toBeVisible();
    const hidden = canvas.getByText('Carrinho');
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};
