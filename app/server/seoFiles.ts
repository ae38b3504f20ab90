import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { robotsTxt } from '../seo/robots';
import { pagesSitemapXml, productsSitemapXml, sitemapXml } from '../seo/sitemap';
import type { SitemapSource } from '../seo/sitemap';
import { apiSitemapSource } from '../seo/sitemapSource';

const XML = 'application/xml; charset=utf-8';
/** Sitemaps change with the catalogue; an hour of caching is plenty for crawlers. */
const SITEMAP_CACHE = 'public, max-age=3600';

/**
 * Streams a sitemap: the first chunk is awaited so a failing API answers 503 (with Retry-After)
 * instead of a truncated 200; later chunks flow as the API pages arrive, never one giant string.
 */
async function streamXml(chunks: AsyncGenerator<string>): Promise<Readable | null> {
  try {
    const first = await chunks.next();
    async function* rest() {
      if (!first.done) yield first.value;
      yield* chunks;
    }
    return Readable.from(rest());
  } catch (error) {
    console.error('sitemap failed', error);
    return null;
  }
}

/** /robots.txt, /sitemap.xml and, past 50,000 URLs, the files of the sitemap index. */
export function registerSeoFiles(
  app: FastifyInstance,
  options: { apiUrl: string; origin: (request: FastifyRequest) => string; source?: SitemapSource },
) {
  const source = options.source ?? apiSitemapSource(options.apiUrl);

  app.get('/robots.txt', async (request, reply) =>
    reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(robotsTxt(options.origin(request))),
  );

  const sitemap = (make: (origin: string, request: FastifyRequest) => AsyncGenerator<string> | null) => async (request: FastifyRequest, reply: FastifyReply) => {
    const chunks = make(options.origin(request), request);
    if (!chunks) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    const body = await streamXml(chunks);
    if (!body) return reply.code(503).header('Retry-After', '120').type('text/plain; charset=utf-8').send('Service Unavailable');
    return reply.type(XML).header('Cache-Control', SITEMAP_CACHE).send(body);
  };

  app.get('/sitemap.xml', sitemap((origin) => sitemapXml(source, origin)));
  app.get('/sitemap-pages.xml', sitemap((origin) => pagesSitemapXml(source, origin)));
  app.get<{ Params: { n: string } }>(
    '/sitemap-products-:n.xml',
    sitemap((origin, request) => {
      const n = Number((request.params as { n: string }).n);
      return Number.isInteger(n) && n >= 1 ? productsSitemapXml(source, origin, n) : null;
    }),
  );
}
