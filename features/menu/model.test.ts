import { allSettled, fork, serialize } from 'effector';
import { describe, expect, it } from 'vitest';
import type { CmsMenu, MenuResponse, Submenu } from '../../contract';
import { $apiBaseUrl, $apiFetch, $apiLogger } from '../api-client';
import { $hasFeaturedMenu, $menuPanels, $menuPanelsFailed, $menuTabs, $menus, activeMenus, fetchMenuFx, fetchMenuPanelsFx, menuPanelsRequested, menuRequested, menusIn } from './index';

const submenu = (slug: string, order: number, is_active = true): Submenu => ({
  name: slug,
  slug,
  href: `/catalog/category/${slug}`,
  badge: null,
  is_featured: false,
  is_active,
  order,
  translations: [],
  have_mega_menu: false,
  mega_menu: null,
});

const menu = (slug: string, order: number, extra: Partial<CmsMenu> = {}): CmsMenu => ({
  name: slug,
  slug,
  href: null,
  badge: null,
  is_featured: false,
  is_active: true,
  order,
  translations: [],
  type: 'link',
  segment: null,
  submenus: [],
  ...extra,
});

function menuScope(answer: () => MenuResponse | Promise<MenuResponse>) {
  let calls = 0;
  const scope = fork({ handlers: [[fetchMenuFx, async () => (calls++, answer())]] });
  return { scope, calls: () => calls };
}

describe('§7 menu', () => {
  it('only active menus are kept, sorted by order', async () => {
    const { scope } = menuScope(() => ({ success: true, data: [menu('homem', 2), menu('oculto', 0, { is_active: false }), menu('mulher', 1)] }));
    await allSettled(menuRequested, { scope, params: 'pt' });
    expect(scope.getState($menus).map((m) => m.slug)).toEqual(['mulher', 'homem']);
  });

  it('active submenus are sorted by order', () => {
    const menus = activeMenus({ success: true, data: [menu('mulher', 1, { submenus: [submenu('sapatos', 3), submenu('antigo', 1, false), submenu('vestidos', 2)] })] });
    expect(menus[0]!.submenus.map((s) => s.slug)).toEqual(['vestidos', 'sapatos']);
  });

  it('a page keeps only the top entries: name, badge, link and whether a panel opens', async () => {
    const { scope } = menuScope(() => ({
      success: true,
      data: [menu('mulher', 1, { href: '/segment/moda-mulher', badge: 'Novo', submenus: [submenu('vestidos', 1)] }), menu('outlet', 2, { href: '/campaigns' })],
    }));
    await allSettled(menuRequested, { scope, params: 'pt' });
    expect(scope.getState($menus)).toEqual([
      { name: 'mulher', slug: 'mulher', href: '/segment/moda-mulher', badge: 'Novo', is_featured: false, hasSubmenus: true },
      { name: 'outlet', slug: 'outlet', href: '/campaigns', badge: null, is_featured: false, hasSubmenus: false },
    ]);
    expect(JSON.stringify(serialize(scope))).not.toContain('vestidos');
  });

  it('an invalid menu response gives an empty menu list (§8)', async () => {
    const scope = fork({
      values: [
        [$apiBaseUrl, 'http://api.test'],
        [$apiFetch, (async () => new Response(JSON.stringify({ success: true, data: [{ name: 'broken' }] }), { status: 200 })) as unknown as typeof fetch],
        [$apiLogger, { debug: () => undefined, error: () => undefined }],
        [$menus, [menu('mulher', 1)]],
      ],
    });
    await allSettled(menuRequested, { scope, params: 'pt' });
    expect(scope.getState($menus)).toEqual([]);
  });

  it('an unsuccessful or failed menu response gives an empty menu list', async () => {
    const unsuccessful = menuScope(() => ({ success: false, data: [menu('mulher', 1)] }));
    await allSettled(menuRequested, { scope: unsuccessful.scope, params: 'pt' });
    expect(unsuccessful.scope.getState($menus)).toEqual([]);
    const failed = menuScope(() => Promise.reject({ message: 'fetch failed', status: 0, data: null }));
    await allSettled(menuRequested, { scope: failed.scope, params: 'pt' });
    expect(failed.scope.getState($menus)).toEqual([]);
  });

  it('the bottom bar menu dot shows when any top menu is featured (§2)', async () => {
    const { scope } = menuScope(() => ({ success: true, data: [menu('mulher', 1), menu('novidades', 2, { is_featured: true })] }));
    expect(scope.getState($hasFeaturedMenu)).toBe(false);
    await allSettled(menuRequested, { scope, params: 'pt' });
    expect(scope.getState($hasFeaturedMenu)).toBe(true);
  });

  it("the mobile sheet tabs exclude 'welcome' (§2)", async () => {
    const { scope } = menuScope(() => ({ success: true, data: [menu('welcome', 0), menu('mulher', 1)] }));
    await allSettled(menuRequested, { scope, params: 'pt' });
    expect(scope.getState($menuTabs).map((m) => m.slug)).toEqual(['mulher']);
  });

  it('the menu is fetched once; the server-rendered menu reaches the browser without a second fetch', async () => {
    const { scope, calls } = menuScope(() => ({ success: true, data: [menu('mulher', 1)] }));
    await allSettled(menuRequested, { scope, params: 'pt' });
    await allSettled(menuRequested, { scope, params: 'pt' });
    expect(calls()).toBe(1);
    let browserCalls = 0;
    const hydrated = fork({ values: serialize(scope), handlers: [[fetchMenuFx, async () => (browserCalls++, { success: true, data: [] })]] });
    await allSettled(menuRequested, { scope: hydrated, params: 'pt' });
    expect(browserCalls).toBe(0);
    expect(hydrated.getState($menus).map((m) => m.slug)).toEqual(['mulher']);
  });

  it('the page keeps (and sends to the browser) the menu in its language only, its own text where it has no translation', async () => {
    const mulher = menu('mulher', 1, {
      badge: 'Novo',
      translations: [
        { locale: 'pt', name: 'Mulher', badge: 'Novo' },
        { locale: 'en', name: 'Women', badge: 'New' },
        { locale: 'fr', name: 'Femme', badge: 'Nouveau' },
      ],
      submenus: [{ ...submenu('destaques', 1), translations: [{ locale: 'en', name: 'Highlights' }] }],
    });
    const { scope } = menuScope(() => ({ success: true, data: [mulher, menu('homem', 2, { translations: [{ locale: 'fr', name: 'Homme' }] })] }));
    await allSettled(menuRequested, { scope, params: 'en' });
    const browser = fork({ values: serialize(scope) });
    expect(browser.getState($menus)).toEqual([
      { name: 'Women', slug: 'mulher', href: null, badge: 'New', is_featured: false, hasSubmenus: true },
      { name: 'homem', slug: 'homem', href: null, badge: null, is_featured: false, hasSubmenus: false },
    ]);
    expect(JSON.stringify(serialize(scope))).not.toMatch(/Femme|Homme|Nouveau|Mulher|Highlights/);
  });

  it('the panels are the menus in one language, pt where a text has no translation', () => {
    const megaMenu = {
      layout: 'visual-mega-menu' as const,
      content: {
        categories: [{ name: { pt: 'Vestidos', en: 'Dresses', fr: 'Robes' }, slug: 'vestidos', href: '/catalog/category/vestidos' }, { name: { pt: 'Saias' }, slug: 'saias', href: '/catalog/category/saias' }],
        brands: [],
      },
    };
    const mulher = menu('mulher', 1, {
      badge: 'Novo',
      translations: [
        { locale: 'pt', name: 'Mulher', badge: 'Novo' },
        { locale: 'en', name: 'Women', badge: 'New' },
      ],
      submenus: [
        {
          ...submenu('destaques', 1),
          description: 'Os destaques',
          translations: [{ locale: 'en', name: 'Highlights', description: 'The highlights' }, { locale: 'fr', name: 'À la une' }],
          have_mega_menu: true,
          mega_menu: megaMenu,
        },
      ],
    });
    const panels = menusIn(activeMenus({ success: true, data: [mulher] }), 'en');
    expect(panels).toEqual([
      {
        ...mulher,
        name: 'Women',
        badge: 'New',
        translations: [],
        submenus: [
          {
            ...mulher.submenus[0],
            name: 'Highlights',
            description: 'The highlights',
            translations: [],
            mega_menu: {
              layout: 'visual-mega-menu',
              content: {
                categories: [
                  { name: { en: 'Dresses' }, slug: 'vestidos', href: '/catalog/category/vestidos' },
                  { name: { en: 'Saias' }, slug: 'saias', href: '/catalog/category/saias' },
                ],
                brands: [],
              },
            },
          },
        ],
      },
    ]);
    expect(JSON.stringify(panels)).not.toMatch(/Robes|À la une|Mulher/);
  });

  it("the panels are fetched in the page's language from the page's own origin, once, and never serialized", async () => {
    const asked: string[] = [];
    const panels = menusIn(activeMenus({ success: true, data: [menu('mulher', 1, { submenus: [submenu('vestidos', 1)] })] }), 'fr');
    const scope = fork({
      values: [
        [$apiBaseUrl, 'https://shop.test'],
        [$apiFetch, (async (url: string) => (asked.push(String(url)), new Response(JSON.stringify({ menus: panels }), { status: 200 }))) as unknown as typeof fetch],
      ],
    });
    expect(scope.getState($menuPanels)).toBeNull();
    await allSettled(menuPanelsRequested, { scope, params: 'fr' });
    await allSettled(menuPanelsRequested, { scope, params: 'fr' });
    expect(asked).toEqual(['https://shop.test/menu/fr.json']);
    expect(scope.getState($menuPanels)).toEqual(panels);
    expect(JSON.stringify(serialize(scope))).not.toContain('vestidos');
  });

  it('panels that could not be fetched are marked failed, and the next request tries again', async () => {
    let calls = 0;
    const scope = fork({
      handlers: [
        [
          fetchMenuPanelsFx,
          async () => {
            calls++;
            if (calls === 1) throw { message: 'Service Unavailable', status: 503, data: null };
            return [];
          },
        ],
      ],
    });
    await allSettled(menuPanelsRequested, { scope, params: 'pt' });
    expect(scope.getState($menuPanelsFailed)).toBe(true);
    expect(scope.getState($menuPanels)).toBeNull();
    await allSettled(menuPanelsRequested, { scope, params: 'pt' });
    expect(calls).toBe(2);
    expect(scope.getState($menuPanelsFailed)).toBe(false);
    expect(scope.getState($menuPanels)).toEqual([]);
  });

  it('a page in another language fetches the menu again, in that language', async () => {
    const mulher = menu('mulher', 1, { translations: [{ locale: 'pt', name: 'Mulher' }, { locale: 'es', name: 'Mujer' }] });
    const { scope, calls } = menuScope(() => ({ success: true, data: [mulher] }));
    await allSettled(menuRequested, { scope, params: 'pt' });
    await allSettled(menuRequested, { scope, params: 'es' });
    expect(calls()).toBe(2);
    expect(scope.getState($menus).map((m) => m.name)).toEqual(['Mujer']);
  });
});
