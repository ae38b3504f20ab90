import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MessageBody, SEGMENTS, ValidationErrorBody, segmentPicturePath } from '../../../contract';
import { brandLogoSvg, segmentPictureSvg } from '../../media/artworks';
import { validationErrorBody } from '../../http/errors';
import { DEFAULT_MEDIA_WIDTH, MEDIA_WIDTHS, type MediaFormat } from './service';

/** Generated media never changes for a given URL, so browsers and CDNs may keep it for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const CONTENT_TYPES: Record<MediaFormat, string> = { webp: 'image/webp', avif: 'image/avif' };
const ARTWORK_FILE = /^(\d+)\.(webp|avif)$/;
const LOGO_FILE = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.svg$/;

const MediaQuery = z.object({ w: z.string().optional() });

export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const notFound = { message: 'The requested image could not be found.' };

  app.get(
    '/media/:file',
    {
      schema: {
        params: z.object({ file: z.string() }),
        querystring: MediaQuery,
        response: { 200: z.instanceof(Buffer), 404: MessageBody, 422: ValidationErrorBody },
      },
    },
    async (request, reply) => {
      const match = ARTWORK_FILE.exec(request.params.file);
      if (!match) return reply.code(404).send(notFound);
      const width = request.query.w === undefined ? DEFAULT_MEDIA_WIDTH : Number(request.query.w);
      if (!(MEDIA_WIDTHS as readonly number[]).includes(width)) {
        return reply
          .code(422)
          .send(validationErrorBody({ w: [`The selected w is invalid. Allowed widths: ${MEDIA_WIDTHS.join(', ')}.`] }));
      }
      const format = match[2] as MediaFormat;
      const bytes = await app.media.artwork(Number(match[1]), width, format);
      if (!bytes) return reply.code(404).send(notFound);
      return reply.header('cache-control', IMMUTABLE).type(CONTENT_TYPES[format]).send(bytes);
    },
  );

  app.get(
    '/media/segments/:file',
    { schema: { params: z.object({ file: z.string() }), response: { 200: z.string(), 404: MessageBody } } },
    async (request, reply) => {
      const segment = SEGMENTS.find(({ slug }) => segmentPicturePath(slug) === `/media/segments/${request.params.file}`);
      const svg = segment ? segmentPictureSvg(segment.code) : null;
      if (!svg) return reply.code(404).send(notFound);
      return reply.header('cache-control', IMMUTABLE).type('image/svg+xml').send(svg);
    },
  );

  app.get(
    '/media/brands/:file',
    { schema: { params: z.object({ file: z.string() }), response: { 200: z.string(), 404: MessageBody } } },
    async (request, reply) => {
      const match = LOGO_FILE.exec(request.params.file);
      const name = match ? await app.catalog.brandNameBySlug(match[1]!) : null;
      if (!name) return reply.code(404).send(notFound);
      return reply.header('cache-control', IMMUTABLE).type('image/svg+xml').send(brandLogoSvg(name));
    },
  );
};
