import type { FastifyInstance } from 'fastify';

/**
 * §7: the storefront sends `Content-Type: application/json` on every call, also on a POST or DELETE
 * without a body (logout, wishlist add, coupon removal). An empty JSON body is empty input, as Laravel
 * reads it (a route that needs fields then names each missing one); any other body is parsed by
 * Fastify's own parser (proto-poisoning → 400 as before).
 */
export function installEmptyJsonBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text === '') {
      done(null, {});
      return;
    }
    parseJson(request, text, done);
  });
}
