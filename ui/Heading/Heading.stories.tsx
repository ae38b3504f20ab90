import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Heading } from './Heading';
import { HEADING_LEVELS, HEADING_SIZES } from './Heading.css';

const meta = {
  title: 'Primitives/Heading',
  component: Heading,
  args: { children: 'Novidades da semana', level: 2 },
  argTypes: {
    level: { control: 'inline-radio', options: HEADING_LEVELS },
    size: { control: 'inline-radio', options: HEADING_SIZES },
  },
} satisfies Meta<typeof Heading>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Novidades da semana' })).toBeVisible();
  },
};

export const Levels: Story = {
  render: () => (
    <div>
      {HEADING_LEVELS.map((level) => (
        <Heading key={level} level={level}>
          {`Nível ${level}`}
        </Heading>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const level of HEADING_LEVELS) await expect(canvas.getByRole('heading', { level, name: `Nível ${level}` })).toBeVisible();
  },
};

/** The outline level and the visual size are independent. */
export const SmallLevelTwo: Story = {
  args: { size: 'small' },
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByRole('heading', { level: 2 })).fontSize).toBe('16px');
  },
};
