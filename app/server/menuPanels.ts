import type { FastifyInstance } from 'fastify';
import { LOCALES, MenuResponse } from '../../contract';
import type { Locale } from '../../contract';
import { createApiClient } from '../../features/api-client';
import type { ApiLogger } from '../../features/api-client';
import { activeMenus, menusIn } from '../../features/menu/localize';
import type { MenuPanelsAnswer } from '../../features/menu/api';

/** A menu edited in the CMS reaches shoppers within five minutes; the browser asks once per visit at most. */
const PANELS_CACHE = 'public, max-age=300';

/**
 * `GET /menu/{locale}.json` (features/menu `menuPanelsPath`): the header's panels and the menu sheet in one
 * language — §7's menus, active and sorted, every text in that language — fetched by the browser the first
 * time a shopper reaches for the menu, so no page carries them in its HTML or its state. An unknown
 * language is a 404; an API that fails or answers something invalid, a 503 the browser shows as its
 * fallback (the menu's own page).
 */
export function registerMenuPanels(app: FastifyInstance, options: { apiUrl: string; fetch?: typeof fetch; logger?: ApiLogger }) {
  const api = createApiClient({ baseUrl: options.apiUrl, fetch: options.fetch, logger: options.logger ?? { debug: () => {}, error: (message) => console.error(message) } });
  app.get<{ Params: { file: string } }>('/menu/:file', async (request, reply) => {
    const locale = /^([a-z]{2})\.json$/.exec(request.params.file)?.[1];
    if (!locale || !(LOCALES as readonly string[]).includes(locale)) return reply.code(404).type('application/json').send({ message: 'Not Found' });
    try {
      const response = await api.request({ path: 'cms/v1/menu', schema: MenuResponse });
      const answer: MenuPanelsAnswer = { menus: menusIn(activeMenus(response), locale as Locale) };
      return reply.type('application/json; charset=utf-8').header('Cache-Control', PANELS_CACHE).header('X-Content-Type-Options', 'nosniff').send(answer);
    } catch {
      return reply.code(503).header('Retry-After', '30').header('Cache-Control', 'no-store').type('application/json').send({ message: 'Service Unavailable' });
    }
  });
}
