import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BrandListQuery,
  BrandListResponse,
  CampaignListResponse,
  CampaignResponse,
  CategoryListResponse,
  CategoryResponse,
  ContentPageQuery,
  ContentPageResponse,
  Locale,
  MenuResponse,
  MessageBody,
  ProductFilterQuery,
  ProductQuery,
  ProductResponse,
  ProductSearchQuery,
  SuggestionQuery,
  SuggestionsResponse,
  ValidationErrorBody,
  type ProductFilters,
} from '../../../contract';
import { paginationEnvelope } from '../../http/pagination';
import type { ListingContext, Page } from './listing';

/**
 * §7 catalogue calls. Listings answer the stored card texts joined into the Laravel envelope as one
 * pre-serialized string (Fastify sends a JSON string as is), so a page is never parsed or
 * re-serialized; their 200 shape is ProductListResponse, proved by the contract tests.
 */
const errors = { 404: MessageBody, 422: ValidationErrorBody };
const PathParam = z.string().max(200);
/** `?segment=` of the category calls: the pt slug or the English code, checked against the segments. */
const CategoriesQuery = z.object({ locale: Locale.default('pt'), segment: z.string().max(50).optional() });

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { catalog } = app;
  const notFound = (reply: FastifyReply, what: string) => reply.code(404).send({ message: `${what} could not be found.` });

  function listingBody(path: string, query: { page: number; per_page: number }, page: Page & { filters?: ProductFilters }): Buffer {
    const { links, meta } = paginationEnvelope({ page: query.page, perPage: query.per_page, total: page.total, path: `${app.config.apiUrl}${path}` });
    const filters = page.filters ? `,"filters":${JSON.stringify(page.filters)}` : '';
    return Buffer.from(
      `{"data":[${catalog.withOrigin(page.cards.join(','))}],"links":${JSON.stringify(links)},"meta":${JSON.stringify(meta)}${filters}}`,
    );
  }

  /**
   * A listing body is kept for RESPONSE_TTL_MS under its full URL (a popular page is asked for many
   * times a second; a catalogue write drops them all), and sent as bytes without serialization.
   */
  async function sendListing(
    reply: FastifyReply,
    url: string,
    query: { page: number; per_page: number },
    load: () => Promise<Page & { filters?: ProductFilters }>,
  ) {
    const body = await catalog.responses.get(url, async () => listingBody(url.split('?')[0]!, query, await load()));
    return reply.type('application/json; charset=utf-8').send(body);
  }

  const listingSchema = <P extends z.ZodType>(params: P) => ({
    schema: { params, querystring: ProductFilterQuery, response: errors },
  });

  async function segmentId(value: string | undefined): Promise<number | null | undefined> {
    if (value === undefined) return undefined;
    return (await catalog.getReference()).segmentByParam(value)?.id ?? null;
  }

  app.get('/v1/products', { schema: { querystring: ProductFilterQuery, response: errors } }, async (request, reply) =>
    sendListing(reply, request.url, request.query, () => catalog.listing.list({}, request.query)),
  );

  app.get(
    '/v1/products/search',
    { schema: { querystring: ProductSearchQuery, response: errors } },
    async (request, reply) => sendListing(reply, request.url, request.query, () => catalog.listing.search(request.query)),
  );

  app.get(
    '/v1/products/suggestions',
    { schema: { querystring: SuggestionQuery, response: { 200: SuggestionsResponse, ...errors } } },
    async (request, reply) => {
      // Shared caches may keep an answer briefly too: the same letters are typed by many shoppers.
      reply.header('cache-control', 'public, max-age=60');
      return { data: await catalog.suggestions.suggest(request.query.locale, request.query.q) };
    },
  );

  app.get('/v1/products/segment/:segment', listingSchema(z.object({ segment: PathParam })), async (request, reply) => {
    const id = await segmentId(request.params.segment);
    if (!id) return notFound(reply, 'The segment');
    return sendListing(reply, request.url, request.query, () => catalog.listing.list({ segmentId: id }, request.query));
  });

  /** `{sub}` is a segment (slug or code) or a subcategory of the category. */
  const categoryListing = async (categorySlug: string, sub: string | undefined): Promise<ListingContext | null> => {
    const reference = await catalog.getReference();
    const category = reference.categoryBySlug(categorySlug);
    if (!category || !category.isActive) return null;
    if (sub === undefined) return { categoryId: category.id };
    const segment = reference.segmentByParam(sub);
    if (segment) return { categoryId: category.id, segmentId: segment.id };
    const child = reference.categoryBySlug(sub);
    return child && child.isActive && child.parentCode === category.code ? { categoryId: child.id } : null;
  };
  for (const path of ['/v1/products/categories/:categorySlug', '/v1/products/categories/:categorySlug/:sub']) {
    app.get(path, listingSchema(z.object({ categorySlug: PathParam, sub: PathParam.optional() })), async (request, reply) => {
      const context = await categoryListing(request.params.categorySlug, request.params.sub);
      if (!context) return notFound(reply, 'The category');
      return sendListing(reply, request.url, request.query, () => catalog.listing.list(context, request.query));
    });
  }

  for (const path of ['/v1/products/brand/:brand', '/v1/products/brand/:brand/:sub']) {
    app.get(path, listingSchema(z.object({ brand: PathParam, sub: PathParam.optional() })), async (request, reply) => {
      const brand = (await catalog.getReference()).brandBySlug(request.params.brand);
      if (!brand || !brand.isActive) return notFound(reply, 'The brand');
      const segment = await segmentId(request.params.sub);
      if (segment === null) return notFound(reply, 'The segment');
      const context: ListingContext = { brandId: brand.id, ...(segment === undefined ? {} : { segmentId: segment }) };
      return sendListing(reply, request.url, request.query, () => catalog.listing.list(context, request.query));
    });
  }

  app.get('/v1/campaigns/products/:campaign', listingSchema(z.object({ campaign: PathParam })), async (request, reply) => {
    const campaign = (await catalog.getReference()).campaignByKey(request.params.campaign);
    if (!campaign || !campaign.isActive) return notFound(reply, 'The campaign');
    return sendListing(reply, request.url, request.query, () => catalog.listing.list({ campaignId: campaign.id }, request.query));
  });

  app.get(
    '/v1/products/:slug',
    { schema: { params: z.object({ slug: PathParam }), querystring: ProductQuery, response: { 200: ProductResponse, ...errors } } },
    async (request, reply) => {
      const product = await catalog.productBySlug(request.params.slug, request.query.locale);
      if (!product) return notFound(reply, 'The product');
      return { data: product };
    },
  );

  app.get(
    '/v1/brands/home-page',
    { schema: { querystring: BrandListQuery, response: { 200: BrandListResponse, ...errors } } },
    async (request) => ({ data: await catalog.homePageBrands(request.query.locale) }),
  );

  app.get(
    '/v1/brands/segment/:segment',
    { schema: { params: z.object({ segment: PathParam }), querystring: BrandListQuery, response: { 200: BrandListResponse, ...errors } } },
    async (request, reply) => {
      const id = await segmentId(request.params.segment);
      if (!id) return notFound(reply, 'The segment');
      return { data: await catalog.segmentBrands(id, request.query.locale) };
    },
  );

  app.get(
    '/v1/categories',
    { schema: { querystring: CategoriesQuery, response: { 200: CategoryListResponse, ...errors } } },
    async (request, reply) => {
      const segment = await segmentId(request.query.segment);
      if (segment === null) return notFound(reply, 'The segment');
      return { data: await catalog.categories(request.query.locale, segment) };
    },
  );

  app.get(
    '/v1/categories/:slug',
    { schema: { params: z.object({ slug: PathParam }), querystring: CategoriesQuery, response: { 200: CategoryResponse, ...errors } } },
    async (request, reply) => {
      const segment = await segmentId(request.query.segment);
      if (segment === null) return notFound(reply, 'The segment');
      const category = await catalog.category(request.params.slug, request.query.locale, segment);
      if (!category) return notFound(reply, 'The category');
      return { data: category };
    },
  );

  app.get(
    '/v1/campaigns',
    { schema: { querystring: BrandListQuery, response: { 200: CampaignListResponse, ...errors } } },
    async (request) => ({ data: await catalog.campaigns(request.query.locale) }),
  );

  app.get(
    '/v1/campaigns/:uuid',
    { schema: { params: z.object({ uuid: PathParam }), querystring: BrandListQuery, response: { 200: CampaignResponse, ...errors } } },
    async (request, reply) => {
      const campaign = await catalog.campaign(request.params.uuid, request.query.locale);
      if (!campaign) return notFound(reply, 'The campaign');
      return { data: campaign };
    },
  );

  app.get('/cms/v1/menu', { schema: { response: { 200: MenuResponse } } }, async () => ({
    success: true,
    data: await catalog.menus(),
  }));

  app.get(
    '/cms/v1/pages/:slug',
    { schema: { params: z.object({ slug: PathParam }), querystring: ContentPageQuery, response: { 200: ContentPageResponse, ...errors } } },
    async (request, reply) => {
      const page = await catalog.contentPage(request.params.slug, request.query.locale);
      if (!page) return notFound(reply, 'The page');
      return { data: page };
    },
  );
};
