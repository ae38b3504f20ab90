import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { productImage } from '../../mocks/fixtures';
import { Image } from './Image';
import { IMAGE_FITS, IMAGE_LAYOUTS } from './Image.css';

/** A media-route style URL (resized by `?w=`); the workbench answers it with a picture through MSW. */
const MEDIA_URL = 'http://localhost:8000/media/products/vestido-de-linho.webp';

const meta = {
  title: 'Primitives/Image',
  component: Image,
  args: { src: productImage('Vestido de linho', 30), alt: 'Vestido de linho', width: 240, height: 320 },
  argTypes: {
    fit: { control: 'inline-radio', options: IMAGE_FITS },
    layout: { control: 'inline-radio', options: IMAGE_LAYOUTS },
  },
  decorators: [(Story) => <div style={{ width: 240 }}>{Story()}</div>],
} satisfies Meta<typeof Image>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Lazy by default, with its intrinsic size reserved so nothing jumps. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'Vestido de linho' });
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('width', '240');
    await expect(image).toHaveAttribute('height', '320');
    // An inline picture has one size: no srcset to build.
    await expect(image).not.toHaveAttribute('srcset');
  },
};

/** A URL of the media route drawn at widths that vary with the screen gets the five resized widths and the caller's `sizes`. */
export const ResponsiveSources: Story = {
  args: { src: MEDIA_URL, sizes: '(min-width: 1024px) 25vw, 50vw' },
  beforeEach: async ({ msw }) => {
    const { http, HttpResponse } = await import('msw');
    msw.use(
      http.get(MEDIA_URL, () => {
        const picture = decodeURIComponent(productImage('Vestido de linho', 30).replace('data:image/svg+xml,', ''));
        return new HttpResponse(picture, { headers: { 'content-type': 'image/svg+xml' } });
      }),
    );
  },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'Vestido de linho' });
    await expect(image).toHaveAttribute(
      'srcset',
      [160, 320, 480, 640, 960].map((w) => `${MEDIA_URL}?w=${w} ${w}w`).join(', '),
    );
    await expect(image).toHaveAttribute('sizes', '(min-width: 1024px) 25vw, 50vw');
    // The workbench's MSW handler answered the resized request: the picture is drawn.
    await waitFor(() => expect((image as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
  },
};

/** Drawn at one width: the variant that covers it and the one that covers it on a double-density screen. */
export const FixedWidthSources: Story = {
  args: { src: MEDIA_URL, sizes: '160px' },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'Vestido de linho' });
    await expect(image).toHaveAttribute('srcset', `${MEDIA_URL}?w=160 160w, ${MEDIA_URL}?w=320 320w`);
    await expect(image).toHaveAttribute('sizes', '160px');
  },
};

/** A vector image is sharp at any width: one file, no srcset (a brand's SVG logo). */
export const VectorImage: Story = {
  args: { src: '/flags/pt.svg', alt: 'Portugal', width: 80, height: 24, sizes: '80px', fit: 'containStart' },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'Portugal' });
    await expect(image).not.toHaveAttribute('srcset');
    await expect(image).not.toHaveAttribute('sizes');
  },
};

/** Above the fold: loaded at once (the browser's default, so no loading attribute), with high priority. */
export const Priority: Story = {
  args: { priority: true },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'Vestido de linho' }) as HTMLImageElement;
    await expect(image).not.toHaveAttribute('loading');
    await expect(image.loading).not.toBe('lazy');
    await expect(image).toHaveAttribute('fetchpriority', 'high');
  },
};

export const Contained: Story = {
  args: { fit: 'contain', height: 160 },
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByRole('img', { name: 'Vestido de linho' })).objectFit).toBe('contain');
  },
};
