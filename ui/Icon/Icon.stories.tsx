import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Icon } from './Icon';
import { ICON_DIRECTIONS, ICON_SIZES } from './Icon.css';
import { ICON_NAMES } from './names';

const meta = {
  title: 'Primitives/Icon',
  component: Icon,
  args: { name: 'heart', size: 'standard' },
  argTypes: {
    name: { control: 'select', options: ICON_NAMES },
    size: { control: 'inline-radio', options: ICON_SIZES },
    direction: { control: 'inline-radio', options: ICON_DIRECTIONS },
  },
} satisfies Meta<typeof Icon>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Decorative by default: hidden from assistive technology. */
export const Decorative: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** The whole set, each with a label so it is announced as an image, each drawn from its symbol in the sprite file. */
export const AllIcons: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(7, 40px)', gap: 12 }}>
      {ICON_NAMES.map((name) => (
        <Icon key={name} name={name} size={args.size} label={name} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const name of ICON_NAMES) {
      const icon = canvas.getByRole('img', { name });
      await expect(icon).toBeVisible();
      // A name without its symbol in icons.svg draws nothing: an empty box.
      await waitFor(() => expect(icon.querySelector('use')!.getBBox().width).toBeGreaterThan(0));
    }
  },
};

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {ICON_SIZES.map((size) => (
        <Icon key={size} name="star" size={size} label={size} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const widths = ICON_SIZES.map((size) => canvas.getByRole('img', { name: size }).getBoundingClientRect().width);
    await expect(widths).toEqual([16, 20, 24]);
  },
};

export const ChevronDirections: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12 }}>
      {ICON_DIRECTIONS.map((direction) => (
        <Icon key={direction} name="chevron" direction={direction} label={direction} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const direction of ICON_DIRECTIONS) await expect(canvas.getByRole('img', { name: direction })).toBeVisible();
  },
};

export const FilledHeart: Story = {
  args: { name: 'heart', filled: true, size: 'large', label: 'Na wishlist' },
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByRole('img', { name: 'Na wishlist' })).fill).not.toBe('none');
  },
};
