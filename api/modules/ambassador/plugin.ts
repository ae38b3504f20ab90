import type { FastifyInstance } from 'fastify';
import { createAffiliateRepository, type AffiliateRepository } from '../affiliate/repository';
import { referralPolicy } from './referrals';
import { createAmbassadorRepository, type AmbassadorRepository } from './repository';
import { createProgrammeSales, MATURE_EVERY_MS, MATURE_JOB, ORDER_PAID_JOB, type ProgrammeSales } from './sales';

declare module 'fastify' {
  interface FastifyInstance {
    ambassadors: AmbassadorRepository;
    affiliates: AffiliateRepository;
    programmeSales: ProgrammeSales;
  }
}

/**
 * The ambassador and affiliate programmes on the app (after `installOrders`: the checkout takes the
 * programme's friend discount, and the payment ledger enqueues `programmes.order-paid`).
 */
export function installProgrammes(app: FastifyInstance, options: { now: () => Date }): void {
  const config = app.config.programmes;
  app.decorate('ambassadors', createAmbassadorRepository(app.database, { config, webOrigin: app.config.webOrigins[0]! }));
  app.decorate('affiliates', createAffiliateRepository(app.database, { config, now: options.now }));
  app.decorate('programmeSales', createProgrammeSales(app.database, config, { now: options.now, deliverMail: (id) => app.mailer.deliver(id) }));
  app.checkout.useReferralPolicy(referralPolicy(config.friendDiscountPercent));

  app.jobs.register(ORDER_PAID_JOB, async (job) => {
    const orderId = Number(job.payload.orderId);
    if (Number.isInteger(orderId)) await app.programmeSales.recordOrderPaid(orderId);
  });
  app.jobs.register(MATURE_JOB, async () => {
    const settled = await app.programmeSales.matureDue();
    if (settled.matured + settled.cancelled > 0) app.log.info(settled, 'programme commissions settled');
  });
  app.jobs.schedule(MATURE_JOB, MATURE_JOB, MATURE_EVERY_MS);
}
