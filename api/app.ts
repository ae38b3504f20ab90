import { randomUUID } from 'node:crypto';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyCors from '@fastify/cors';
import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { installAuthContext } from './http/auth-context';
import { installProtoGuard } from './http/proto-guard';
import { installEmptyJsonBody } from './http/empty-json';
import { createDeferredWork } from './http/deferred';
import { frameworkErrors, installErrorHandling } from './http/errors';
import { installStorableText } from './http/storable-text';
import type { RateLimitStore } from './http/rate-limit-store';
import { installUtmAttribution } from './http/utm-attribution';
import { createDomainEventBus, type DomainEventBus } from './events';
import { createJobs, type Jobs } from './jobs/jobs';
import { realtimePlugin } from './realtime';
import { devMailRoutes } from './mail/dev-routes';
import { createMailer, MAIL_RETRY_EVERY_MS } from './mail/outbox';
import { accountRoutes } from './modules/account/routes';
import { accountOrderRoutes } from './modules/account-orders/routes';
import { installAuth } from './modules/auth/plugin';
import { authRoutes } from './modules/auth/routes';
import { installBroadcasting } from './modules/broadcasting/plugin';
import { broadcastingRoutes } from './modules/broadcasting/routes';
import { createAdminRepository, type AdminRepository } from './modules/admin/repository';
import { adminRoutes } from './modules/admin/routes';
import { fulfilmentRoutes } from './modules/fulfilment/routes';
import { invoiceRoutes } from './modules/invoices/routes';
import { adminReturnRoutes, returnRoutes } from './modules/returns/routes';
import { registerReviewInvitations } from './modules/reviews/invitations';
import { adminReviewRoutes, reviewRoutes } from './modules/reviews/routes';
import { sizeGuideRoutes } from './modules/size-guides/routes';
import { cartRoutes } from './modules/cart/routes';
import { createAddressRepository } from './modules/addresses/repository';
import { addressRoutes } from './modules/addresses/routes';
import { CREDIT_EXPIRY_EVERY_MS } from './modules/credits/rules';
import { createCreditService } from './modules/credits/repository';
import { creditAdminRoutes, creditRoutes } from './modules/credits/routes';
import { checkoutRoutes } from './modules/checkout/routes';
import { installOrders, ledgerHooks, orderOwnership } from './modules/orders/plugin';
import { orderRoutes } from './modules/orders/routes';
import { paymentRoutes } from './modules/payments/routes';
import { createCartService } from './modules/cart/service';
import { createCatalogRepository, type CatalogRepository } from './modules/catalog/repository';
import { createDiscountRepository } from './modules/discounts/repository';
import { discountRoutes } from './modules/discounts/routes';
import { createWishlistRepository } from './modules/wishlist/repository';
import { wishlistRoutes } from './modules/wishlist/routes';
import { catalogRoutes } from './modules/catalog/routes';
import { healthRoutes } from './modules/health/routes';
import { mediaRoutes } from './modules/media/routes';
import { utmRoutes } from './modules/utm/routes';
import { accountDataRoutes } from './modules/support/account-routes';
import { supportRoutes } from './modules/support/routes';
import { createMediaService, type MediaService } from './modules/media/service';
import type { PaymentGateway } from './modules/payments/gateway';
import { installPayments, type PaymentHooks } from './modules/payments/plugin';
import { installSibsSandbox } from './modules/payments/sandbox/routes';
import { createSibsGateway } from './modules/payments/sibs/client';
import { affiliateRoutes, programmeAdminRoutes } from './modules/affiliate/routes';
import { installProgrammes } from './modules/ambassador/plugin';
import { ambassadorRoutes } from './modules/ambassador/routes';
import { assistantRoutes } from './modules/assistant/routes';
import { installAssistant } from './modules/assistant/service';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    catalog: CatalogRepository;
    admin: AdminRepository;
    domainEvents: DomainEventBus;
    media: MediaService;
    jobs: Jobs;
  }
}

export type BuildAppOptions = {
  config: Config;
  database: Database;
  /** The clock of sessions, tokens, limits and mail (tests pass a fake one). */
  now?: () => Date;
  /** Counters of the login and password-reset limits; default: memory, or Redis with REDIS_URL. */
  rateLimitStore?: RateLimitStore;
  /** A nodemailer transport instead of SMTP_URL (tests). */
  mailTransport?: Parameters<typeof createMailer>[0]['transport'];
  /** Called for every route as it is registered (the fuzz test enumerates the routes with it). */
  onRoute?: (route: RouteOptions) => void;
  /** The payment gateway instead of the SIBS client on config.sibs (tests). */
  paymentGateway?: PaymentGateway;
  /** The payment-attempt ledger's two functions; default: ones that only log. */
  paymentHooks?: PaymentHooks;
  /** The transport of the SIBS client and of the sandbox's notifications, given the app (tests route them in-process). */
  sibsFetch?: (app: FastifyInstance) => typeof fetch;
};

/** Request bodies above 1 MiB answer 413 (reliability E1). */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * The api as a plugin tree (after fastify/demo): external plugins, then the app's services and
 * repositories decorating the instance, then routes. The caller owns the database and calls
 * `ready()`/`listen()`; tests may add routes before `ready()`.
 */
export async function buildApp({ config, database, ...options }: BuildAppOptions): Promise<FastifyInstance> {
  const now = options.now ?? (() => new Date());
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: BODY_LIMIT_BYTES,
    // `__proto__` / `constructor.prototype` keys in a JSON body → 400 (reliability E2).
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    // A path that does not decode (`%ED%A0%80`, `%zz`) → 400 in the API's `{message}` shape.
    frameworkErrors,
    // Off unless TRUST_PROXY says so: request.ip (rate-limit keys) is then the socket address.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? ((hops: number) => (_address: string, hop: number) => hop < hops)(config.trustProxy)
        : config.trustProxy,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    },
  }).withTypeProvider<ZodTypeProvider>();

  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  installProtoGuard(app);
  installEmptyJsonBody(app);
  installAuthContext(app);
  installUtmAttribution(app);
  // A JSON API: a text/plain body (how a cross-site form smuggles JSON) is refused with 415 (D2).
  app.removeContentTypeParser('text/plain');
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  // Only WEB_ORIGINS get CORS headers (with credentials); any other origin, `null` included, gets none (D3).
  await app.register(fastifyCors, {
    origin: (origin, callback) => callback(null, origin !== undefined && config.webOrigins.includes(origin)),
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: [
      'Accept',
      'Accept-Language',
      'Authorization',
      'Content-Type',
      'X-CSRF-TOKEN',
      'X-XSRF-TOKEN',
      'X-Requested-With',
      'X-Session-Id',
      'X-Request-Id',
    ],
    exposedHeaders: ['x-request-id'],
  });
  // The api serves JSON and images only; the web sets its own CSP. Images are loaded cross-origin by the web.
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  // Product lists are 135–170 KB of JSON: br (quality 4, the plugin's default), else gzip, when the client
  // accepts it, from 1 KB up (smaller answers gain less than the encoding costs). Server-sent events and
  // images stay as they are (the plugin's compressible types); request bodies are never inflated, so the
  // 1 MiB body limit counts the bytes that arrive.
  await app.register(fastifyCompress, { global: true, globalDecompression: false, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(fastifyCookie);
  // After the cookie parser: it drops cookies holding text PostgreSQL cannot store.
  installStorableText(app);

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('catalog', createCatalogRepository(database, { api: config.apiUrl, web: config.webOrigins[0]! }));
  app.decorate('admin', createAdminRepository(database));
  app.decorate('domainEvents', createDomainEventBus());
  app.decorate('media', createMediaService(config.dataDir));
  app.decorate('discounts', createDiscountRepository(database, now));
  app.decorate('wishlist', createWishlistRepository(database));
  app.decorate('credits', createCreditService(database));
  app.decorate('savedAddresses', createAddressRepository(database));
  app.decorate('deferred', createDeferredWork(app.log));
  app.decorate('mailer', createMailer({ database, from: config.mail.from, smtpUrl: config.mail.smtpUrl, transport: options.mailTransport ?? null, now }));
  // Durable background work (api/jobs/): the runner is started by startApi, run by hand in tests.
  app.decorate('jobs', createJobs(database, { now, log: app.log }));
  // A mail SMTP could not take when it was written is sent again by a durable job, whichever process runs it.
  app.jobs.register('mail.retry', async () => {
    const sent = await app.mailer.retryFailed();
    if (sent > 0) app.log.info({ sent }, 'mail: sent again what SMTP had refused');
  });
  app.jobs.schedule('mail.retry', 'mail.retry', MAIL_RETRY_EVERY_MS);
  // Store credit past its expiry is written off in the ledger (the balance already leaves it out).
  app.jobs.register('credits.expire', async () => {
    const written = await app.credits.expireLapsed();
    if (written > 0) app.log.info({ written }, 'credits: lapsed store credit written off');
  });
  app.jobs.schedule('credits.expire', 'credits.expire', CREDIT_EXPIRY_EVERY_MS);
  app.addHook('onClose', async () => {
    await app.jobs.stop();
    await app.deferred.settled();
    app.mailer.close();
  });
  installAuth(app, { now, ...(options.rateLimitStore ? { rateLimitStore: options.rateLimitStore } : {}) });
  app.decorate('carts', createCartService(database, { now, mediaOrigin: config.apiUrl, events: app.domainEvents }));
  // §7 live channels: channel authorisers and the publisher of the domain events (app.broadcasting).
  installBroadcasting(app);
  // Checkout, orders and the payment-attempt ledger (app.checkout, app.orders, app.payments).
  installOrders(app, { now });
  // The ambassador and affiliate programmes: the checkout's friend discount, commissions of paid orders.
  installProgrammes(app, { now });
  // The chat assistant (app.assistant): trained by startApi in the background, its transcripts purged by a job.
  installAssistant(app, { now });
  // Reviews: the invitation e-mail fulfilment enqueues when a shipment is delivered.
  registerReviewInvitations(app);

  await app.register(healthRoutes);
  await app.register(catalogRoutes);
  await app.register(adminRoutes);
  await app.register(mediaRoutes);
  await app.register(utmRoutes, { orders: orderOwnership(app) });
  await app.register(authRoutes);
  await app.register(accountRoutes);
  await app.register(cartRoutes);
  await app.register(checkoutRoutes);
  await app.register(orderRoutes);
  await app.register(paymentRoutes);
  await app.register(accountOrderRoutes);
  await app.register(discountRoutes);
  await app.register(wishlistRoutes);
  // After-sales: the operator's fulfilment and return moves, the customer's invoices and return requests.
  await app.register(fulfilmentRoutes);
  await app.register(adminReturnRoutes);
  await app.register(invoiceRoutes);
  await app.register(returnRoutes);
  await app.register(reviewRoutes);
  await app.register(adminReviewRoutes);
  await app.register(sizeGuideRoutes);
  await app.register(ambassadorRoutes);
  await app.register(affiliateRoutes);
  await app.register(programmeAdminRoutes);
  await app.register(supportRoutes, { now });
  await app.register(accountDataRoutes, { now });
  await app.register(creditRoutes);
  await app.register(creditAdminRoutes);
  await app.register(addressRoutes);
  await app.register(broadcastingRoutes);
  await app.register(assistantRoutes, { now });
  // §7 the realtime server (WebSocket /app/{key}, Pusher HTTP API /apps/{id}/…) in this process,
  // unless REALTIME_URL names one running apart (`npm run realtime`); the publisher follows suit.
  if (!config.realtimeUrl) {
    await app.register(realtimePlugin, {
      app: { id: config.pusher.appId, key: config.pusher.key, secret: config.pusher.secret },
      allowedOrigins: config.webOrigins,
      redisUrl: config.redisUrl,
      logger: app.log,
    });
  }
  if (config.mail.viewer) await app.register(devMailRoutes);
  // SIBS (protocols.md §2): the local sandbox unless SIBS_BASE_URL names a gateway, the webhook, the poller.
  const sibsFetch = options.sibsFetch?.(app) ?? globalThis.fetch;
  if (config.sibs.sandbox) await installSibsSandbox(app, { config: config.sibs.sandbox, fetch: sibsFetch });
  else app.decorate('sibsSandbox', null);
  await installPayments(app, {
    gateway: options.paymentGateway ?? createSibsGateway(config.sibs, sibsFetch),
    ...(options.paymentHooks ?? ledgerHooks(app.ledger)),
  });
  return app;
}
