import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BrandListResponse,
  CampaignListResponse,
  CampaignResponse,
  CategoryListResponse,
  CategoryResponse,
  ContentPageResponse,
  LOCALES,
  MEGA_MENU_LAYOUTS,
  type CmsMenu,
  type MegaMenu,
  MenuResponse,
  MessageBody,
  ProductListResponse,
  type Offer,
  type ProductCard,
  ProductResponse,
  WELCOME_MENU_SLUG,
} from '../../../contract';
import { productCardFacts } from '../../../contract/cards';
import { refreshReadModel } from '../../db/read-model';
import { createTestApi, DATABASE_MODES, type TestApi } from '../../test-support';

for (const { mode, enabled } of DATABASE_MODES) {
  describe.runIf(enabled)(`catalogue calls on ${mode}`, () => {
    let api: TestApi;

    beforeAll(async () => {
      api = await createTestApi(mode, { products: 40 });
    });
    afterAll(() => api?.close());

    const get = async (url: string) => {
      const response = await api.app.inject(url);
      return { status: response.statusCode, body: response.json() };
    };
    const expect404 = async (url: string) => {
      const { status, body } = await get(url);
      expect(status, url).toBe(404);
      expect(MessageBody.strict().parse(body).message).toMatch(/could not be found/);
    };

    describe('a product by slug', () => {
      it('answers the full product of §3 with seo and translations, in the requested locale', async () => {
        const card = ProductListResponse.parse((await get('/v1/products?per_page=1')).body).data[0]!;
        const { status, body } = await get(`/v1/products/${card.slug}?locale=en`);
        expect(status).toBe(200);
        const product = ProductResponse.parse(body).data;
        expect(product.uuid).toBe(card.uuid);
        expect(product.slug).toBe(card.translations.en!.slug);
        expect(product.name).toBe(card.translations.en!.name);
        expect(product.seo.canonical_url).toBe(`${api.config.webOrigins[0]}/en/product/${product.slug}`);
        expect(product.seo.seoable_id).toBe(product.uuid);
        expect(product.category?.translations.map((t) => t.locale)).toEqual([...LOCALES]);
        expect(product.images.map((i) => i.order)).toEqual([...product.images.keys()]);
        expect(product.images[0]!.file_path.startsWith(api.config.apiUrl)).toBe(true);
      });

      it('accepts a slug of any locale and reports the canonical slug of each locale', async () => {
        const card = ProductListResponse.parse((await get('/v1/products?per_page=1')).body).data[0]!;
        const frSlug = card.translations.fr!.slug!;
        const product = ProductResponse.parse((await get(`/v1/products/${frSlug}`)).body).data;
        expect(product.slug).toBe(card.translations.pt!.slug);
        expect(product.slug).not.toBe(frSlug);
        expect(product.seo.canonical_url).toBe(`${api.config.webOrigins[0]}/product/${product.slug}`);
        expect(Object.fromEntries(LOCALES.map((l) => [l, product.translations[l]!.slug]))).toEqual(
          Object.fromEntries(LOCALES.map((l) => [l, card.translations[l]!.slug])),
        );
      });

      it('answers an unknown slug with 404 {message} and an unknown locale with 422', async () => {
        await expect404('/v1/products/no-such-product');
        const card = ProductListResponse.parse((await get('/v1/products?per_page=1')).body).data[0]!;
        const { status, body } = await get(`/v1/products/${card.slug}?locale=de`);
        expect(status).toBe(422);
        expect(Object.keys(body.errors)).toEqual(['locale']);
      });
    });

    describe('brands', () => {
      it('lists the featured brands of the home page, parsed with the contract, in the locale', async () => {
        const { status, body } = await get('/v1/brands/home-page?locale=fr');
        expect(status).toBe(200);
        const brands = BrandListResponse.parse(body).data;
        expect(brands.length).toBeGreaterThan(0);
        expect(brands.every((b) => b.is_featured && b.is_active)).toBe(true);
        expect(brands[0]!.description).toMatch(/design portugais/);
        expect(brands[0]!.seo?.canonical_url).toBe(`${api.config.webOrigins[0]}/fr/catalog/brand/${brands[0]!.slug}`);
      });

      it('lists the brands of a segment given by its pt slug or its English code', async () => {
        const bySlug = BrandListResponse.parse((await get('/v1/brands/segment/moda-homem')).body).data;
        const byCode = BrandListResponse.parse((await get('/v1/brands/segment/men')).body).data;
        expect(bySlug.length).toBeGreaterThan(0);
        expect(byCode).toEqual(bySlug);
        await expect404('/v1/brands/segment/nowhere');
      });
    });

    describe('categories', () => {
      it('lists every category, or those of one segment (slug or code), in the locale', async () => {
        const all = CategoryListResponse.parse((await get('/v1/categories')).body).data;
        const women = CategoryListResponse.parse((await get('/v1/categories?segment=women&locale=en')).body).data;
        const womenBySlug = CategoryListResponse.parse((await get('/v1/categories?segment=moda-mulher&locale=en')).body).data;
        expect(all.length).toBeGreaterThan(women.length);
        expect(women).toEqual(womenBySlug);
        expect(women.map((c) => c.slug)).toContain('women');
        expect(women.find((c) => c.level === 0)?.name).toBe('Women');
        expect(women.filter((c) => c.level === 1).every((c) => c.parent_code === 'mulher')).toBe(true);
        // The breadcrumbs' step between home and a category: the segment it sells in, by its pt slug.
        expect(women.every((c) => c.segment === 'moda-mulher')).toBe(true);
      });

      it('answers a single category by slug, refusing one outside the given segment', async () => {
        const { status, body } = await get('/v1/categories/vestidos?segment=moda-mulher&locale=fr');
        expect(status).toBe(200);
        const category = CategoryResponse.parse(body).data;
        expect(category).toMatchObject({ slug: 'robes', name: 'Robes', code: 'mulher-vestidos', parent_code: 'mulher', level: 1, segment: 'moda-mulher' });
        await expect404('/v1/categories/vestidos?segment=men');
        await expect404('/v1/categories/no-such-category');
      });
    });

    describe('campaigns', () => {
      it('lists active campaigns and answers one by uuid; its products by uuid or slug', async () => {
        const campaigns = CampaignListResponse.parse((await get('/v1/campaigns?locale=es')).body).data;
        expect(campaigns.map((c) => c.name)).toContain('Rebajas de verano');
        const first = campaigns[0]!;
        const single = CampaignResponse.parse((await get(`/v1/campaigns/${first.uuid}?locale=es`)).body).data;
        expect(single).toEqual(first);
        const byUuid = ProductListResponse.parse((await get(`/v1/campaigns/products/${first.uuid}`)).body);
        const bySlug = ProductListResponse.parse((await get(`/v1/campaigns/products/${first.slug}`)).body);
        expect(byUuid.meta.total).toBeGreaterThan(0);
        expect(bySlug.data).toEqual(byUuid.data);
        await expect404('/v1/campaigns/00000000-0000-4000-8000-000000000000');
      });

      /** What a shopper pays for an offer: the campaign price where there is one. */
      const paid = (offer: Offer) => offer.price_campaign ?? offer.price_product;
      const percentOff = (offer: Offer) => (offer.pvp > paid(offer) ? Math.round(((offer.pvp - paid(offer)) / offer.pvp) * 100) : 0);
      const campaignProducts = async (key: string, query = '') =>
        ProductListResponse.parse((await get(`/v1/campaigns/products/${key}?per_page=100${query}`)).body).data;
      /** Whether the card shows a campaign price (its offer has one: the 'Preço de campanha' badge). */
      const hasCampaignPrice = (product: ProductCard) => productCardFacts(product).offer?.price_campaign != null;

      it('states each campaign\'s offer: the largest discount among its products, at the campaign price where one is set', async () => {
        const campaigns = CampaignListResponse.parse((await get('/v1/campaigns?locale=pt')).body).data;
        for (const campaign of campaigns) {
          const products = await campaignProducts(campaign.uuid);
          const largest = Math.max(0, ...products.flatMap((p) => p.variants.flatMap((v) => v.offers.map(percentOff))));
          expect(campaign.max_discount_percentage, campaign.slug).toBe(largest || null);
        }
        // The seeded Black Friday sells every fourth of its products 40 % below their list price.
        expect(campaigns.find((c) => c.slug === 'black-friday')?.max_discount_percentage).toBeGreaterThanOrEqual(40);
      });

      it('a campaign whose products are all at their list price states no offer', async () => {
        const campaign = CampaignListResponse.parse((await get('/v1/campaigns')).body).data.find((c) => c.slug === 'regresso-as-aulas')!;
        const saved = await api.database.query<{ id: number; price: string; price_campaign: string | null }>(
          `select o.id, o.price, o.price_campaign from offers o join variants v on v.id = o.variant_id
           join campaign_products cp on cp.product_id = v.product_id join campaigns c on c.id = cp.campaign_id where c.slug = 'regresso-as-aulas'`,
        );
        try {
          await api.database.query(`update offers set price = pvp, price_campaign = null where id = any($1::int[])`, [saved.map((o) => o.id)]);
          expect(CampaignResponse.parse((await get(`/v1/campaigns/${campaign.uuid}`)).body).data.max_discount_percentage).toBeNull();
        } finally {
          for (const offer of saved) {
            await api.database.query(`update offers set price = $2, price_campaign = $3 where id = $1`, [offer.id, offer.price, offer.price_campaign]);
          }
        }
      });

      it('lists campaign prices first under the default sort, and follows a sort the shopper picks', async () => {
        const products = await campaignProducts('black-friday');
        const flags = products.map(hasCampaignPrice);
        expect(flags[0]).toBe(true);
        expect(flags).toContain(false);
        // Every product with a campaign price comes before every product without one.
        expect(flags.indexOf(false)).toBe(flags.lastIndexOf(true) + 1);
        const byPrice = await campaignProducts('black-friday', '&sort=price&order=asc');
        // The price each card shows: its first variant's first offer (§2), at the price a shopper pays.
        const prices = byPrice.map((p) => paid(p.variants[0]!.offers[0]!));
        expect(prices).toEqual([...prices].sort((a, b) => a - b));
        expect(byPrice.map(hasCampaignPrice)).not.toEqual(flags);
      });
    });

    describe('the CMS menu', () => {
      it('answers success and only active menus, sorted by order, each with active submenus sorted by order', async () => {
        const { status, body } = await get('/cms/v1/menu');
        expect(status).toBe(200);
        const { success, data } = MenuResponse.parse(body);
        expect(success).toBe(true);
        expect(data.every((m) => m.is_active)).toBe(true);
        expect(data.map((m) => m.order)).toEqual([...data.map((m) => m.order)].sort((a, b) => a - b));
        expect(data.map((m) => m.slug)).not.toContain('arquivo');
        for (const menu of data) {
          expect(menu.submenus.every((s) => s.is_active)).toBe(true);
          expect(menu.submenus.map((s) => s.order)).toEqual([...menu.submenus.map((s) => s.order)].sort((a, b) => a - b));
        }
      });

      it('seeds a welcome top menu, a featured menu and a mega menu in every layout of §2', async () => {
        const { data } = MenuResponse.parse((await get('/cms/v1/menu')).body);
        expect(data[0]!.slug).toBe(WELCOME_MENU_SLUG);
        expect(data.some((m) => m.is_featured)).toBe(true);
        const layouts = new Set(data.flatMap((m) => m.submenus.flatMap((s) => (s.mega_menu ? [s.mega_menu.layout] : []))));
        expect([...layouts].sort()).toEqual([...MEGA_MENU_LAYOUTS].sort());
        const segments = data.filter((m) => m.type === 'segment');
        expect(segments.map((m) => m.segment)).toContain('moda-mulher');
        expect(segments[0]!.translations.map((t) => t.locale)).toEqual([...LOCALES]);
        const logos = JSON.stringify(data).match(/"logo":"[^"]+"/g) ?? [];
        expect(logos.length).toBeGreaterThan(0);
        expect(logos.every((l) => l.includes(api.config.apiUrl))).toBe(true);
      });
    });

    describe("a segment's mega menu brands", () => {
      type Visual = Extract<MegaMenu, { layout: 'visual-mega-menu' }>;
      const visualOf = (menu: CmsMenu) => menu.submenus.find((s) => s.mega_menu?.layout === 'visual-mega-menu')?.mega_menu as Visual | undefined;
      const menuBrands = async (segment: string) =>
        visualOf(MenuResponse.parse((await get('/cms/v1/menu')).body).data.find((m) => m.segment === segment)!)!.content.brands.map((b) => b.slug);
      /** The brands with an active product in the segment: its listing's brand facet. */
      const sellingIn = async (segment: string) =>
        ProductListResponse.parse((await get(`/v1/products/segment/${segment}?per_page=1`)).body).filters!.brands.map((b) => b.value);

      it('lists only brands with an active product in that segment, never another segment\'s', async () => {
        const { data } = MenuResponse.parse((await get('/cms/v1/menu')).body);
        const segments = data.filter((m) => m.segment && visualOf(m));
        expect(segments.length).toBeGreaterThan(0);
        for (const menu of segments) {
          const brands = visualOf(menu)!.content.brands.map((b) => b.slug);
          expect(brands.length, menu.slug).toBeGreaterThan(0);
          expect(await sellingIn(menu.segment!), menu.slug).toEqual(expect.arrayContaining(brands));
        }
      });

      it('drops what the CMS entry names beyond that: other segments\' brands, and a brand whose products there are all inactive; none left hides the column', async () => {
        const [submenu] = await api.database.query<{ id: number; mega_menu: Visual }>(
          `select s.id, s.mega_menu from submenus s join menus m on m.id = s.menu_id join segments g on g.id = m.segment_id
           where g.slug = 'moda-mulher' and s.mega_menu->>'layout' = 'visual-mega-menu'`,
        );
        const own = await sellingIn('moda-mulher');
        const others = (await sellingIn('moda-homem')).filter((slug) => !own.includes(slug));
        expect(own.length).toBeGreaterThanOrEqual(2);
        expect(others.length).toBeGreaterThan(0);
        const tile = (slug: string) => ({ name: slug, slug, href: `/catalog/brand/${slug}`, logo: null });
        const writeBrands = (slugs: string[]) =>
          api.database.query('update submenus set mega_menu = $2 where id = $1', [
            submenu!.id,
            JSON.stringify({ ...submenu!.mega_menu, content: { ...submenu!.mega_menu.content, brands: slugs.map(tile) } }),
          ]);
        const [kept, idle] = [own[0]!, own[1]!];
        const idleProducts = await api.database.query<{ id: number }>(
          `select p.id from products p join brands b on b.id = p.brand_id join segments g on g.id = p.segment_id
           where b.slug = $1 and g.slug = 'moda-mulher' and p.is_active`,
          [idle],
        );
        const activate = async (active: boolean) => {
          await api.database.transaction(async (query) => {
            await query('update products set is_active = $2 where id = any($1::int[])', [idleProducts.map((p) => p.id), active]);
            await refreshReadModel(query, idleProducts.map((p) => p.id));
          });
          api.app.catalog.invalidate();
        };
        try {
          await writeBrands([others[0]!, kept, idle]);
          expect(await menuBrands('moda-mulher')).toEqual([kept, idle]);
          await activate(false);
          expect(await menuBrands('moda-mulher')).toEqual([kept]);
          await writeBrands(others);
          expect(await menuBrands('moda-mulher')).toEqual([]);
        } finally {
          await activate(true);
          await api.database.query('update submenus set mega_menu = $2 where id = $1', [submenu!.id, JSON.stringify(submenu!.mega_menu)]);
        }
      });
    });

    describe('content pages', () => {
      it.each(['faq', 'about', 'contact', 'terms-of-service', 'privacy-policy'])('answers %s in pt, en, es and fr', async (slug) => {
        const titles = new Set<string>();
        for (const locale of LOCALES) {
          const { status, body } = await get(`/cms/v1/pages/${slug}?locale=${locale}`);
          expect(status).toBe(200);
          const page = ContentPageResponse.parse(body).data;
          expect(page.locale).toBe(locale);
          expect(page.sections.length).toBeGreaterThan(0);
          expect(page.translations.map((t) => t.locale)).toEqual([...LOCALES]);
          titles.add(page.title);
        }
        expect(titles.size).toBeGreaterThanOrEqual(3);
      });

      it('answers an unknown page with 404 and an unknown locale with 422', async () => {
        await expect404('/cms/v1/pages/nothing');
        expect((await get('/cms/v1/pages/faq?locale=it')).status).toBe(422);
      });
    });
  });
}
