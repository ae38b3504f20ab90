import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { CmsMenu, MenuResponse } from '../../contract';
import { menuPanelsPath } from '../../features/menu';
import { registerMenuPanels } from './menuPanels';
import { sampleMenu as mulher } from '../test/fakeApi';


async function serve(answer: () => Response) {
  const asked: string[] = [];
  const app = Fastify();
  registerMenuPanels(app, {
    apiUrl: 'http://api.test',
    fetch: (async (url: string) => (asked.push(String(url)), answer())) as unknown as typeof fetch,
    logger: { debug: () => {}, error: () => {} },
  });
  await app.ready();
  return { app, asked };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('GET /menu/{locale}.json: the menu panels in one language', () => {
  it("answers §7's menus in the asked language only, cacheable, at the path the browser asks for", async () => {
    const { app, asked } = await serve(() => json({ success: true, data: [mulher, { ...mulher, slug: 'old', is_active: false }] } satisfies MenuResponse));
    const response = await app.inject(`/${menuPanelsPath('fr')}`);
    expect(response.statusCode).toBe(200);
    expect(asked).toEqual(['http://api.test/cms/v1/menu']);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const { menus } = response.json() as { menus: CmsMenu[] };
    expect(menus.map((menu) => [menu.name, menu.submenus.map((submenu) => submenu.name)])).toEqual([['Femme', ['Robes']]]);
    expect(response.body).not.toMatch(/Mulher|Vestidos/);
  });

  it('an unknown language is a 404 without asking the API', async () => {
    const { app, asked } = await serve(() => json({ success: true, data: [mulher] }));
    expect((await app.inject('/menu/de.json')).statusCode).toBe(404);
    expect((await app.inject('/menu/pt')).statusCode).toBe(404);
    expect(asked).toEqual([]);
  });

  it('an API that fails or answers an invalid menu is a 503 the browser does not cache', async () => {
    for (const answer of [() => json({ message: 'Server Error' }, 500), () => json({ success: true, data: [{ name: 'broken' }] })]) {
      const { app } = await serve(answer);
      const response = await app.inject('/menu/pt.json');
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('30');
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });
});
