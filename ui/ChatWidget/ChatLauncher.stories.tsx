import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { viewport } from '../../.storybook/viewports';
import { ChatLauncher } from './ChatLauncher';

const meta = {
  title: 'Assistant/ChatLauncher',
  component: ChatLauncher,
  args: { label: 'Ajuda', expanded: false, onOpen: fn() },
  render: (args) => (
    <div style={{ minHeight: '300vh' }}>
      <p>Uma página longa de produtos.</p>
      <ChatLauncher {...args} />
    </div>
  ),
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ChatLauncher>;
export default meta;
type Story = StoryObj<typeof meta>;

const onScreen = (button: HTMLElement) => button.getBoundingClientRect().right <= window.innerWidth;

/** In the bottom corner, named and saying it opens a dialog. */
export const Default: Story = {
  globals: viewport('mobile'),
  play: async ({ canvas }) => {
    const launcher = canvas.getByRole('button', { name: 'Ajuda' });
    await expect(launcher).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(onScreen(launcher)).toBe(true);
  },
};

/** On a phone, scrolling down moves it off the content it would cover; scrolling back up brings it back. */
export const TucksWhileScrollingDown: Story = {
  globals: viewport('mobile'),
  play: async ({ canvas }) => {
    const launcher = canvas.getByRole('button', { name: 'Ajuda' });
    window.scrollTo(0, 0);
    window.scrollTo(0, window.innerHeight);
    await waitFor(() => expect(onScreen(launcher)).toBe(false));
    window.scrollTo(0, window.innerHeight / 2);
    await waitFor(() => expect(onScreen(launcher)).toBe(true));
    window.scrollTo(0, 0);
  },
  parameters: { screenshot: false },
};

/** From 768px it stays where it is: beside the content's column, it covers nothing. */
export const StaysOnWideScreens: Story = {
  globals: viewport('desktop'),
  play: async ({ canvas }) => {
    const launcher = canvas.getByRole('button', { name: 'Ajuda' });
    window.scrollTo(0, window.innerHeight);
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(onScreen(launcher)).toBe(true);
    window.scrollTo(0, 0);
  },
  parameters: { screenshot: false },
};
