import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { productImage, products, productWithVideo } from '../../mocks/fixtures';
import { productGalleryLabels } from '../../.storybook/catalogLabels';
import type { Locale } from '../../.storybook/i18n';
import { viewport } from '../../.storybook/viewports';
import { ProductGallery } from './ProductGallery';

const NAME = 'Vestido de linho';
/** Four pictures given out of order: the gallery shows them by `order`. */
const images = [
  { file_path: productImage('3 costas', 200, 1), order: 2 },
  { file_path: productImage('1 frente', 200, 0), order: 0 },
  { file_path: productImage('4 detalhe', 160, 0), order: 3 },
  { file_path: productImage('2 lado', 240, 1), order: 1 },
];
const withVideo = products.find((product) => product.slug === productWithVideo.slug) ?? products[0];
const localeOf = (context: Pick<StoryContext, 'globals'>): Locale => (context.globals.locale as Locale | undefined) ?? 'pt';

const meta = {
  title: 'Product/ProductGallery',
  component: ProductGallery,
  args: { images, video: null, labels: productGalleryLabels('pt', NAME), priority: true, onIndexChange: fn() },
  argTypes: { images: { control: false }, labels: { control: false } },
  render: (args, context) => <ProductGallery {...args} labels={productGalleryLabels(localeOf(context), NAME)} />,
  decorators: [(Story, { parameters }) => (parameters.layout === 'fullscreen' ? Story() : <div style={{ width: 420 }}>{Story()}</div>)],
} satisfies Meta<typeof ProductGallery>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Pictures in `order`; a thumbnail click shows its picture; the stage names the product and the position. */
export const Default: Story = {
  play: async ({ canvas, args, globals }) => {
    const labels = productGalleryLabels(localeOf({ globals }), NAME);
    const tabs = within(canvas.getByRole('tablist', { name: labels.gallery })).getAllByRole('tab');
    await expect(tabs).toHaveLength(4);
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    const stage = canvas.getByRole('tabpanel');
    await expect(within(stage).getByRole('img', { name: labels.imageAlt(1, 4) })).toHaveAttribute('src', images[1]?.file_path);
    await userEvent.click(canvas.getByRole('tab', { name: labels.showImage(3, 4) }));
    await expect(args.onIndexChange).toHaveBeenCalledWith(2);
    await expect(within(stage).getByRole('img', { name: labels.imageAlt(3, 4) })).toHaveAttribute('src', images[0]?.file_path);
    await userEvent.click(canvas.getByRole('button', { name: labels.nextImage }));
    await expect(within(stage).getByRole('img', { name: labels.imageAlt(4, 4) })).toBeVisible();
    // Past the last picture comes the first again.
    await userEvent.click(canvas.getByRole('button', { name: labels.nextImage }));
    await expect(within(stage).getByRole('img', { name: labels.imageAlt(1, 4) })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: labels.previousImage }));
    await expect(within(stage).getByRole('img', { name: labels.imageAlt(4, 4) })).toBeVisible();
  },
};

/** A finger's path on the stage, from one point to another, as a phone sends it. */
function swipe(stage: HTMLElement, from: { x: number; y: number }, to: { x: number; y: number }) {
  const touch = (at: { x: number; y: number }) => new Touch({ identifier: 1, target: stage, clientX: at.x, clientY: at.y });
  stage.dispatchEvent(new TouchEvent('touchstart', { bubbles: true, touches: [touch(from)], changedTouches: [touch(from)] }));
  stage.dispatchEvent(new TouchEvent('touchend', { bubbles: true, touches: [], changedTouches: [touch(to)] }));
}

/** On a phone a sideways swipe turns the picture (50 px or more); a short or mostly vertical one leaves it. */
export const Swipe: Story = {
  globals: viewport('mobile'),
  parameters: { layout: 'fullscreen' },
  play: async ({ canvas, globals }) => {
    const labels = productGalleryLabels(localeOf({ globals }), NAME);
    const stage = canvas.getByRole('tabpanel');
    swipe(stage, { x: 300, y: 200 }, { x: 200, y: 210 });
    await expect(await within(stage).findByRole('img', { name: labels.imageAlt(2, 4) })).toBeVisible();
    swipe(stage, { x: 100, y: 200 }, { x: 130, y: 200 });
    swipe(stage, { x: 100, y: 200 }, { x: 170, y: 400 });
    await expect(within(stage).getByRole('img', { name: labels.imageAlt(2, 4) })).toBeVisible();
    swipe(stage, { x: 100, y: 200 }, { x: 200, y: 200 });
    await expect(await within(stage).findByRole('img', { name: labels.imageAlt(1, 4) })).toBeVisible();
  },
};

/** One tab stop for the thumbnails; arrows, Home and End move the choice and the focus. */
export const KeyboardNavigation: Story = {
  play: async ({ canvas, globals }) => {
    const labels = productGalleryLabels(localeOf({ globals }), NAME);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    const first = canvas.getByRole('tab', { name: labels.showImage(1, 4) });
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: labels.showImage(2, 4) })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: labels.showImage(2, 4) })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: labels.showImage(4, 4) })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('img', { name: labels.imageAlt(4, 4) })).toBeVisible();
    await userEvent.keyboard('{Home}');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    // Leaving the list from the selected thumbnail, not from each one.
    await userEvent.tab();
    await expect(canvas.queryByRole('tab', { name: labels.showImage(2, 4) })).not.toHaveFocus();
  },
};

/** The video comes after the pictures, with its controls and the first picture as poster; it never plays by itself. */
export const WithVideo: Story = {
  args: { images: withVideo?.images ?? [], video: withVideo?.video ?? null },
  // Chromium's own video controls draw a spinning loader at unpredictable moments: no still picture to compare.
  parameters: { screenshot: false },
  play: async ({ canvas, canvasElement, globals }) => {
    const labels = productGalleryLabels(localeOf({ globals }), NAME);
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs).toHaveLength(3);
    await userEvent.click(canvas.getByRole('tab', { name: labels.showVideo }));
    const video = canvasElement.querySelector('video');
    await expect(video).toHaveAttribute('aria-label', labels.video);
    await expect(video).toHaveAttribute('controls');
    await expect(video).not.toHaveAttribute('autoplay');
    await expect(video?.paused).toBe(true);
  },
};

/** One picture: no thumbnails and no arrows. */
export const SingleImage: Story = {
  args: { images: images.slice(1, 2) },
  play: async ({ canvas, globals }) => {
    const labels = productGalleryLabels(localeOf({ globals }), NAME);
    await expect(canvas.getByRole('img', { name: labels.imageAlt(1, 1) })).toBeVisible();
    await expect(canvas.queryByRole('tablist')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** No picture at all: a calm placeholder keeps the space. */
export const Empty: Story = {
  args: { images: [] },
  play: async ({ canvas, globals }) => {
    const labels = productGalleryLabels(localeOf({ globals }), NAME);
    await expect(canvas.getByText(labels.noImage)).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

export const MobileViewport: Story = {
  globals: viewport('mobile'),
  parameters: { layout: 'fullscreen' },
  play: async ({ canvas, globals }) => {
    const labels = productGalleryLabels(localeOf({ globals }), NAME);
    const stage = canvas.getByRole('tabpanel').getBoundingClientRect();
    await expect(stage.right).toBeLessThanOrEqual(375);
    await expect(canvas.getByRole('button', { name: labels.nextImage }).getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const DesktopViewport: Story = {
  globals: viewport('desktop'),
  play: async ({ canvas, globals }) => {
    const labels = productGalleryLabels(localeOf({ globals }), NAME);
    const tablist = canvas.getByRole('tablist', { name: labels.gallery }).getBoundingClientRect();
    const stage = canvas.getByRole('tabpanel').getBoundingClientRect();
    await expect(tablist.top).toBeGreaterThanOrEqual(stage.bottom);
  },
};

export const LongestFrenchLabel: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    const labels = productGalleryLabels('fr', NAME);
    await expect(canvas.getByRole('tab', { name: labels.showImage(2, 4) })).toBeVisible();
    await expect(canvas.getByRole('img', { name: labels.imageAlt(1, 4) })).toBeVisible();
  },
};
