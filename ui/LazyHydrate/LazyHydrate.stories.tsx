import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { LazyHydrate, lazyPart } from './LazyHydrate';

/**
 * A part whose code arrives later: the workbench mounts it in the browser (as a client navigation does),
 * so it loads at once, and the props the page gives it later reach it. Server HTML kept inert until a
 * trigger is proven by e2e/lazy-hydration.spec.ts on the real product.
 */
function Greeting({ name, count }: { name: string; count: number }) {
  return (
    <p role="status">
      Olá, {name}: {count} artigos no carrinho
    </p>
  );
}

/** Its code comes after a short wait, like a chunk over the network. */
const greetingPart = lazyPart(() => new Promise<typeof Greeting>((resolve) => setTimeout(() => resolve(Greeting), 150)));

function Page() {
  const [count, setCount] = useState(1);
  return (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      <LazyHydrate part={greetingPart} props={{ name: 'Ana', count }} />
      <Button onClick={() => setCount((n) => n + 1)}>Adicionar</Button>
    </div>
  );
}

const meta = {
  title: 'Primitives/LazyHydrate',
  component: Page,
} satisfies Meta<typeof Page>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LoadsItsPart: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Olá, Ana: 1 artigos no carrinho');
  },
};

export const LaterPropsReachThePart: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('status');
    await userEvent.click(canvas.getByRole('button', { name: 'Adicionar' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Olá, Ana: 2 artigos no carrinho'));
  },
};
