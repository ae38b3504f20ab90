import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge } from '../Badge';
import { SPACE_SCALE } from '../theme/tokens';
import { Inline } from './Inline';
import { INLINE_ALIGNS_Y, INLINE_JUSTIFY } from './Inline.css';

const words = ['Novo', 'Eco', 'Últimas unidades', 'Envio grátis', 'Loja Oficial', '-38%'];

const meta = {
  title: 'Layout/Inline',
  component: Inline,
  args: { gap: 'xsmall', children: null },
  argTypes: {
    gap: { control: 'select', options: SPACE_SCALE },
    alignY: { control: 'inline-radio', options: INLINE_ALIGNS_Y },
    justify: { control: 'inline-radio', options: INLINE_JUSTIFY },
  },
  render: (args) => (
    <div style={{ width: 220 }}>
      <Inline {...args}>
        {words.map((word) => (
          <Badge key={word}>{word}</Badge>
        ))}
      </Inline>
    </div>
  ),
} satisfies Meta<typeof Inline>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Wraps onto new lines when the row is full. */
export const Wrapping: Story = {
  play: async ({ canvas }) => {
    const first = canvas.getByText('Novo').getBoundingClientRect();
    const last = canvas.getByText('-38%').getBoundingClientRect();
    await expect(last.top).toBeGreaterThan(first.top);
  },
};

export const NoWrap: Story = {
  args: { nowrap: true },
  render: (args) => (
    <Inline {...args}>
      {words.slice(0, 3).map((word) => (
        <Badge key={word}>{word}</Badge>
      ))}
    </Inline>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Novo').getBoundingClientRect().top).toBe(canvas.getByText('Últimas unidades').getBoundingClientRect().top);
  },
};
