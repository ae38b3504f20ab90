import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SPACE_SCALE } from '../theme/tokens';
import { vars } from '../theme/vars.css';
import { Stack } from './Stack';
import { STACK_ALIGNS } from './Stack.css';

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  args: { gap: 'medium', align: 'stretch', children: null },
  argTypes: {
    gap: { control: 'select', options: SPACE_SCALE },
    align: { control: 'inline-radio', options: STACK_ALIGNS },
  },
  render: (args) => (
    <Stack {...args}>
      <div style={{ background: vars.color.surfaceMuted, padding: vars.space.xsmall }}>Primeiro</div>
      <div style={{ background: vars.color.surfaceMuted, padding: vars.space.xsmall }}>Segundo</div>
      <div style={{ background: vars.color.surfaceMuted, padding: vars.space.xsmall }}>Terceiro</div>
    </Stack>
  ),
} satisfies Meta<typeof Stack>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const first = canvas.getByText('Primeiro').getBoundingClientRect();
    const second = canvas.getByText('Segundo').getBoundingClientRect();
    await expect(second.top - first.bottom).toBe(16);
  },
};

export const AsList: Story = {
  args: { as: 'ul', gap: 'small', 'aria-label': 'Passos' },
  render: (args) => (
    <Stack {...args}>
      <li>Escolher</li>
      <li>Pagar</li>
      <li>Receber</li>
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('list', { name: 'Passos' })).toBeVisible();
  },
};
