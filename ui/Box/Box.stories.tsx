import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RADII, SPACE_SCALE } from '../theme/tokens';
import { Box } from './Box';
import { BOX_BACKGROUNDS } from './Box.css';

const meta = {
  title: 'Layout/Box',
  component: Box,
  args: { padding: 'medium', background: 'surfaceMuted', borderRadius: 'medium', children: 'Envio grátis a partir de 19,90 €' },
  argTypes: {
    padding: { control: 'select', options: SPACE_SCALE },
    background: { control: 'select', options: BOX_BACKGROUNDS },
    borderRadius: { control: 'select', options: RADII },
  },
} satisfies Meta<typeof Box>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const box = canvas.getByText('Envio grátis a partir de 19,90 €');
    await expect(getComputedStyle(box).paddingTop).toBe('16px');
  },
};

/** Padding grows with the breakpoints of §9: small on mobile, large from desktop. */
export const ResponsivePadding: Story = {
  args: { padding: { mobile: 'small', tablet: 'medium', desktop: 'large' }, children: 'Responsivo' },
  play: async ({ canvas }) => {
    // The test viewport is 1200px wide: desktop.
    await expect(getComputedStyle(canvas.getByText('Responsivo')).paddingLeft).toBe('24px');
  },
};
