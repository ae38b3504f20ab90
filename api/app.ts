import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifyCors from '@fastify/cors';
import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { installAuthContext } from './http/auth-context';
import { installErrorHandling } from './http/errors';
import { installUtmAttribution } from './http/utm-attribution';
import { createDomainEventBus, type DomainEventBus } from './events';
import { createAdminRepository, type AdminRepository } from './modules/admin/repository';
import { adminRoutes } from './modules/admin/routes';
import { createCatalogRepository, type CatalogRepository } from './modules/catalog/repository';
import { catalogRoutes } from './modules/catalog/routes';
import { healthRoutes } from './modules/health/routes';
import { mediaRoutes } from './modules/media/routes';
import { utmRoutes } from './modules/utm/routes';
import { createMediaService, type MediaService } from './modules/media/service';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    catalog: CatalogRepository;
    admin: AdminRepository;
    domainEvents: DomainEventBus;
    media: MediaService;
  }
}

export type BuildAppOptions = { config: Config; database: Database };

/**
 * The api as a plugin tree (after fastify/demo): external plugins, then the app's services and
 * repositories decorating the instance, then routes. The caller owns the database and calls
 * `ready()`/`listen()`; tests may add routes before `ready()`.
 */
export async function buildApp({ config, database }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  installAuthContext(app);
  installUtmAttribution(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(fastifyCors, {
    origin: config.webOrigins,
    credentials: true,
    exposedHeaders: ['x-request-id'],
  });
  // The api serves JSON and images only; the web sets its own CSP. Images are loaded cross-origin by the web.
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  await app.register(fastifyCookie);

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('catalog', createCatalogRepository(database, { api: config.apiUrl, web: config.webOrigins[0]! }));
  app.decorate('admin', createAdminRepository(database));
  app.decorate('domainEvents', createDomainEventBus());
  app.decorate('media', createMediaService(config.dataDir));

  await app.register(healthRoutes);
  await app.register(catalogRoutes);
  await app.register(adminRoutes);
  await app.register(mediaRoutes);
  await app.register(utmRoutes);
  return app;
}
