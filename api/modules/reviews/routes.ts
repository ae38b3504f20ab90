import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminReviewResponse,
  AdminReviewsResponse,
  MessageBody,
  OwnReviewResponse,
  ProductQuery,
  ProductReviewsResponse,
  REVIEW_API_PATHS,
  REVIEWS_PER_PAGE,
  ReviewCreateRequest,
  ReviewEligibilityResponse,
  ReviewModerationRequest,
  ReviewsQuery,
  ValidationErrorBody,
} from '../../../contract';
import { userOf } from '../../http/auth-context';
import { paginationEnvelope } from '../../http/pagination';
import { requireAdminToken } from '../admin/auth';
import { createReviewRepository, type ReviewedProduct } from './repository';

const SlugParams = z.object({ slug: z.string().max(200) });
const UuidParams = z.object({ uuid: z.string().max(200) });
const PRODUCT_NOT_FOUND = { message: 'The product could not be found.' } as const;
const REVIEW_NOT_FOUND = { message: 'The review could not be found.' } as const;
export const REVIEW_MESSAGES = {
  not_purchased: 'Only customers who bought this product can review it.',
  not_delivered: 'You can review this product once your order has been delivered.',
  duplicate: 'You have already reviewed this product.',
} as const;
/** Pending reviews per page of the operator's list. */
const ADMIN_PER_PAGE = 50;
const noStore = async (_request: unknown, reply: { header(name: string, value: string): unknown }) => void reply.header('cache-control', 'no-store');

/**
 * Public and customer paths of reviews:
 * - `GET /v1/products/{slug}/reviews?page=` → approved reviews (5 a page, newest first), links, meta, summary;
 * - `GET /v1/products/{slug}/reviews/eligibility` (signed in) → `{data: {eligible, reason}}`;
 * - `POST /v1/products/{slug}/reviews` (signed in) → 201 `{data}` pending; 403 not a verified buyer
 *   (not bought, or not delivered yet); 409 already reviewed; 422 per field; unknown product 404.
 */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const reviews = createReviewRepository(app.database);

  app.get(
    REVIEW_API_PATHS.productReviews(':slug'),
    { schema: { params: SlugParams, querystring: ReviewsQuery, response: { 200: ProductReviewsResponse, 404: MessageBody, 422: ValidationErrorBody } } },
    async (request, reply) => {
      const product = await reviews.productBySlug(request.params.slug);
      if (!product) return reply.code(404).send(PRODUCT_NOT_FOUND);
      const page = request.query.page;
      const data = await reviews.approved(product.id, page, REVIEWS_PER_PAGE);
      const path = `${app.config.apiUrl}${REVIEW_API_PATHS.productReviews(request.params.slug)}`;
      return { data, ...paginationEnvelope({ page, perPage: REVIEWS_PER_PAGE, total: product.summary.count, path }), summary: product.summary };
    },
  );

  app.get(
    REVIEW_API_PATHS.eligibility(':slug'),
    { onRequest: app.requireUser, onSend: noStore, schema: { params: SlugParams, response: { 200: ReviewEligibilityResponse, 401: MessageBody, 404: MessageBody } } },
    async (request, reply) => {
      const product = await reviews.productBySlug(request.params.slug);
      if (!product) return reply.code(404).send(PRODUCT_NOT_FOUND);
      return { data: await reviews.eligibility(userOf(request).id, product.id) };
    },
  );

  app.post(
    REVIEW_API_PATHS.productReviews(':slug'),
    {
      onRequest: app.requireUser,
      onSend: noStore,
      schema: {
        params: SlugParams,
        querystring: ProductQuery,
        body: ReviewCreateRequest,
        response: { 201: OwnReviewResponse, 401: MessageBody, 403: MessageBody, 404: MessageBody, 409: MessageBody, 419: MessageBody, 422: ValidationErrorBody },
      },
    },
    async (request, reply) => {
      const product = await reviews.productBySlug(request.params.slug);
      if (!product) return reply.code(404).send(PRODUCT_NOT_FOUND);
      const created = await reviews.create(userOf(request).id, product.id, request.query.locale, request.body);
      if (created.kind === 'ineligible') return reply.code(403).send({ message: REVIEW_MESSAGES[created.reason] });
      if (created.kind === 'duplicate') return reply.code(409).send({ message: REVIEW_MESSAGES.duplicate });
      return reply.code(201).send({ data: created.review });
    },
  );
};

/**
 * Operator paths (`Authorization: Bearer $ADMIN_TOKEN`): `GET /v1/admin/reviews?page=` → pending reviews,
 * oldest first; `POST /v1/admin/reviews/{uuid}` `{status: approved|rejected}` → 200 `{data}`, 404 unknown.
 * A decision refreshes the product's rating, clears the catalogue's caches and updates open product pages.
 */
export const adminReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdminToken(app.config.adminToken, app.accounts.rateLimitStore));
  app.addHook('onSend', noStore);
  const reviews = createReviewRepository(app.database);
  const errors = { 401: MessageBody, 403: MessageBody, 404: MessageBody, 422: ValidationErrorBody };

  const changed = (product: ReviewedProduct) => {
    app.catalog.invalidate();
    app.domainEvents.emit('product.changed', { uuid: product.uuid, slug: product.slugs.pt ?? Object.values(product.slugs)[0]!, slugs: product.slugs });
  };

  app.get(REVIEW_API_PATHS.adminPending, { schema: { querystring: ReviewsQuery, response: { 200: AdminReviewsResponse, ...errors } } }, async (request) => {
    const page = request.query.page;
    const { reviews: data, total } = await reviews.pending(page, ADMIN_PER_PAGE);
    return { data, ...paginationEnvelope({ page, perPage: ADMIN_PER_PAGE, total, path: `${app.config.apiUrl}${REVIEW_API_PATHS.adminPending}` }) };
  });

  app.post(
    REVIEW_API_PATHS.adminReview(':uuid'),
    { schema: { params: UuidParams, body: ReviewModerationRequest, response: { 200: AdminReviewResponse, ...errors } } },
    async (request, reply) => {
      const moderated = await reviews.moderate(request.params.uuid, request.body.status);
      if (moderated.kind === 'not_found') return reply.code(404).send(REVIEW_NOT_FOUND);
      changed(moderated.product);
      return { data: moderated.review };
    },
  );
};
