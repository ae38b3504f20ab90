import { describe, expect, it } from 'vitest';
import { CmsMenu, MegaMenu, MenuResponse, isSupportedMegaMenu } from './menu';

const text = (pt: string) => ({ pt });
const brand = (i: number) => ({ name: `Marca ${i}`, slug: `marca-${i}`, href: `/catalog/brand/marca-${i}`, logo: null });
const IMAGE = 'http://localhost/mock-media/promo.svg';

const layouts = [
  { layout: 'visual-mega-menu', content: { categories: [{ name: text('Vestidos'), slug: 'vestidos', href: '/catalog/category/vestidos' }], brands: [brand(1)] } },
  { layout: 'promo-cards', content: { cards: [{ title: text('Verão'), subtitle: null, image: IMAGE, links: [{ label: text('Ver'), href: '/campaigns' }] }] } },
  { layout: 'brand-grid', content: { sections: [{ title: text('Marcas'), brands: [brand(1), brand(2)] }] } },
  { layout: 'brand-grid-2', content: { sections: [] } },
  { layout: 'cards-gallery', content: { cards: [{ title: text('Novidades'), description: null, image: IMAGE, href: '/search' }] } },
];

const submenu = {
  name: 'Vestidos',
  slug: 'vestidos',
  href: '/catalog/category/vestidos/moda-mulher',
  badge: 'Novo',
  is_featured: true,
  is_active: true,
  order: 1,
  translations: [{ locale: 'fr', name: 'Robes' }],
  have_mega_menu: true,
  mega_menu: layouts[0],
};
const menu = { name: 'Mulher', slug: 'mulher', href: '/segment/moda-mulher', badge: null, is_featured: false, is_active: true, order: 1, translations: [], type: 'segment', segment: 'moda-mulher', submenus: [submenu] };

describe('§2 mega menus', () => {
  it.each(layouts)('layout $layout parses as supported', (value) => {
    const parsed = MegaMenu.parse(value);
    expect(isSupportedMegaMenu(parsed)).toBe(true);
  });

  it('an unknown layout is kept for the unsupported-layout text', () => {
    const parsed = MegaMenu.parse({ layout: 'carousel-3d', content: { anything: true } });
    expect(isSupportedMegaMenu(parsed)).toBe(false);
    expect(parsed.layout).toBe('carousel-3d');
  });

  it.each([
    { rule: 'a known layout must match its content', value: { layout: 'promo-cards', content: { sections: [] } } },
    { rule: 'the visual mega menu shows at most 9 brands', value: { ...layouts[0], content: { categories: [], brands: Array.from({ length: 10 }, (_, i) => brand(i)) } } },
    { rule: 'mega menu texts need pt', value: { layout: 'brand-grid', content: { sections: [{ title: { en: 'Brands' }, brands: [] }] } } },
  ])('$rule', ({ value }) => {
    expect(MegaMenu.safeParse(value).success).toBe(false);
  });
});

describe('§3 CMS menu', () => {
  it('a menu response parses', () => {
    expect(MenuResponse.safeParse({ success: true, data: [menu] }).error).toBeUndefined();
  });
  it.each([
    { rule: 'type is segment or link', value: { ...menu, type: 'page' } },
    { rule: 'segment is a known segment slug', value: { ...menu, segment: 'pets' } },
    { rule: 'translation locale must be pt, en, es or fr', value: { ...menu, translations: [{ locale: 'de', name: 'Frau' }] } },
  ])('$rule', ({ value }) => {
    expect(CmsMenu.safeParse(value).success).toBe(false);
  });
});
