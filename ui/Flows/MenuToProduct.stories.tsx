import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ProductCard as ProductCardData, ProductFilters } from '../../contract';
import { FIXTURE_NOW_MS, menus, productCards, cardDataOf } from '../../mocks/fixtures';
import { filterPanelLabels, productListingLabels, quickViewLabels } from '../../.storybook/catalogLabels';
import { productCardLabels } from '../../.storybook/i18n';
import { headerLabels, menuFor } from '../../.storybook/navLabels';
import { viewport } from '../../.storybook/viewports';
import { expectModalDialog } from '../Dialog/dialogBehaviourSuite';
import { FilterPanel } from '../FilterPanel';
import { Header } from '../Header';
import { ProductListing } from '../ProductListing';
import { QuickViewDialog } from '../QuickViewDialog';

const CATEGORY = '/catalog/category/vestidos/moda-mulher';

/** Brand facets of the fixtures' products, counted like the API counts them. */
function facetsOf(products: readonly ProductCardData[]): ProductFilters {
  const brands = new Map<string, { label: string; count: number }>();
  for (const product of products) {
    if (!product.brand) continue;
    const entry = brands.get(product.brand.slug) ?? { label: product.brand.name, count: 0 };
    brands.set(product.brand.slug, { ...entry, count: entry.count + 1 });
  }
  return { brands: [...brands].map(([value, { label, count }]) => ({ value, label, count })), categories: [], attributes: {}, price: null, in_warehouse: 0 };
}

/**
 * A visit wired with plain state, as app/ wires it to the router and the catalogue model: the header's
 * menu leads to a category, the filter panel narrows its products, a card's eye opens the quick view.
 */
const menu = menuFor('pt', menus);

function MenuToProductFlow() {
  const [path, setPath] = useState('/');
  const [brands, setBrands] = useState<string[]>([]);
  const [quickView, setQuickView] = useState<ProductCardData | null>(null);
  const matching = productCards.filter((product) => brands.length === 0 || (product.brand !== null && brands.includes(product.brand.slug)));

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 24, minHeight: 560 }}>
      <Header
        brandName="Outlet Marketplace"
        homeHref="/"
        menus={menu.menus}
        panels={menu.panels}
        locale="pt"
        labels={headerLabels('pt')}
        searchAction="/search"
        wishlistHref="/account/wishlist"
        accountHref="/account"
        cartHref="/cart"
        cartCount={0}
        currentPath={path}
        onNavigate={(href) => {
          setPath(href);
          setBrands([]);
        }}
      />
      {path === CATEGORY ? (
        <main style={{ display: 'grid', gridTemplateColumns: '260px minmax(0, 1fr)', gap: 24, padding: '0 24px' }}>
          <FilterPanel
            facets={facetsOf(productCards)}
            selected={{ brands }}
            priceRange={{ min: null, max: null }}
            inWarehouse={false}
            labels={filterPanelLabels('pt')}
            languageTag="pt-PT"
            clearAllHref={CATEGORY}
            onToggle={(_name, value) => setBrands((current) => (current.includes(value) ? current.filter((slug) => slug !== value) : [...current, value]))}
            onPriceChange={() => undefined}
            onInWarehouseChange={() => undefined}
            onClearAll={() => setBrands([])}
          />
          <ProductListing
            products={matching.map((product) => cardDataOf(product, 'pt'))}
            status="ready"
            view="article"
            meta={{ current_page: 1, last_page: 1, total: matching.length }}
            pageHref={() => CATEGORY}
            productHref={(product) => `/product/${product.slug}`}
            languageTag="pt-PT"
            labels={productListingLabels('pt')}
            cardLabels={productCardLabels('pt')}
            now={() => FIXTURE_NOW_MS}
            emptyAction={{ label: filterPanelLabels('pt').clearAll, href: CATEGORY, onClick: () => setBrands([]) }}
            // The app's model reads the whole product for the dialog (every variant); here it is at hand.
            onQuickView={(card) => setQuickView(productCards.find((product) => product.uuid === card.uuid) ?? null)}
          />
        </main>
      ) : null}
      <QuickViewDialog
        product={quickView}
        open={quickView !== null}
        onOpenChange={(open) => {
          if (!open) setQuickView(null);
        }}
        locale="pt"
        languageTag="pt-PT"
        productHref={quickView ? `/product/${quickView.slug}` : CATEGORY}
        labels={quickViewLabels('pt', quickView?.name ?? '')}
        now={() => FIXTURE_NOW_MS}
      />
    </div>
  );
}

const meta = {
  title: 'Flows/Menu to product',
  component: MenuToProductFlow,
  parameters: { layout: 'fullscreen' },
  globals: viewport('desktop'),
} satisfies Meta<typeof MenuToProductFlow>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Open Women → pick Dresses → filter by Lumen → open a product's quick view: its name is shown. */
export const OpenMenuPickCategoryFilterOpenProduct: Story = {
  play: async ({ canvas }) => {
    const listing = productListingLabels('pt');
    const women = canvas.getByRole('button', { name: /^Mulher/ });
    await userEvent.click(women);
    await expect(women).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(women.getAttribute('aria-controls')!)!;
    await userEvent.click(await within(panel).findByRole('link', { name: 'Vestidos' }));

    const list = await canvas.findByRole('list', { name: listing.products });
    await expect(within(list).getAllByRole('article')).toHaveLength(productCards.length);

    await userEvent.click(canvas.getByRole('checkbox', { name: /^Lumen/ }));
    const lumen = productCards.filter((product) => product.brand?.slug === 'lumen');
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(lumen.length));
    const names = within(list).getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
    await expect(names).toEqual(lumen.map((product) => product.name));

    const first = within(list).getAllByRole('article')[0]!;
    await userEvent.hover(first);
    await userEvent.click(within(first).getByRole('button', { name: productCardLabels('pt').quickView }));
    const dialog = await expectModalDialog(lumen[0]!.name);
    await expect(within(dialog).getByRole('heading', { name: lumen[0]!.name })).toBeVisible();
    await expect(within(dialog).getByRole('link', { name: quickViewLabels('pt', '').viewProduct })).toHaveAttribute('href', `/product/${lumen[0]!.slug}`);
  },
};
