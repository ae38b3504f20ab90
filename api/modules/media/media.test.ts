import { existsSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEGMENTS, ValidationErrorBody, segmentPicturePath } from '../../../contract';
import { LAST_ARTWORK_ID } from '../../media/artworks';
import { createTestApi, type TestApi } from '../../test-support';

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('media routes', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi('pglite', { products: 10 });
  });
  afterAll(() => api?.close());

  it('renders an artwork as WebP at the requested width, immutable, and caches it on disk', async () => {
    const cached = api.app.media.cachePath(12, 320, 'webp');
    expect(existsSync(cached)).toBe(false);
    const response = await api.app.inject('/media/12.webp?w=320');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    const metadata = await sharp(response.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 320, height: 400 });
    expect(existsSync(cached)).toBe(true);

    const again = await api.app.inject('/media/12.webp?w=320');
    expect(again.rawPayload.equals(response.rawPayload)).toBe(true);
  });

  it('serves AVIF too', async () => {
    const response = await api.app.inject('/media/3.avif?w=160');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/avif');
    expect((await sharp(response.rawPayload).metadata()).width).toBe(160);
  });

  it('refuses a width outside the srcset steps with 422', async () => {
    const response = await api.app.inject('/media/12.webp?w=333');
    expect(response.statusCode).toBe(422);
    expect(Object.keys(ValidationErrorBody.parse(response.json()).errors)).toEqual(['w']);
  });

  it('answers 404 for an artwork outside the pool or an unknown format', async () => {
    expect((await api.app.inject(`/media/${LAST_ARTWORK_ID + 1}.webp`)).statusCode).toBe(404);
    expect((await api.app.inject('/media/12.png')).statusCode).toBe(404);
  });

  it('every image of a product card is served', async () => {
    const products = (await api.app.inject('/v1/products?per_page=3')).json();
    const paths: string[] = products.data.flatMap((p: { images: { file_path: string }[] }) => p.images.map((i) => i.file_path));
    for (const filePath of paths.slice(0, 4)) {
      const response = await api.app.inject(new URL(filePath).pathname + '?w=160');
      expect(response.statusCode).toBe(200);
    }
  });

  it('serves brand logos as immutable SVG named after the brand', async () => {
    const products = (await api.app.inject('/v1/products?per_page=1')).json();
    const brand = products.data[0].brand;
    const response = await api.app.inject(new URL(brand.logo).pathname);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.body).toContain(`aria-label="${brand.name}"`);
    expect((await api.app.inject('/media/brands/no-such-brand.svg')).statusCode).toBe(404);
  });

  it('serves every segment its picture as immutable SVG, each a different one', async () => {
    const pictures = new Set<string>();
    for (const { slug } of SEGMENTS) {
      const response = await api.app.inject(segmentPicturePath(slug));
      expect(response.statusCode, slug).toBe(200);
      expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
      expect((await sharp(response.rawPayload).metadata()).height).toBe(800);
      pictures.add(response.body);
    }
    expect(pictures.size).toBe(SEGMENTS.length);
    expect((await api.app.inject('/media/segments/jardim.svg')).statusCode).toBe(404);
  });

  it('every picture of the CMS menus is served', async () => {
    const menus = (await api.app.inject('/cms/v1/menu?locale=pt')).json();
    const images: string[] = JSON.stringify(menus).match(/[^"]*\/media\/\d+\.webp/g) ?? [];
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) expect((await api.app.inject(`${new URL(image).pathname}?w=160`)).statusCode).toBe(200);
  });
});
