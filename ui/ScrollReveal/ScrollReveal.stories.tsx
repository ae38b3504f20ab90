import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { renderToString } from 'react-dom/server';
import { expect, waitFor } from 'storybook/test';
import type { Locale } from '../../contract';
import { errorPageLabels } from '../../.storybook/navLabels';
import { viewport } from '../../.storybook/viewports';
import { Heading } from '../Heading';
import { Text } from '../Text';
import { debounce, isBelowFold, ScrollReveal, SCROLL_REVEAL_DEFAULTS, throttle } from './ScrollReveal';

const localeOf = (context: Pick<StoryContext, 'globals'>): Locale => (context.globals.locale as Locale | undefined) ?? 'pt';

function Card({ locale }: { locale: Locale }) {
  const labels = errorPageLabels(locale);
  return (
    <div style={{ padding: 24, border: '1px solid #d9d9e0', borderRadius: 8, maxWidth: 420 }}>
      <Heading level={2} size="medium">
        {labels.campaigns}
      </Heading>
      <Text tone="muted">{labels.campaignsText}</Text>
    </div>
  );
}

const meta = {
  title: 'Motion/ScrollReveal',
  component: ScrollReveal,
  args: { children: null },
  argTypes: { children: { control: false } },
  render: (args, context) => (
    <ScrollReveal {...args}>
      <Card locale={localeOf(context)} />
    </ScrollReveal>
  ),
  globals: viewport('mobile'),
} satisfies Meta<typeof ScrollReveal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The ScrollReveal element: the first child of the story frame. */
const revealed = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-story-root] > div')!;

/** Above the fold: shown at once, never hidden, with the §9 timing on it. */
export const InView: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    await expect(canvas.getByRole('heading', { name: errorPageLabels(localeOf({ globals })).campaigns })).toBeVisible();
    const wrapper = revealed(canvasElement);
    await expect(wrapper).not.toHaveAttribute('data-reveal');
    await expect(wrapper.style.transitionDuration).toBe('400ms');
    await expect(wrapper.style.transitionDelay).toBe('0ms');
    await expect(wrapper.style.transitionTimingFunction).toBe('ease');
  },
};

/** Below the fold: hidden after hydration, shown with a fade once scrolled into view. */
export const BelowTheFold: Story = {
  parameters: { layout: 'fullscreen' },
  render: (args, context) => (
    <div>
      <div style={{ height: '150vh' }} />
      <div data-testid="reveal-host">
        <ScrollReveal {...args}>
          <Card locale={localeOf(context)} />
        </ScrollReveal>
      </div>
      <div style={{ height: '50vh' }} />
    </div>
  ),
  play: async ({ canvasElement, canvas, globals }) => {
    const wrapper = canvasElement.querySelector<HTMLElement>('[data-testid="reveal-host"] > div')!;
    await waitFor(() => expect(wrapper).toHaveAttribute('data-reveal', 'hidden'));
    await expect(getComputedStyle(wrapper).opacity).toBe('0');
    wrapper.scrollIntoView({ block: 'center' });
    await waitFor(() => expect(wrapper).toHaveAttribute('data-reveal', 'shown'));
    await waitFor(() => expect(canvas.getByRole('heading', { name: errorPageLabels(localeOf({ globals })).campaigns })).toBeVisible());
    window.scrollTo(0, 0);
  },
};

/** Nothing animates or hides for people who prefer reduced motion. */
export const ReducedMotion: Story = {
  ...BelowTheFold,
  beforeEach() {
    const original = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...original.call(window, query), matches: query.includes('prefers-reduced-motion') });
    return () => {
      window.matchMedia = original;
    };
  },
  play: async ({ canvasElement }) => {
    const wrapper = canvasElement.querySelector<HTMLElement>('[data-testid="reveal-host"] > div')!;
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(wrapper).not.toHaveAttribute('data-reveal');
    await expect(getComputedStyle(wrapper).opacity).toBe('1');
  },
};

/** The server's HTML hides nothing: without JavaScript the content is there. */
export const ServerHtmlVisible: Story = {
  play: async ({ globals }) => {
    const html = renderToString(
      <ScrollReveal>
        <Card locale={localeOf({ globals })} />
      </ScrollReveal>,
    );
    await expect(html).toContain(errorPageLabels(localeOf({ globals })).campaignsText);
    await expect(html).not.toContain('data-reveal');
    await expect(html).not.toMatch(/opacity/);
  },
};

/** §9 defaults and the small rules behind them. */
export const Defaults: Story = {
  play: async () => {
    await expect(SCROLL_REVEAL_DEFAULTS).toEqual({ offset: 120, delay: 0, duration: 400, easing: 'ease', throttle: 99, debounce: 50 });
    await expect([isBelowFold(691, 812), isBelowFold(693, 812)]).toEqual([false, true]);
    let throttled = 0;
    const t = throttle(() => (throttled += 1), SCROLL_REVEAL_DEFAULTS.throttle);
    t();
    t();
    t();
    await expect(throttled).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, SCROLL_REVEAL_DEFAULTS.throttle + 30));
    await expect(throttled).toBe(2);
    let debounced = 0;
    const d = debounce(() => (debounced += 1), SCROLL_REVEAL_DEFAULTS.debounce);
    d();
    d();
    await expect(debounced).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, SCROLL_REVEAL_DEFAULTS.debounce + 30));
    await expect(debounced).toBe(1);
  },
};
