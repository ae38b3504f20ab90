import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ICON_NAMES } from '../Icon';
import { Button } from './Button';
import { BUTTON_SIZES, BUTTON_VARIANTS } from './Button.css';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Comprar agora', variant: 'primary', size: 'medium', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: BUTTON_VARIANTS },
    size: { control: 'inline-radio', options: BUTTON_SIZES },
    icon: { control: 'select', options: ICON_NAMES },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Comprar agora' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      {BUTTON_VARIANTS.map((variant) => (
        <Button key={variant} variant={variant} size={args.size} onClick={args.onClick}>
          {variant}
        </Button>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const variant of BUTTON_VARIANTS) await expect(canvas.getByRole('button', { name: variant })).toBeEnabled();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {BUTTON_SIZES.map((size) => (
        <Button key={size} size={size} icon="cart" onClick={args.onClick}>
          {size}
        </Button>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    // Touch targets: the medium button is at least 44px high.
    await expect(canvas.getByRole('button', { name: 'medium' }).getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** An icon alone must be named: the aria-label is required by the props type. */
export const IconOnly: Story = {
  args: { children: undefined, iconOnly: true, icon: 'search', 'aria-label': 'Pesquisar', variant: 'secondary' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Pesquisar' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
    await expect(button.getBoundingClientRect().width).toBe(button.getBoundingClientRect().height);
  },
};

/** Navigation looks like a button but stays a link (opens in a new tab, shows its URL). */
export const AsLink: Story = {
  args: { href: '/product/vestido-de-linho', icon: 'cart' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Comprar agora' })).toHaveAttribute('href', '/product/vestido-de-linho');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Comprar agora' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Comprar agora' })).toHaveFocus();
  },
};
