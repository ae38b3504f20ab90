import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import type { Locale } from '../../contract';
import { noticeByKey, toastLabels } from '../../.storybook/authLabels';
import { viewport } from '../../.storybook/viewports';
import { Button } from '../Button';
import { Toaster } from './Toaster';
import type { ToasterItem } from './Toaster';
import { TOAST_GAP_PX, TOAST_SWIPE_THRESHOLD_PX, TOAST_WIDTH_PX } from './toasterConstants';

const localeOf = (context: Pick<StoryContext, 'globals'>): Locale => (context.globals.locale as Locale | undefined) ?? 'pt';
const page = () => within(document.body);

/** Three §8 toasts, one per level that the auth flows use; they stay until dismissed, for the picture. */
function sample(locale: Locale, duration = Number.POSITIVE_INFINITY): ToasterItem[] {
  const item = (id: string, level: ToasterItem['level'], key: Parameters<typeof noticeByKey>[1]): ToasterItem => ({ id, level, duration, ...noticeByKey(locale, key) });
  return [item('1', 'success', 'loginSuccess'), item('2', 'error', 'invalidCredentials'), item('3', 'warning', 'sessionConflict')];
}

interface HarnessProps {
  locale: Locale;
  initial: 'sample' | 'none';
  duration?: number;
}

/** The toasts as the app holds them: a list, a dismissal removes one, a button adds another. */
function Harness({ locale, initial, duration }: HarnessProps) {
  const [toasts, setToasts] = useState<ToasterItem[]>(() => (initial === 'sample' ? sample(locale, duration) : []));
  const [count, setCount] = useState(0);
  const add = () => {
    const next = count + 1;
    setCount(next);
    setToasts((list) => [...list, { id: `added-${next}`, level: 'info', title: `${noticeByKey(locale, 'alreadyLoggedIn').title} ${next}`, duration }]);
  };
  return (
    <>
      <Button onClick={add}>+1</Button>
      <Toaster toasts={toasts} labels={toastLabels(locale)} onDismiss={(id) => setToasts((list) => list.filter((toast) => toast.id !== id))} />
    </>
  );
}

const meta = {
  title: 'Overlays/Toaster',
  component: Harness,
  args: { locale: 'pt', initial: 'sample' },
  render: (args, context) => <Harness {...args} locale={localeOf(context)} />,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

const region = (locale: Locale) => page().getByRole('region', { name: toastLabels(locale).region.replace('{hotkey}', 'F8') });
const toastItems = (locale: Locale) => within(region(locale)).queryAllByRole('listitem');

/** Success, error and warning with title and description; 356 px wide, 14 px apart, in a region named with its hotkey. */
export const Levels: Story = {
  globals: viewport('desktop'),
  play: async ({ globals }) => {
    const locale = localeOf({ globals });
    await waitFor(() => expect(toastItems(locale)).toHaveLength(3));
    const items = toastItems(locale);
    const expected = sample(locale);
    items.forEach((item, index) => expect(item).toHaveTextContent(expected[index]!.title));
    await expect(items[1]).toHaveTextContent(expected[1]!.description!);
    const boxes = items.map((item) => item.getBoundingClientRect());
    for (const box of boxes) await expect(Math.round(box.width)).toBe(TOAST_WIDTH_PX);
    await expect(Math.round(boxes[1]!.top - boxes[0]!.bottom)).toBe(TOAST_GAP_PX);
  },
};

/** At most three: a fourth pushes the oldest out. */
export const AtMostThree: Story = {
  args: { initial: 'none' },
  play: async ({ globals }) => {
    const locale = localeOf({ globals });
    const add = page().getByRole('button', { name: '+1' });
    for (let i = 0; i < 4; i += 1) await userEvent.click(add);
    await waitFor(() => expect(toastItems(locale)).toHaveLength(3));
    await expect(region(locale)).not.toHaveTextContent(`${noticeByKey(locale, 'alreadyLoggedIn').title} 1`);
    await expect(region(locale)).toHaveTextContent(`${noticeByKey(locale, 'alreadyLoggedIn').title} 4`);
  },
};

/** The close button dismisses one toast. */
export const CloseButton: Story = {
  play: async ({ globals }) => {
    const locale = localeOf({ globals });
    await waitFor(() => expect(toastItems(locale)).toHaveLength(3));
    const first = toastItems(locale)[0]!;
    await userEvent.click(within(first).getByRole('button', { name: toastLabels(locale).close }));
    await waitFor(() => expect(toastItems(locale)).toHaveLength(2));
    await expect(region(locale)).not.toHaveTextContent(sample(locale)[0]!.title);
  },
};

/** F8 moves the focus to the toasts; Escape then dismisses the focused one. */
export const Hotkey: Story = {
  play: async ({ globals }) => {
    const locale = localeOf({ globals });
    await waitFor(() => expect(toastItems(locale)).toHaveLength(3));
    // Radix listens for the key's code on the document, as a real F8 press sends it.
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    await waitFor(() => expect(region(locale).contains(document.activeElement)).toBe(true));
    await userEvent.tab();
    const focused = document.activeElement as HTMLElement;
    await expect(focused.tagName).toBe('LI');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(toastItems(locale)).toHaveLength(2));
  },
  parameters: { screenshot: false },
};

async function swipe(element: HTMLElement, distance: number) {
  const box = element.getBoundingClientRect();
  const y = box.top + box.height / 2;
  const start = box.left + 20;
  fireEvent.pointerDown(element, { clientX: start, clientY: y, pointerId: 1, button: 0 });
  for (const step of [0.25, 0.5, 0.75, 1]) fireEvent.pointerMove(element, { clientX: start + distance * step, clientY: y, pointerId: 1 });
  fireEvent.pointerUp(element, { clientX: start + distance, clientY: y, pointerId: 1 });
}

/** A swipe right past 45 px dismisses; a shorter one springs back. */
export const Swipe: Story = {
  play: async ({ globals }) => {
    const locale = localeOf({ globals });
    await waitFor(() => expect(toastItems(locale)).toHaveLength(3));
    await swipe(toastItems(locale)[0]!, TOAST_SWIPE_THRESHOLD_PX - 15);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(toastItems(locale)).toHaveLength(3);
    await swipe(toastItems(locale)[0]!, TOAST_SWIPE_THRESHOLD_PX + 30);
    await waitFor(() => expect(toastItems(locale)).toHaveLength(2));
  },
  parameters: { screenshot: false },
};

/** A toast leaves by itself once its duration ran out (here 400 ms instead of the 4000 ms default). */
export const Timeout: Story = {
  args: { duration: 400 },
  play: async ({ globals }) => {
    const locale = localeOf({ globals });
    await waitFor(() => expect(toastItems(locale)).toHaveLength(3));
    await waitFor(() => expect(toastItems(locale)).toHaveLength(0), { timeout: 3000 });
  },
};

/** On a phone the toasts span the screen at the top, clear of the bottom bar. */
export const Mobile: Story = {
  globals: viewport('mobile'),
  play: async ({ globals }) => {
    const locale = localeOf({ globals });
    await waitFor(() => expect(toastItems(locale)).toHaveLength(3));
    const first = toastItems(locale)[0]!;
    // Measured once it has slid in.
    await waitFor(() => expect(first.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth));
    await expect(first.getBoundingClientRect().left).toBeGreaterThanOrEqual(0);
    await expect(first.getBoundingClientRect().top).toBeLessThan(window.innerHeight / 2);
  },
};
