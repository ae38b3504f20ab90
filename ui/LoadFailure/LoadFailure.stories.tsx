import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { LoadFailure, LoadingPanel } from './LoadFailure';

const meta = {
  title: 'Feedback/LoadFailure',
  component: LoadFailure,
  args: { message: 'Não foi possível carregar o painel de afiliado.', retryLabel: 'Tentar novamente', onRetry: fn() },
} satisfies Meta<typeof LoadFailure>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The failure is announced and the retry asks again. */
export const Failed: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(args.message);
    await userEvent.click(canvas.getByRole('button', { name: args.retryLabel }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Still loading: a busy placeholder. */
export const Loading: Story = {
  render: () => <LoadingPanel />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};
