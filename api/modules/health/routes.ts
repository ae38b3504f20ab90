import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Liveness plus a database round trip; not part of the storefront contract (operators and scripts use it). */
const HealthResponse = z.strictObject({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });
const HealthFailure = z.strictObject({ status: z.literal('error'), message: z.string() });

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { schema: { response: { 200: HealthResponse, 503: HealthFailure } } }, async (request, reply) => {
    try {
      await app.catalog.ping();
      return { status: 'ok' as const, database: app.database.kind };
    } catch (error) {
      request.log.error({ err: error }, 'health check failed');
      return reply.code(503).send({ status: 'error' as const, message: 'Database unavailable' });
    }
  });
};
