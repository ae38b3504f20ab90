import { LOCALES, MAX_MEGA_MENU_BRANDS, SEGMENTS, type MegaMenu } from '../../contract';
import { API_ORIGIN_MARK } from './read-model';
import { VOCABULARY, type Words } from './seed-vocabulary';
import { categoryArtworkId } from '../media/artworks';
import { CONTENT_PAGES } from './content';

/**
 * The CMS content of the demo: the menus of §2 (a 'welcome' top menu, one per segment, an outlet
 * link, with mega menus in every layout — visual-mega-menu, promo-cards, brand-grid, brand-grid-2,
 * cards-gallery — plus an inactive menu and submenu, listed out of order so sorting shows) and the
 * content pages (/faq, /about, /contact, /legal-information/{slug}) in pt, en, es and fr.
 */
type Row = Record<string, unknown>;

const slugify = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

const menuTranslations = (words: Words, badge?: Words) =>
  LOCALES.map((locale) => ({ locale, name: words[locale], ...(badge ? { badge: badge[locale] } : {}) }));

const brandTile = (name: string) => {
  const slug = slugify(name);
  return { name, slug, href: `/catalog/brand/${slug}`, logo: `${API_ORIGIN_MARK}/media/brands/${slug}.svg` };
};
const artwork = (id: number) => `${API_ORIGIN_MARK}/media/${id}.webp`;
/** A card or thumbnail shows goods of the category it speaks of. */
const categoryPicture = (categoryCode: string) => artwork(categoryArtworkId(categoryCode)!);
const vocabularyOf = (code: string) => VOCABULARY.find((v) => v.code === code)!;
const segmentSlugOf = (code: string) => SEGMENTS.find((s) => s.code === code)!.slug;

function visualMegaMenu(code: string): MegaMenu {
  const vocabulary = vocabularyOf(code);
  const segment = segmentSlugOf(code);
  return {
    layout: 'visual-mega-menu',
    content: {
      categories: vocabulary.leaves.map((leaf) => ({
        name: leaf.name,
        slug: leaf.slug.pt,
        href: `/catalog/category/${leaf.slug.pt}/${segment}`,
        image: categoryPicture(leaf.code),
      })),
      // The segment's own brands: the API also leaves out any without an active product there.
      brands: vocabulary.brands.slice(0, MAX_MEGA_MENU_BRANDS).map(brandTile),
    },
  };
}

const CONTENT: Record<string, { megaMenu: (code: string) => MegaMenu; label: Words }> = {
  women: { megaMenu: visualMegaMenu, label: { pt: 'Destaques', en: 'Highlights', es: 'Destacados', fr: 'À la une' } },
  men: {
    label: { pt: 'Marcas', en: 'Brands', es: 'Marcas', fr: 'Marques' },
    megaMenu: (code) => ({
      layout: 'brand-grid',
      content: {
        sections: [
          { title: { pt: 'Marcas de homem', en: "Men's brands", es: 'Marcas de hombre', fr: 'Marques homme' }, brands: vocabularyOf(code).brands.map(brandTile) },
        ],
      },
    }),
  },
  kids: {
    label: { pt: 'Promoções', en: 'Offers', es: 'Ofertas', fr: 'Promotions' },
    megaMenu: () => ({
      layout: 'promo-cards',
      content: {
        cards: [
          {
            title: { pt: 'Regresso às aulas', en: 'Back to school', es: 'Vuelta al cole', fr: 'Rentrée scolaire' },
            subtitle: { pt: 'Até -40%', en: 'Up to -40%', es: 'Hasta -40%', fr: "Jusqu'à -40%" },
            image: categoryPicture('crianca-conjuntos'),
            links: [{ label: { pt: 'Ver campanha', en: 'See the campaign', es: 'Ver campaña', fr: 'Voir la campagne' }, href: '/campaigns', icon: 'storefront:ticket' }],
          },
          {
            title: { pt: 'Novidades', en: 'New in', es: 'Novedades', fr: 'Nouveautés' },
            subtitle: null,
            image: categoryPicture('crianca-vestidos'),
            links: [{ label: { pt: 'Ver tudo', en: 'See all', es: 'Ver todo', fr: 'Tout voir' }, href: '/catalog/segment/moda-crianca', icon: 'storefront:sparkle' }],
          },
        ],
      },
    }),
  },
  watch: {
    label: { pt: 'Marcas', en: 'Brands', es: 'Marcas', fr: 'Marques' },
    megaMenu: () => ({
      layout: 'brand-grid-2',
      content: {
        sections: [
          { title: { pt: 'Relógios', en: 'Watches', es: 'Relojes', fr: 'Montres' }, brands: vocabularyOf('watch').brands.map(brandTile) },
          { title: { pt: 'Tecnologia', en: 'Technology', es: 'Tecnología', fr: 'Technologie' }, brands: vocabularyOf('technology').brands.slice(0, 2).map(brandTile) },
        ],
      },
    }),
  },
  beauty: {
    label: { pt: 'Inspiração', en: 'Inspiration', es: 'Inspiración', fr: 'Inspiration' },
    megaMenu: () => ({
      layout: 'cards-gallery',
      content: {
        cards: [
          {
            title: { pt: 'Rotina de pele', en: 'Skincare routine', es: 'Rutina de piel', fr: 'Routine de soin' },
            description: { pt: 'Os essenciais do dia a dia', en: 'The everyday essentials', es: 'Los esenciales del día a día', fr: 'Les essentiels du quotidien' },
            image: categoryPicture('beleza-rosto'),
            href: '/catalog/segment/beleza',
          },
          {
            title: { pt: 'Perfumes', en: 'Fragrances', es: 'Perfumes', fr: 'Parfums' },
            description: null,
            image: categoryPicture('beleza-perfumes'),
            href: '/search',
          },
        ],
      },
    }),
  },
  home: { megaMenu: visualMegaMenu, label: { pt: 'Destaques', en: 'Highlights', es: 'Destacados', fr: 'À la une' } },
  technology: {
    label: { pt: 'Marcas', en: 'Brands', es: 'Marcas', fr: 'Marques' },
    megaMenu: (code) => ({
      layout: 'brand-grid',
      content: { sections: [{ title: { pt: 'Marcas', en: 'Brands', es: 'Marcas', fr: 'Marques' }, brands: vocabularyOf(code).brands.map(brandTile) }] },
    }),
  },
};

const NEW: Words = { pt: 'Novo', en: 'New', es: 'Nuevo', fr: 'Nouveau' };

export function menuRows(): { menus: Row[]; submenus: Row[] } {
  const menus: Row[] = [];
  const submenus: Row[] = [];
  const addMenu = (row: Row) => menus.push({ id: menus.length + 1, badge: null, segment_id: null, is_featured: false, is_active: true, ...row });
  const addSubmenu = (row: Row) =>
    submenus.push({ id: submenus.length + 1, badge: null, description: null, is_featured: false, is_active: true, have_mega_menu: false, mega_menu: null, ...row });

  // Listed out of order: the API sorts by `order`.
  addMenu({
    slug: 'outlet',
    name: 'Outlet',
    href: '/campaigns',
    type: 'link',
    badge: '-50%',
    order: 90,
    translations: menuTranslations({ pt: 'Outlet', en: 'Outlet', es: 'Outlet', fr: 'Outlet' }),
  });
  addMenu({
    slug: 'welcome',
    name: 'Bem-vindo',
    href: '/',
    type: 'link',
    order: 0,
    translations: menuTranslations({ pt: 'Bem-vindo', en: 'Welcome', es: 'Bienvenida', fr: 'Bienvenue' }),
  });
  VOCABULARY.forEach((vocabulary, index) => {
    const segment = segmentSlugOf(vocabulary.code);
    const featured = vocabulary.code === 'women' || vocabulary.code === 'beauty';
    addMenu({
      slug: segment,
      name: vocabulary.label.pt,
      href: `/segment/${segment}`,
      type: 'segment',
      badge: featured ? NEW.pt : null,
      is_featured: featured,
      order: index + 1,
      segment_id: index + 1,
      translations: menuTranslations(vocabulary.label, featured ? NEW : undefined),
    });
    const menuId = menus.length;
    const content = CONTENT[vocabulary.code]!;
    // The mega-menu entry comes last in the table but first by order.
    vocabulary.leaves.forEach((leaf, order) =>
      addSubmenu({
        menu_id: menuId,
        slug: `${leaf.slug.pt}-${segment}`,
        name: leaf.name.pt,
        href: `/catalog/category/${leaf.slug.pt}/${segment}`,
        order: order + 2,
        translations: menuTranslations(leaf.name),
      }),
    );
    addSubmenu({
      menu_id: menuId,
      slug: `${slugify(content.label.pt)}-${segment}`,
      name: content.label.pt,
      href: `/catalog/segment/${segment}`,
      is_featured: true,
      order: 1,
      have_mega_menu: true,
      mega_menu: content.megaMenu(vocabulary.code),
      translations: menuTranslations(content.label),
    });
    addSubmenu({
      menu_id: menuId,
      slug: `arquivo-${segment}`,
      name: 'Arquivo',
      href: `/catalog/segment/${segment}`,
      is_active: false,
      order: 99,
      translations: menuTranslations({ pt: 'Arquivo', en: 'Archive', es: 'Archivo', fr: 'Archives' }),
    });
  });
  addMenu({
    slug: 'arquivo',
    name: 'Arquivo',
    href: '/campaigns',
    type: 'link',
    is_active: false,
    order: 95,
    translations: menuTranslations({ pt: 'Arquivo', en: 'Archive', es: 'Archivo', fr: 'Archives' }),
  });
  return { menus, submenus };
}

export function contentPageRows(now: Date): Row[] {
  return CONTENT_PAGES.flatMap((page) =>
    LOCALES.map((locale) => ({
      slug: page.slug,
      locale,
      kind: page.kind,
      title: page.text[locale].title,
      summary: page.text[locale].summary,
      sections: page.text[locale].sections,
      updated_at: now.toISOString(),
    })),
  );
}

// ─── Coupons: the variety of the §2 discounts drawer ───────────────────────────────────

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** What a seeded coupon applies to: a category by its seed code, or the 'Clientes VIP' customer group. */
export type SeedDiscountable = { kind: 'category'; categoryCode: string } | { kind: 'customer' };
export type SeedDiscount = {
  code: string;
  discount_type: 'percentage' | 'fixed' | 'free_shipping';
  value: number;
  is_active: boolean;
  minimum_order_value: number | null;
  max_usage: number | null;
  usage_count: number;
  start_date: string;
  end_date: string;
  discountables: SeedDiscountable[];
};

/** The VIP group: a customer-kind discountable without an id is visible to every signed-in customer. */
export const VIP_CUSTOMERS: Words = { pt: 'Clientes VIP', en: 'VIP customers', es: 'Clientes VIP', fr: 'Clients VIP' };

/**
 * The demo coupons, dates relative to the seed time: a percentage on a category (VERAO10), a fixed
 * amount with a minimum (MENOS5), free shipping from €14.90 (PORTESGRATIS, which replaces the 19.90
 * default threshold, §9), a VIP coupon for signed-in customers ending in 3 days 4 hours (VIP20), one
 * near its usage limit ('Last 5!', ULTIMOS15), one sold out (ESGOTADO25), and one expired and
 * switched off (NATAL2025, never listed).
 */
export function discountSeeds(now: Date): SeedDiscount[] {
  const at = (ms: number) => new Date(now.getTime() + ms).toISOString();
  const base = {
    discount_type: 'percentage' as const,
    is_active: true,
    minimum_order_value: null,
    max_usage: null,
    usage_count: 0,
    start_date: at(-7 * DAY_MS),
    discountables: [],
  };
  return [
    { ...base, code: 'VERAO10', value: 10, max_usage: 500, usage_count: 120, end_date: at(30 * DAY_MS), discountables: [{ kind: 'category', categoryCode: 'mulher-vestidos' }] },
    { ...base, code: 'MENOS5', discount_type: 'fixed', value: 5, minimum_order_value: 30, end_date: at(21 * DAY_MS) },
    { ...base, code: 'PORTESGRATIS', discount_type: 'free_shipping', value: 0, minimum_order_value: 14.9, end_date: at(60 * DAY_MS) },
    { ...base, code: 'VIP20', value: 20, end_date: at(3 * DAY_MS + 4 * HOUR_MS), discountables: [{ kind: 'customer' }] },
    { ...base, code: 'ULTIMOS15', value: 15, max_usage: 100, usage_count: 95, end_date: at(10 * DAY_MS) },
    { ...base, code: 'ESGOTADO25', value: 25, max_usage: 50, usage_count: 50, end_date: at(14 * DAY_MS) },
    { ...base, code: 'NATAL2025', is_active: false, value: 10, start_date: at(-60 * DAY_MS), end_date: at(-30 * DAY_MS) },
  ];
}
