import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import type { Locale } from '../../contract';
import { i18nFor } from '../../.storybook/i18n';
import { WishlistButton, type WishlistButtonLabels, type WishlistButtonProps } from './WishlistButton';
import { WISHLIST_BUTTON_SIZES } from './WishlistButton.css';

const localeOf = (context: Pick<StoryContext, 'globals'>): Locale =>
  (context.globals.locale as Locale | undefined) ?? 'pt';

/** The heart's names, the same sentences as the product card's heart (`productCard.*`). */
function wishlistLabels(locale: Locale): WishlistButtonLabels {
  const t = i18nFor(locale).t;
  return { add: t('productCard.addToWishlist'), remove: t('productCard.removeFromWishlist') };
}

type HarnessProps = Omit<WishlistButtonProps, 'labels'> & { locale: Locale };

/** The heart with its names in the story's language. */
function Harness({ locale, ...props }: HarnessProps) {
  return <WishlistButton {...props} labels={wishlistLabels(locale)} />;
}

const meta = {
  title: 'Catalogue/WishlistButton',
  component: Harness,
  args: { locale: 'pt', pressed: false, locked: false, size: 'large', onToggle: fn() },
  argTypes: { size: { control: 'inline-radio', options: WISHLIST_BUTTON_SIZES } },
  render: (args, context) => <Harness {...args} locale={localeOf(context)} />,
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

const labelsOf = (globals: StoryContext['globals']) => wishlistLabels(localeOf({ globals }));

/** Not saved: an outlined heart that offers to add. */
export const Off: Story = {
  play: async ({ canvas, args, globals }) => {
    const heart = canvas.getByRole('button', { name: labelsOf(globals).add });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    await expect(args.onToggle).toHaveBeenCalledTimes(1);
  },
};

/** Saved: a red, filled heart that offers to remove. */
export const On: Story = {
  args: { pressed: true },
  play: async ({ canvas, args, globals }) => {
    const heart = canvas.getByRole('button', { name: labelsOf(globals).remove });
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(getComputedStyle(heart.querySelector('svg')!).fill).not.toBe('none');
    await userEvent.click(heart);
    await expect(args.onToggle).toHaveBeenCalledTimes(1);
  },
};

/** §2: locked while its request is in flight: busy, announced unavailable, keeps the focus, ignores taps. */
export const Locked: Story = {
  args: { pressed: true, locked: true },
  play: async ({ canvas, args, globals }) => {
    const heart = canvas.getByRole('button', { name: labelsOf(globals).remove });
    await expect(heart).toHaveAttribute('aria-busy', 'true');
    await expect(heart).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(heart);
    await expect(heart).toHaveFocus();
    await expect(args.onToggle).not.toHaveBeenCalled();
  },
};

/** Small beside a picture, large beside a product page's title. */
export const Sizes: Story = {
  render: (args, context) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      {WISHLIST_BUTTON_SIZES.map((size) => (
        <Harness key={size} {...args} size={size} locale={localeOf(context)} />
      ))}
    </div>
  ),
  play: async ({ canvas, globals }) => {
    const [small, large] = canvas.getAllByRole('button', { name: labelsOf(globals).add });
    await expect(large!.getBoundingClientRect().width).toBeGreaterThan(small!.getBoundingClientRect().width);
  },
};

/** Beside the product title, as the caller wires it: each tap flips the heart and its name. */
export const BesideTitle: Story = {
  render: (args, context) => <TitleHarness {...args} locale={localeOf(context)} />,
  play: async ({ canvas, args, globals }) => {
    const labels = labelsOf(globals);
    await userEvent.click(canvas.getByRole('button', { name: labels.add }));
    await expect(args.onToggle).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: labels.remove })).toHaveAttribute('aria-pressed', 'true');
  },
};

function TitleHarness({ locale, onToggle, size }: HarnessProps) {
  const [pressed, setPressed] = useState(false);
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'flex-start',
        justifyContent: 'space-between',
        gap: 16,
        width: 360,
      }}
    >
      <h1 style={{ margin: 0, fontSize: 22, lineHeight: '28px' }}>Vestido midi plissado em cetim</h1>
      <WishlistButton
        pressed={pressed}
        size={size}
        labels={wishlistLabels(locale)}
        onToggle={() => {
          setPressed((value) => !value);
          onToggle();
        }}
      />
    </div>
  );
}
