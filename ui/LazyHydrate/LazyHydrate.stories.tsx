import type { Meta, StoryObj } from '@storybook/react-vite';
import { startTransition, useState } from 'react';
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

/**
 * A part of a page opened by a navigation whose code arrives while React renders the page: here at once, as
 * a chunk already fetched does (one the page's other parts share), so it is there when React resumes.
 */
const offersPart = lazyPart(() => Promise.resolve(Greeting));

/**
 * A client-side navigation renders the new page in a transition. The part suspends for its code; when the code
 * is there by the time React resumes, React renders the part again in place (a replay), and that render must
 * call the same hooks as the first.
 */
function NavigatedPage() {
  const [opened, setOpened] = useState(false);
  return (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      <Button onClick={() => startTransition(() => setOpened(true))}>Abrir a página</Button>
      {opened && <LazyHydrate part={offersPart} props={{ name: 'Rui', count: 3 }} />}
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

/** No recoverable error either: React would report one (#520, "update hook called on initial render") and redo the page synchronously. */
export const OpenedByANavigation: Story = {
  render: () => <NavigatedPage />,
  play: async ({ canvas }) => {
    const reported: string[] = [];
    const onError = (event: ErrorEvent) => {
      const error: unknown = event.error;
      reported.push(error instanceof Error ? `${error.message} (${String(error.cause)})` : event.message);
      event.preventDefault();
    };
    window.addEventListener('error', onError);
    try {
      // A plain click, as a shopper's: inside `act` (userEvent's) React would hold the transition in act's queue.
      canvas.getByRole('button', { name: 'Abrir a página' }).click();
      await expect(await canvas.findByRole('status', {}, { timeout: 3000 })).toHaveTextContent('Olá, Rui: 3 artigos no carrinho');
      expect(reported).toEqual([]);
    } finally {
      window.removeEventListener('error', onError);
    }
  },
};
