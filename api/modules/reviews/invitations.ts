import type { FastifyInstance } from 'fastify';
import { orderNumberOf, WRITE_REVIEW_PARAM, REVIEWS_ANCHOR, type Locale } from '../../../contract';
import type { Query } from '../../db/client';
import { transactionWithRetry } from '../../db/retry';
import { createJobQueue } from '../../jobs/queue';
import { reviewInvitationMail } from '../../mail/review-templates';
import { queueMail } from '../../mail/outbox';
import { localePath } from '../catalog/repository';

/**
 * The invitation to review after delivery: fulfilment enqueues `reviews.invite` in the transaction that
 * marks a shipment delivered; the job writes the e-mail (the order's language, one link per delivered
 * product the customer has not reviewed) and a `review_invitations` row for the shipment in one
 * transaction, so a shipment is invited once however often the job runs. Only orders of a customer
 * account are invited: a review needs a signed-in customer.
 */

export const REVIEW_INVITATION_JOB = 'reviews.invite';

/** Called by fulfilment inside the transaction that delivers a shipment. */
export async function enqueueReviewInvitation(query: Query, shipmentId: number): Promise<void> {
  await createJobQueue({ query }).enqueue(REVIEW_INVITATION_JOB, { shipmentId }, { query, dedupeKey: `${REVIEW_INVITATION_JOB}:${shipmentId}` });
}

type InvitedShipment = { order_uuid: string; locale: Locale; name: string; email: string; customer_id: number | null; delivered: boolean };

/** Writes the shipment's invitation once; the outbox id of the mail to deliver, or null when nothing is sent. */
async function inviteOnce(query: Query, shipmentId: number, webOrigin: string): Promise<number | null> {
  const [shipment] = await query<InvitedShipment>(
    `select o.uuid as order_uuid, o.locale, o.name, o.email, o.customer_id, s.delivered_at is not null as delivered
     from shipments s join orders o on o.id = s.order_id where s.id = $1`,
    [shipmentId],
  );
  if (!shipment?.delivered || shipment.customer_id === null) return null;
  const [claimed] = await query(`insert into review_invitations (shipment_id) values ($1) on conflict do nothing returning shipment_id`, [shipmentId]);
  if (!claimed) return null;
  const products = await query<{ name: string; slug: string }>(
    `select distinct on (v.product_id) t.name, t.slug
     from order_lines ol
     join offers f on f.id = ol.offer_id
     join variants v on v.id = f.variant_id
     join products p on p.id = v.product_id and p.is_active
     join product_translations t on t.product_id = p.id and t.locale = $2
     where ol.shipment_id = $1
       and not exists (select 1 from product_reviews r where r.product_id = v.product_id and r.user_id = $3)
     order by v.product_id`,
    [shipmentId, shipment.locale, shipment.customer_id],
  );
  if (products.length === 0) return null;
  const mail = reviewInvitationMail({
    locale: shipment.locale,
    name: shipment.name,
    number: orderNumberOf(shipment.order_uuid),
    products: products.map((product) => ({
      name: product.name,
      href: `${webOrigin}${localePath(shipment.locale, `/product/${product.slug}`)}?${WRITE_REVIEW_PARAM}=1#${REVIEWS_ANCHOR}`,
    })),
  });
  const mailId = await queueMail(query, { kind: 'review_invitation', to: shipment.email, locale: shipment.locale, ...mail });
  await query(`update review_invitations set mail_id = $2 where shipment_id = $1`, [shipmentId, mailId]);
  return mailId;
}

export function registerReviewInvitations(app: FastifyInstance): void {
  const webOrigin = app.config.webOrigins[0]!;
  app.jobs.register(REVIEW_INVITATION_JOB, async (job) => {
    const shipmentId = Number(job.payload.shipmentId);
    if (!Number.isSafeInteger(shipmentId)) return;
    const mailId = await transactionWithRetry(app.database, (query) => inviteOnce(query, shipmentId, webOrigin));
    if (mailId !== null) await app.mailer.deliver(mailId);
  });
}
