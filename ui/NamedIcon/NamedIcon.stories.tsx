import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { NamedIcon, NamedIconProvider } from './NamedIcon';
import type { NamedIconData } from './NamedIcon';

/** What the product's icon endpoint answers for `storefront:ticket` (app/server/icons.ts). */
const TICKET: NamedIconData = {
  body: '<g fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M4 6h16a1 1 0 0 1 1 1v3a2 2 0 0 0 0 4v3a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1v-3a2 2 0 0 0 0-4V7a1 1 0 0 1 1-1Z"/><path d="M15 6v2M15 11v2M15 16v2"/></g>',
  width: 24,
  height: 24,
};

const meta = {
  title: 'Primitives/NamedIcon',
  component: NamedIcon,
  args: { name: 'storefront:ticket' },
} satisfies Meta<typeof NamedIcon>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Loaded: the drawing beside its words, hidden from assistive technology (the words carry the meaning). */
export const Loaded: Story = {
  render: (args) => (
    <NamedIconProvider value={(name) => (name === 'storefront:ticket' ? TICKET : null)}>
      <a href="/campaigns" style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
        <NamedIcon {...args} />
        Ver campanha
      </a>
    </NamedIconProvider>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: 'Ver campanha' })).toBeVisible();
    const icon = canvasElement.querySelector('[data-icon="storefront:ticket"]');
    await expect(icon?.tagName.toLowerCase()).toBe('svg');
    await expect(icon).toHaveAttribute('aria-hidden', 'true');
    await expect(icon?.querySelector('path')).not.toBeNull();
  },
};

/** Loading, or the icon could not be loaded (§8: logged only): an empty box of the icon's size, nothing moves. */
export const NotLoaded: Story = {
  render: (args) => (
    <a href="/campaigns" style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
      <NamedIcon {...args} />
      Ver campanha
    </a>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: 'Ver campanha' })).toBeVisible();
    const icon = canvasElement.querySelector('[data-icon="storefront:ticket"]');
    await expect(icon?.tagName.toLowerCase()).toBe('span');
    await expect((icon as HTMLElement).getBoundingClientRect().width).toBeGreaterThan(0);
  },
};
