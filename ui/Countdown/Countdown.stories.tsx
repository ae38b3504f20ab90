import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { FIXTURE_NOW_MS } from '../../mocks/fixtures';
import { Countdown } from './Countdown';

/** The fixtures' clock, frozen: the pictures of these stories never change. */
const fixtureNow = () => FIXTURE_NOW_MS;
const SECOND = 1000;
const HOUR = 3600 * SECOND;
const in2d3h4m5s = FIXTURE_NOW_MS + 2 * 24 * HOUR + 3 * HOUR + 4 * 60 * SECOND + 5 * SECOND;

const meta = {
  title: 'Primitives/Countdown',
  component: Countdown,
  args: { endsAt: in2d3h4m5s, label: 'Termina em', languageTag: 'pt-PT', now: fixtureNow },
} satisfies Meta<typeof Countdown>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithDays: Story = {
  play: async ({ canvas }) => {
    const timer = canvas.getByRole('timer', { name: 'Termina em' });
    await expect(timer).toHaveTextContent('2 dias e 03:04:05');
    await expect(timer.querySelector('time')).toHaveAttribute('datetime', 'P2DT3H4M5S');
  },
};

/** Days appear only while there is at least one. */
export const UnderADay: Story = {
  args: { endsAt: FIXTURE_NOW_MS + 5 * HOUR + 9 * SECOND },
  play: async ({ canvas }) => {
    const time = canvas.getByRole('timer', { name: 'Termina em' }).querySelector('time');
    await expect(time).toHaveTextContent(/^05:00:09$/);
  },
};

export const English: Story = {
  args: { label: 'Ends in', languageTag: 'en-US' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer', { name: 'Ends in' })).toHaveTextContent('2 days, 03:04:05');
  },
};

/** After the end nothing is shown. */
export const Expired: Story = {
  args: { endsAt: FIXTURE_NOW_MS - SECOND },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('timer')).toBeNull();
  },
};

/**
 * A clock that really moves: the seconds tick down and the timer disappears at the end.
 * Its picture changes every second, so it is not compared with a baseline.
 */
export const TicksAndStops: Story = {
  parameters: { screenshot: false },
  args: { now: Date.now },
  render: (args) => <EndsSoon {...args} />,
  play: async ({ canvas }) => {
    const time = canvas.getByRole('timer', { name: 'Termina em' }).querySelector('time');
    await expect(time).toHaveTextContent('00:00:02');
    await waitFor(() => expect(time).toHaveTextContent('00:00:01'), { timeout: 2 * SECOND });
    await waitFor(() => expect(canvas.queryByRole('timer')).toBeNull(), { timeout: 3 * SECOND });
  },
};

/** Ends two and a half seconds after it first renders. */
function EndsSoon(props: Parameters<typeof Countdown>[0]) {
  const [endsAt] = useState(() => Date.now() + 2.5 * SECOND);
  return <Countdown {...props} endsAt={endsAt} />;
}
