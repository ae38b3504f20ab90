import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { artworkSvg, isArtworkId } from '../../media/artworks';

/** Widths the media route renders (the web's srcset steps); anything else is refused with 422. */
export const MEDIA_WIDTHS = [160, 320, 480, 640, 960, 1280] as const;
export const DEFAULT_MEDIA_WIDTH = 640;
export const MEDIA_FORMATS = ['webp', 'avif'] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];

const SOURCE_WIDTH = 800;

/**
 * Renders product artworks with sharp on the first request of each (artwork, width, format) and
 * keeps the result under `${dataDir}/media/`; concurrent first requests share one render.
 */
export function createMediaService(dataDir: string) {
  const cacheDir = path.resolve(dataDir, 'media');
  const inFlight = new Map<string, Promise<Buffer>>();

  async function render(svg: string, width: number, format: MediaFormat): Promise<Buffer> {
    const image = sharp(Buffer.from(svg), { density: Math.ceil((72 * width) / SOURCE_WIDTH) }).resize({ width });
    return format === 'webp' ? image.webp({ quality: 82 }).toBuffer() : image.avif({ quality: 55 }).toBuffer();
  }

  async function produce(artworkId: number, width: number, format: MediaFormat, file: string): Promise<Buffer> {
    try {
      return await readFile(file);
    } catch {
      const svg = artworkSvg(artworkId)!;
      const bytes = await render(svg, width, format);
      await mkdir(cacheDir, { recursive: true });
      const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, file);
      return bytes;
    }
  }

  return {
    cacheDir,
    cachePath(artworkId: number, width: number, format: MediaFormat): string {
      return path.join(cacheDir, `${artworkId}-${width}.${format}`);
    },
    /** The image bytes, or null when the artwork does not exist. */
    async artwork(artworkId: number, width: number, format: MediaFormat): Promise<Buffer | null> {
      if (!isArtworkId(artworkId)) return null;
      const file = this.cachePath(artworkId, width, format);
      const pending = inFlight.get(file);
      if (pending) return pending;
      const job = produce(artworkId, width, format, file).finally(() => inFlight.delete(file));
      inFlight.set(file, job);
      return job;
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
