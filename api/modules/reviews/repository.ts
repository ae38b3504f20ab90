import {
  REVIEW_STARS,
  isUuid,
  type AdminReview,
  type Locale,
  type OwnReview,
  type Review,
  type ReviewCreateRequest,
  type ReviewDecision,
  type ReviewEligibility,
  type ReviewStatus,
  type ReviewSummary,
} from '../../../contract';
import type { Database, Query } from '../../db/client';
import { transactionWithRetry } from '../../db/retry';

/**
 * All SQL of reviews. Eligibility: the customer's own order has a line of the product whose shipment
 * was delivered (fulfilment stamps `shipments.delivered_at`). Moderation recomputes the product's
 * approved count, distribution and average in the same transaction, so the product read and the
 * reviews list never disagree.
 */

/** The product a review path names: by a slug of any locale, active products only. */
export type ReviewedProduct = { id: number; uuid: string; slugs: Partial<Record<Locale, string>> };

type ReviewRow = {
  uuid: string;
  rating: number;
  body: string;
  author_name: string;
  locale: Locale;
  status: ReviewStatus;
  created_at: Date | string;
};

const REVIEW_COLUMNS = 'r.uuid, r.rating, r.body, r.author_name, r.locale, r.status, r.created_at';
const iso = (value: Date | string) => new Date(value).toISOString();

const publicReview = (row: ReviewRow): Review => ({
  uuid: row.uuid,
  rating: row.rating,
  body: row.body,
  author: row.author_name,
  verified_buyer: true,
  locale: row.locale,
  created_at: iso(row.created_at),
});

const ownReview = (row: ReviewRow): OwnReview => ({
  uuid: row.uuid,
  rating: row.rating,
  body: row.body,
  author: row.author_name,
  locale: row.locale,
  status: row.status,
  created_at: iso(row.created_at),
});

/** The name shown under a review: the first name and the last name's initial ('Ana S.'). */
export function authorNameOf(name: string, lastname: string | null): string {
  const first = name.trim().split(/\s+/)[0] ?? '';
  const initial = (lastname ?? '').trim().charAt(0);
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}

/** The summary kept on the product row (`review_count`, `rating_counts` of stars 1…5, `average_rating`). */
export function summaryOf(row: { average_rating: number | null; review_count: number; rating_counts: number[] }): ReviewSummary {
  const counts = row.rating_counts;
  return {
    average: row.review_count > 0 && row.average_rating !== null ? Math.round(row.average_rating * 100) / 100 : null,
    count: row.review_count,
    distribution: { 1: counts[0] ?? 0, 2: counts[1] ?? 0, 3: counts[2] ?? 0, 4: counts[3] ?? 0, 5: counts[4] ?? 0 },
  };
}

/** Recomputes the product's approved-review aggregates; returns its slugs (for the live update). */
async function refreshProductRating(query: Query, productId: number): Promise<ReviewedProduct> {
  const stars = [...REVIEW_STARS].reverse();
  await query(
    `update products p set
       review_count = a.count,
       average_rating = case when a.count = 0 then null else round(a.mean, 2)::real end,
       rating_counts = a.counts,
       updated_at = now()
     from (
       select count(*)::int as count, avg(rating)::numeric as mean,
              array[${stars.map((star) => `count(*) filter (where rating = ${star})::int`).join(', ')}] as counts
       from product_reviews where product_id = $1 and status = 'approved'
     ) a
     where p.id = $1`,
    [productId],
  );
  return (await productById(query, productId))!;
}

async function productById(query: Query, productId: number): Promise<ReviewedProduct | null> {
  const rows = await query<{ uuid: string; locale: Locale; slug: string }>(
    `select p.uuid, t.locale, t.slug from products p join product_translations t on t.product_id = p.id where p.id = $1`,
    [productId],
  );
  if (rows.length === 0) return null;
  return { id: productId, uuid: rows[0]!.uuid, slugs: Object.fromEntries(rows.map((row) => [row.locale, row.slug])) };
}

export type CreateOutcome =
  | { kind: 'ineligible'; reason: 'not_purchased' | 'not_delivered' }
  | { kind: 'duplicate' }
  | { kind: 'created'; review: OwnReview };

export type ModerationOutcome = { kind: 'not_found' } | { kind: 'moderated'; review: AdminReview; product: ReviewedProduct };

export function createReviewRepository(database: Database) {
  /** The delivered line of `productId` in the customer's orders (newest delivery), and whether any paid order holds one. */
  async function purchaseOf(query: Query, userId: number, productId: number): Promise<{ deliveredLineId: number | null; purchased: boolean }> {
    const [row] = await query<{ delivered_line_id: number | null; purchased: boolean }>(
      `select
         (select ol.id from order_lines ol
            join orders o on o.id = ol.order_id
            join shipments s on s.id = ol.shipment_id
            join offers f on f.id = ol.offer_id
            join variants v on v.id = f.variant_id
          where o.customer_id = $1 and v.product_id = $2 and s.delivered_at is not null
          order by s.delivered_at desc limit 1) as delivered_line_id,
         exists (select 1 from order_lines ol
            join orders o on o.id = ol.order_id
            join offers f on f.id = ol.offer_id
            join variants v on v.id = f.variant_id
          where o.customer_id = $1 and v.product_id = $2 and o.paid_at is not null) as purchased`,
      [userId, productId],
    );
    return { deliveredLineId: row?.delivered_line_id ?? null, purchased: row?.purchased ?? false };
  }

  return {
    /** An active product by a slug of any locale, with its approved-review summary. */
    async productBySlug(slug: string): Promise<(ReviewedProduct & { summary: ReviewSummary }) | null> {
      const [row] = await database.query<{ id: number; average_rating: number | null; review_count: number; rating_counts: number[] }>(
        `select p.id, p.average_rating, p.review_count, p.rating_counts from product_translations t
         join products p on p.id = t.product_id and p.is_active
         where t.locale in ('pt', 'en', 'es', 'fr') and t.slug = $1 limit 1`,
        [slug],
      );
      if (!row) return null;
      const product = await productById(database.query, row.id);
      return product && { ...product, summary: summaryOf(row) };
    },

    /** One page of the product's approved reviews, newest first. */
    async approved(productId: number, page: number, perPage: number): Promise<Review[]> {
      const rows = await database.query<ReviewRow>(
        `select ${REVIEW_COLUMNS} from product_reviews r where r.product_id = $1 and r.status = 'approved'
         order by r.created_at desc, r.id desc limit $2 offset $3`,
        [productId, perPage, (page - 1) * perPage],
      );
      return rows.map(publicReview);
    },

    async eligibility(userId: number, productId: number): Promise<ReviewEligibility> {
      const [reviewed] = await database.query(`select 1 from product_reviews where product_id = $1 and user_id = $2`, [productId, userId]);
      if (reviewed) return { eligible: false, reason: 'already_reviewed' };
      const purchase = await purchaseOf(database.query, userId, productId);
      if (purchase.deliveredLineId !== null) return { eligible: true, reason: null };
      return { eligible: false, reason: purchase.purchased ? 'not_delivered' : 'not_purchased' };
    },

    /** The customer's review, pending moderation; one per customer and product (the unique index decides a race). */
    async create(userId: number, productId: number, locale: Locale, body: ReviewCreateRequest): Promise<CreateOutcome> {
      return transactionWithRetry(database, async (query): Promise<CreateOutcome> => {
        const purchase = await purchaseOf(query, userId, productId);
        if (purchase.deliveredLineId === null) return { kind: 'ineligible', reason: purchase.purchased ? 'not_delivered' : 'not_purchased' };
        const [user] = await query<{ name: string; lastname: string | null }>(`select name, lastname from users where id = $1`, [userId]);
        const [row] = await query<ReviewRow>(
          `insert into product_reviews as r (product_id, user_id, order_line_id, rating, body, author_name, locale)
           values ($1, $2, $3, $4, $5, $6, $7)
           on conflict (product_id, user_id) do nothing
           returning ${REVIEW_COLUMNS}`,
          [productId, userId, purchase.deliveredLineId, body.rating, body.body, authorNameOf(user?.name ?? '', user?.lastname ?? null), locale],
        );
        return row ? { kind: 'created', review: ownReview(row) } : { kind: 'duplicate' };
      });
    },

    /** Reviews waiting for the operator, oldest first. */
    async pending(page: number, perPage: number): Promise<{ reviews: AdminReview[]; total: number }> {
      const [count] = await database.query<{ total: number }>(`select count(*)::int as total from product_reviews where status = 'pending'`);
      const rows = await database.query<AdminRow>(
        `${ADMIN_SELECT} where r.status = 'pending' order by r.created_at, r.id limit $1 offset $2`,
        [perPage, (page - 1) * perPage],
      );
      return { reviews: rows.map(adminReview), total: count?.total ?? 0 };
    },

    /** Approves or rejects a review (an approved one may be taken down later) and refreshes its product's rating. */
    async moderate(uuid: string, decision: ReviewDecision): Promise<ModerationOutcome> {
      if (!isUuid(uuid)) return { kind: 'not_found' };
      return transactionWithRetry(database, async (query): Promise<ModerationOutcome> => {
        const [found] = await query<{ id: number; product_id: number }>(`select id, product_id from product_reviews where uuid = $1 for update`, [uuid]);
        if (!found) return { kind: 'not_found' };
        // The product row is locked first by every moderation of it, so two decisions recompute one after the other.
        await query(`select id from products where id = $1 for update`, [found.product_id]);
        await query(`update product_reviews set status = $2, moderated_at = now(), updated_at = now() where id = $1`, [found.id, decision]);
        const product = await refreshProductRating(query, found.product_id);
        const [row] = await query<AdminRow>(`${ADMIN_SELECT} where r.id = $1`, [found.id]);
        return { kind: 'moderated', review: adminReview(row!), product };
      });
    },
  };
}

type AdminRow = ReviewRow & { moderated_at: Date | string | null; product_uuid: string; product_slug: string; product_name: string; email: string };

const ADMIN_SELECT = `select ${REVIEW_COLUMNS}, r.moderated_at, p.uuid as product_uuid, t.slug as product_slug, t.name as product_name, u.email
  from product_reviews r
  join products p on p.id = r.product_id
  join product_translations t on t.product_id = p.id and t.locale = 'pt'
  join users u on u.id = r.user_id`;

const adminReview = (row: AdminRow): AdminReview => ({
  ...ownReview(row),
  product: { uuid: row.product_uuid, slug: row.product_slug, name: row.product_name },
  customer_email: row.email,
  moderated_at: row.moderated_at ? iso(row.moderated_at) : null,
});

export type ReviewRepository = ReturnType<typeof createReviewRepository>;
