import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FONT_SIZES } from '../theme/tokens';
import { Text } from './Text';
import { TEXT_MAX_LINES, TEXT_TONES, TEXT_WEIGHTS } from './Text.css';

const meta = {
  title: 'Primitives/Text',
  component: Text,
  args: { children: 'Malha macia de algodão orgânico com gola redonda.', size: 'standard', tone: 'neutral' },
  argTypes: {
    size: { control: 'select', options: FONT_SIZES },
    tone: { control: 'select', options: TEXT_TONES },
    weight: { control: 'inline-radio', options: TEXT_WEIGHTS },
    maxLines: { control: 'select', options: TEXT_MAX_LINES },
  },
} satisfies Meta<typeof Text>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const text = canvas.getByText('Malha macia de algodão orgânico com gola redonda.');
    await expect(getComputedStyle(text).fontFamily).toContain('Inter Variable');
  },
};

export const Tones: Story = {
  render: () => (
    <div>
      {TEXT_TONES.map((tone) => (
        <Text key={tone} tone={tone} weight="medium">
          {tone}
        </Text>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const tone of TEXT_TONES) await expect(canvas.getByText(tone)).toBeVisible();
  },
};

export const Sizes: Story = {
  render: () => (
    <div>
      {FONT_SIZES.map((size) => (
        <Text key={size} size={size}>
          {size}
        </Text>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const heights = FONT_SIZES.map((size) => canvas.getByText(size).getBoundingClientRect().height);
    await expect([...heights].sort((a, b) => a - b)).toEqual(heights);
  },
};

/** Long descriptions stop after the given number of lines. */
export const Clamped: Story = {
  args: {
    maxLines: 2,
    children:
      'Um casaco pensado para os invernos atlânticos: lã merino reciclada, forro acolchoado, capuz amovível, bolsos interiores com fecho e acabamentos cosidos à mão em Portugal.',
  },
  render: (args) => (
    <div style={{ width: 240 }}>
      <Text {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const paragraph = canvasElement.querySelector('p');
    await expect(paragraph).not.toBeNull();
    // Two lines of 24px: everything else is cut.
    await expect(paragraph?.getBoundingClientRect().height).toBe(48);
  },
};
