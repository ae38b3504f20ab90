import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ProductCard as ProductCardData, ProductFilters, SortOption, ViewMode } from '../../contract';
import { FIXTURE_NOW_MS, productCards, cardDataOf } from '../../mocks/fixtures';
import { VIEW_MODES, filterPanelLabels, listingToolbarLabels, productListingLabels, quickViewLabels, sortOptions } from '../../.storybook/catalogLabels';
import { productCardLabels } from '../../.storybook/i18n';
import { viewport } from '../../.storybook/viewports';
import { expectModalDialog } from '../Dialog/dialogBehaviourSuite';
import { FilterPanel, type PriceRange } from '../FilterPanel';
import { ListingToolbar } from '../ListingToolbar';
import { QuickViewDialog } from '../QuickViewDialog';
import { ProductListing } from './ProductListing';

const LISTING = '/catalog/segment/moda-mulher';
const priceOf = (product: ProductCardData) => product.variants[0]?.offers[0]?.price_product ?? 0;

/** Facets of the fixtures' products, counted like the API counts them for a result set. */
function facetsOf(products: readonly ProductCardData[]): ProductFilters {
  const brands = new Map<string, { label: string; count: number }>();
  for (const product of products) {
    if (!product.brand) continue;
    const entry = brands.get(product.brand.slug) ?? { label: product.brand.name, count: 0 };
    brands.set(product.brand.slug, { ...entry, count: entry.count + 1 });
  }
  const prices = products.map(priceOf);
  return {
    brands: [...brands].map(([value, { label, count }]) => ({ value, label, count })),
    categories: [],
    attributes: {},
    price: prices.length > 0 ? { min: Math.min(...prices), max: Math.max(...prices) } : null,
    in_warehouse: 0,
  };
}

/**
 * The pieces of a listing page wired together with plain state, as app/ wires them to the catalogue
 * model: the filter panel narrows the list, the toolbar sorts and switches the view, a card's eye
 * opens the quick view, and its link leads to the product page.
 */
function ListingPage() {
  const [brands, setBrands] = useState<string[]>([]);
  const [price, setPrice] = useState<PriceRange>({ min: null, max: null });
  const [sort, setSort] = useState<SortOption>('featured');
  const [view, setView] = useState<ViewMode>('article');
  const [quickView, setQuickView] = useState<ProductCardData | null>(null);

  const matching = productCards
    .filter((product) => brands.length === 0 || (product.brand !== null && brands.includes(product.brand.slug)))
    .filter((product) => (price.min === null || priceOf(product) >= price.min) && (price.max === null || priceOf(product) <= price.max));
  const sorted = sort === 'price-low' ? [...matching].sort((a, b) => priceOf(a) - priceOf(b)) : matching;

  return (
    <div style={{ display: 'grid', gridTemplateColumns: '260px minmax(0, 1fr)', gap: 24 }}>
      <FilterPanel
        facets={facetsOf(productCards)}
        selected={{ brands }}
        priceRange={price}
        inWarehouse={false}
        labels={filterPanelLabels('pt')}
        languageTag="pt-PT"
        clearAllHref={LISTING}
        onToggle={(_name, value) => setBrands((current) => (current.includes(value) ? current.filter((slug) => slug !== value) : [...current, value]))}
        onPriceChange={setPrice}
        onInWarehouseChange={() => undefined}
        onClearAll={() => {
          setBrands([]);
          setPrice({ min: null, max: null });
        }}
      />
      <div style={{ display: 'flex', flexDirection: 'column', gap: 16, minWidth: 0 }}>
        <ListingToolbar
          total={sorted.length}
          sort={sort}
          sortOptions={sortOptions('pt')}
          view={view}
          viewModes={VIEW_MODES}
          perPage={24}
          perPageOptions={[24, 48]}
          labels={listingToolbarLabels('pt')}
          onSortChange={setSort}
          onViewChange={setView}
          onPerPageChange={() => undefined}
        />
        <ProductListing
          products={sorted.map((product) => cardDataOf(product, 'pt'))}
          status="ready"
          view={view}
          meta={{ current_page: 1, last_page: 1, total: sorted.length }}
          pageHref={() => LISTING}
          productHref={(product) => `/product/${product.slug}`}
          languageTag="pt-PT"
          labels={productListingLabels('pt')}
          cardLabels={productCardLabels('pt')}
          now={() => FIXTURE_NOW_MS}
          emptyAction={{
            label: filterPanelLabels('pt').clearAll,
            href: LISTING,
            onClick: () => {
              setBrands([]);
              setPrice({ min: null, max: null });
            },
          }}
          // The app's model reads the whole product for the dialog (every variant); here it is at hand.
          onQuickView={(card) => setQuickView(productCards.find((product) => product.uuid === card.uuid) ?? null)}
        />
      </div>
      <QuickViewDialog
        product={quickView}
        open={quickView !== null}
        onOpenChange={(open) => {
          if (!open) setQuickView(null);
        }}
        locale="pt"
        languageTag="pt-PT"
        productHref={quickView ? `/product/${quickView.slug}` : LISTING}
        labels={quickViewLabels('pt', quickView?.name ?? '')}
        now={() => FIXTURE_NOW_MS}
      />
    </div>
  );
}

const meta = {
  title: 'Flows/Filter, sort and quick view',
  component: ListingPage,
  parameters: { layout: 'fullscreen' },
  globals: viewport('desktop'),
} satisfies Meta<typeof ListingPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

/** Filter by a brand → sort by price → model view → open a product's quick view → its link to the product page. */
export const FilterSortAndOpenProduct: Story = {
  play: async ({ canvas }) => {
    const filters = filterPanelLabels('pt');
    const toolbar = listingToolbarLabels('pt');
    const listing = productListingLabels('pt');
    await expect(canvas.getByRole('status')).toHaveTextContent(toolbar.results(productCards.length));

    await userEvent.click(canvas.getByRole('checkbox', { name: /^Lumen/ }));
    const lumen = productCards.filter((product) => product.brand?.slug === 'lumen');
    await expect(canvas.getByRole('status')).toHaveTextContent(toolbar.results(lumen.length));
    await expect(canvas.getByRole('button', { name: filters.removeFilter('Lumen') })).toBeVisible();

    await userEvent.selectOptions(canvas.getByRole('combobox', { name: toolbar.sort }), 'price-low');
    const names = within(canvas.getByRole('list', { name: listing.products }))
      .getAllByRole('article')
      .map((card) => within(card).getByRole('heading').textContent);
    const cheapestFirst = [...lumen].sort((a, b) => priceOf(a) - priceOf(b)).map((product) => product.name);
    await expect(names).toEqual(cheapestFirst);

    await userEvent.click(canvas.getByRole('button', { name: toolbar.viewMode.model }));
    await expect(canvas.getByRole('button', { name: toolbar.viewMode.model })).toHaveAttribute('aria-pressed', 'true');

    const first = canvas.getAllByRole('article')[0];
    if (!first) return;
    await userEvent.hover(first);
    await userEvent.click(within(first).getByRole('button', { name: productCardLabels('pt').quickView }));
    const dialog = await expectModalDialog(cheapestFirst[0] ?? '');
    const cheapest = lumen.find((product) => product.name === cheapestFirst[0]);
    await expect(within(dialog).getByRole('link', { name: quickViewLabels('pt', '').viewProduct })).toHaveAttribute('href', `/product/${cheapest?.slug}`);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());

    // Clearing everything brings every product back.
    await userEvent.click(canvas.getByRole('link', { name: filters.clearAll }));
    await expect(canvas.getByRole('status')).toHaveTextContent(toolbar.results(productCards.length));
  },
};

/** A filter that matches nothing: the empty state offers the way back. */
export const FilterToEmpty: Story = {
  play: async ({ canvas }) => {
    const filters = filterPanelLabels('pt');
    const listing = productListingLabels('pt');
    await userEvent.type(canvas.getByRole('spinbutton', { name: filters.priceMin }), '5000');
    await userEvent.click(canvas.getByRole('button', { name: filters.applyPrice }));
    const empty = canvas.getByRole('region', { name: listing.emptyTitle });
    await userEvent.click(within(empty).getByRole('link', { name: filters.clearAll }));
    await expect(canvas.getAllByRole('article')).toHaveLength(productCards.length);
  },
};
