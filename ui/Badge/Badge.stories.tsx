import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ICON_NAMES } from '../Icon';
import { Badge } from './Badge';
import { BADGE_TONES } from './Badge.css';

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  args: { children: 'Últimas unidades', tone: 'neutral' },
  argTypes: {
    tone: { control: 'select', options: BADGE_TONES },
    icon: { control: 'select', options: ICON_NAMES },
  },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Últimas unidades')).toBeVisible();
  },
};

/** Every tone side by side, as they sit on a product picture. */
export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {BADGE_TONES.map((tone) => (
        <Badge key={tone} tone={tone}>
          {tone}
        </Badge>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const tone of BADGE_TONES) await expect(canvas.getByText(tone)).toBeVisible();
  },
};

export const WithIcon: Story = {
  args: { children: 'Envio grátis', tone: 'positive', icon: 'truck' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Envio grátis')).toBeVisible();
    // The icon is decoration: the words carry the meaning.
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};
