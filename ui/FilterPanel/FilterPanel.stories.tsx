import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ProductFilters } from '../../contract';
import { filterPanelLabels } from '../../.storybook/catalogLabels';
import { languageTagFor, type Locale } from '../../.storybook/i18n';
import { scriptsRunning } from '../../.storybook/scripted';
import { viewport } from '../../.storybook/viewports';
import { FilterPanel } from './FilterPanel';

/** Facets of a women's-fashion listing: every group, a value with no result left, a price range. */
const facets: ProductFilters = {
  categories: [
    { value: 'vestidos', label: 'Vestidos', count: 9 },
    { value: 'casacos', label: 'Casacos', count: 3 },
    { value: 'camisas', label: 'Camisas', count: 0 },
  ],
  brands: [
    { value: 'mare', label: 'Maré', count: 12 },
    { value: 'atelier-norte', label: 'Atelier Norte', count: 4 },
    { value: 'lumen', label: 'Lumen', count: 7 },
  ],
  attributes: {
    color: [
      { value: 'azul', label: 'Azul', count: 6 },
      { value: 'preto', label: 'Preto', count: 5 },
    ],
    size: [
      { value: 's', label: 'S', count: 4 },
      { value: 'm', label: 'M', count: 8 },
      { value: 'l', label: 'L', count: 6 },
    ],
  },
  price: { min: 9.99, max: 249 },
  in_warehouse: 14,
};
const noFacets: ProductFilters = { categories: [], brands: [], attributes: {}, price: null, in_warehouse: 0 };
const LONG_FRENCH_LABEL = 'Ensemble de survêtement en molleton brossé à capuche zippée — édition limitée';
const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
const normalise = (text: string | null | undefined) => (text ?? '').replace(/\u00a0|\u202f/g, ' ');
const localeOf = (context: Pick<StoryContext, 'globals'>): Locale => (context.globals.locale as Locale | undefined) ?? 'pt';

const meta = {
  title: 'Catalogue/FilterPanel',
  component: FilterPanel,
  args: {
    facets,
    selected: {},
    priceRange: { min: null, max: null },
    inWarehouse: false,
    status: 'ready',
    labels: filterPanelLabels('pt'),
    languageTag: 'pt-PT',
    action: '/catalog/segment/moda-mulher',
    hiddenFields: [{ name: 'sort', value: 'newest' }],
    clearAllHref: '/catalog/segment/moda-mulher',
    onToggle: fn(),
    onPriceChange: fn(),
    onInWarehouseChange: fn(),
    onClearAll: fn(),
  },
  argTypes: { facets: { control: false }, labels: { control: false }, status: { control: 'inline-radio', options: ['ready', 'loading', 'error'] } },
  render: (args, context) => {
    const locale = localeOf(context);
    return <FilterPanel {...args} labels={filterPanelLabels(locale)} languageTag={languageTagFor(locale)} />;
  },
  // A desktop sidebar column; the mobile story shows the panel as wide as a drawer.
  decorators: [(Story, { parameters }) => (parameters.layout === 'fullscreen' ? Story() : <div style={{ width: 280 }}>{Story()}</div>)],
} satisfies Meta<typeof FilterPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every facet group with its counts; a value is one click, reported with its filter name and slug. */
export const Default: Story = {
  play: async ({ canvas, args, globals }) => {
    const labels = filterPanelLabels(localeOf({ globals }));
    const panel = canvas.getByRole('region', { name: labels.title });
    for (const name of [labels.categories, labels.brands, labels.attribute('color'), labels.attribute('size'), labels.price]) {
      await expect(within(panel).getByRole('group', { name })).toBeVisible();
    }
    const brands = within(panel).getByRole('group', { name: labels.brands });
    await userEvent.click(within(brands).getByRole('checkbox', { name: `Maré ${labels.facetCount(12)}` }));
    await expect(args.onToggle).toHaveBeenCalledWith('brands', 'mare');
    const sizes = within(panel).getByRole('group', { name: labels.attribute('size') });
    await userEvent.click(within(sizes).getByRole('checkbox', { name: `M ${labels.facetCount(8)}` }));
    await expect(args.onToggle).toHaveBeenCalledWith('attribute_size', 'm');
    // A value without results in this set cannot be chosen.
    await expect(canvas.getByRole('checkbox', { name: `Camisas ${labels.facetCount(0)}` })).toBeDisabled();
    // Nothing chosen yet: no chips, no clear-all.
    await expect(canvas.queryByRole('list', { name: labels.selected })).toBeNull();
    await expect(canvas.queryByRole('link', { name: labels.clearAll })).toBeNull();
  },
};

/** Chosen values, a price range and the in-warehouse flag show as chips; each chip removes its filter. */
export const WithSelection: Story = {
  args: {
    selected: { brands: ['mare', 'lumen'], attribute_color: ['preto'] },
    priceRange: { min: 20, max: 80 },
    inWarehouse: true,
  },
  play: async ({ canvas, args, globals }) => {
    const labels = filterPanelLabels(localeOf({ globals }));
    const chips = canvas.getByRole('list', { name: labels.selected });
    await expect(within(chips).getAllByRole('button')).toHaveLength(5);
    await expect(canvas.getByRole('checkbox', { name: `Maré ${labels.facetCount(12)}` })).toBeChecked();
    await userEvent.click(within(chips).getByRole('button', { name: labels.removeFilter('Lumen') }));
    await expect(args.onToggle).toHaveBeenCalledWith('brands', 'lumen');
    await userEvent.click(within(chips).getByRole('button', { name: labels.removeFilter('Preto') }));
    await expect(args.onToggle).toHaveBeenCalledWith('attribute_color', 'preto');
    const priceChip = within(chips).getAllByRole('button')[3];
    await expect(normalise(priceChip?.textContent)).toBe(normalise(labels.priceChip('20,00 €', '80,00 €')));
    if (priceChip) await userEvent.click(priceChip);
    await expect(args.onPriceChange).toHaveBeenCalledWith({ min: null, max: null });
    await userEvent.click(within(chips).getByRole('button', { name: labels.removeFilter(labels.inWarehouse) }));
    await expect(args.onInWarehouseChange).toHaveBeenCalledWith(false);
    // Clear-all is a link to the plain listing (it works without JavaScript) that calls back with JavaScript.
    const clearAll = canvas.getByRole('link', { name: labels.clearAll });
    await expect(clearAll).toHaveAttribute('href', '/catalog/segment/moda-mulher');
    await userEvent.click(clearAll);
    await expect(args.onClearAll).toHaveBeenCalledOnce();
  },
};

/** The range applies when focus leaves it or on the apply button; a reversed range is read swapped. */
export const PriceRange: Story = {
  play: async ({ canvas, args, globals }) => {
    const labels = filterPanelLabels(localeOf({ globals }));
    const min = canvas.getByRole('spinbutton', { name: labels.priceMin });
    const max = canvas.getByRole('spinbutton', { name: labels.priceMax });
    await expect(min).toHaveAttribute('placeholder', '9');
    await expect(max).toHaveAttribute('placeholder', '249');
    await userEvent.type(min, '15');
    // Moving to the other bound is not leaving the range: nothing applied yet.
    await userEvent.click(max);
    await expect(args.onPriceChange).not.toHaveBeenCalled();
    await userEvent.type(max, '60');
    await userEvent.click(canvas.getByRole('button', { name: labels.applyPrice }));
    await expect(args.onPriceChange).toHaveBeenCalledWith({ min: 15, max: 60 });
    await userEvent.clear(min);
    await userEvent.type(min, '90');
    // Focus leaves the range (a click on the panel's title).
    await userEvent.click(canvas.getByRole('heading', { name: labels.title }));
    await expect(args.onPriceChange).toHaveBeenLastCalledWith({ min: 60, max: 90 });
  },
};

export const InWarehouseToggle: Story = {
  play: async ({ canvas, args, globals }) => {
    const labels = filterPanelLabels(localeOf({ globals }));
    const toggle = canvas.getByRole('checkbox', { name: `${labels.inWarehouse} ${labels.facetCount(14)}` });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(args.onInWarehouseChange).toHaveBeenCalledWith(true);
  },
};

/**
 * Without JavaScript the panel is a GET form to the listing: checkboxes named like the §7 filters
 * (`brands`, `attribute_color`) with slug values, `price_min`/`price_max`, `isInWarehouse=true`,
 * the other query fields kept hidden. (In the browser the submit button is gone once hydrated.)
 */
export const WorksAsGetForm: Story = {
  args: { selected: { brands: ['mare'] } },
  play: async ({ canvas, canvasElement, globals }) => {
    const labels = filterPanelLabels(localeOf({ globals }));
    const form = canvasElement.querySelector('form');
    await expect(form).toHaveAttribute('method', 'get');
    await expect(form).toHaveAttribute('action', '/catalog/segment/moda-mulher');
    if (!form) return;
    const fields = new URLSearchParams(new FormData(form) as unknown as Record<string, string>);
    // Empty bounds go out empty (`price_min=`): the listing reads an empty value as no bound.
    await expect(fields.toString()).toBe('sort=newest&brands=mare&price_min=&price_max=');
    await userEvent.click(canvas.getByRole('checkbox', { name: `Azul ${labels.facetCount(6)}` }));
    await expect(canvas.getByRole('checkbox', { name: `Azul ${labels.facetCount(6)}` })).toHaveAttribute('name', 'attribute_color');
    await expect(canvas.getByRole('spinbutton', { name: labels.priceMin })).toHaveAttribute('name', 'price_min');
    await expect(canvas.getByRole('spinbutton', { name: labels.priceMax })).toHaveAttribute('name', 'price_max');
    await expect(canvas.getByRole('checkbox', { name: `${labels.inWarehouse} ${labels.facetCount(14)}` })).toHaveAttribute('name', 'isInWarehouse');
    await expect(canvas.queryByRole('button', { name: labels.submit })).toBeNull();
  },
};

export const Loading: Story = {
  args: { facets: null, status: 'loading' },
  play: async ({ canvas, globals }) => {
    const labels = filterPanelLabels(localeOf({ globals }));
    await expect(canvas.getByRole('region', { name: labels.title })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText(labels.loading)).toBeInTheDocument();
    await expect(canvas.queryByRole('checkbox')).toBeNull();
  },
};

/** No facets for this result set; chosen filters stay removable so people can widen the search. */
export const Empty: Story = {
  args: { facets: noFacets, selected: { brands: ['mare'] } },
  play: async ({ canvas, globals }) => {
    const labels = filterPanelLabels(localeOf({ globals }));
    await expect(canvas.getByText(labels.noFacets)).toBeVisible();
    await expect(canvas.queryByRole('checkbox')).toBeNull();
    await expect(canvas.getByRole('button', { name: labels.removeFilter('mare') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: labels.clearAll })).toBeVisible();
  },
};

/** §8: the server's message is kept. */
export const ErrorState: Story = {
  name: 'Error',
  args: { facets: null, status: 'error', errorMessage: 'Failed to fetch products' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to fetch products');
    await expect(canvas.queryByRole('checkbox')).toBeNull();
  },
};

/** A search across segments: twelve brands, more than a group shows before its 'show more'. */
const manyBrands = Array.from({ length: 12 }, (_, index) => ({ value: `marca-${index + 1}`, label: `Marca ${index + 1}`, count: 20 - index }));

/**
 * A long group shows its first eight values and a button for the rest, which are not rendered until asked for
 * (a listing stays within its element budget); a chosen value beyond the eight always shows. The button says
 * how many more, and toggles back.
 */
export const LongGroup: Story = {
  args: { facets: { ...facets, brands: manyBrands }, selected: { brands: ['marca-11'] } },
  // The button shows where the page runs its scripts.
  beforeEach: scriptsRunning,
  play: async ({ canvas, args, globals }) => {
    const labels = filterPanelLabels(localeOf({ globals }));
    const brands = canvas.getByRole('group', { name: labels.brands });
    const names = () => within(brands).getAllByRole('checkbox').map((box) => box.getAttribute('value'));
    await expect(names()).toEqual([...manyBrands.slice(0, 8).map((brand) => brand.value), 'marca-11']);
    await expect(within(brands).getByRole('checkbox', { name: `Marca 11 ${labels.facetCount(10)}` })).toBeChecked();
    const more = within(brands).getByRole('button', { name: labels.showMore(3) });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(more).toBeVisible();

    await userEvent.click(more);
    await expect(names()).toEqual(manyBrands.map((brand) => brand.value));
    const fewer = within(brands).getByRole('button', { name: labels.showFewer });
    await expect(fewer).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(within(brands).getByRole('checkbox', { name: `Marca 12 ${labels.facetCount(9)}` }));
    await expect(args.onToggle).toHaveBeenCalledWith('brands', 'marca-12');

    // From the keyboard too.
    fewer.focus();
    await userEvent.keyboard('{Enter}');
    await expect(within(brands).getByRole('button', { name: labels.showMore(3) })).toHaveFocus();
    await expect(names()).toHaveLength(9);
    // The short groups have no such button.
    await expect(within(canvas.getByRole('group', { name: labels.categories })).queryByRole('button')).toBeNull();
  },
};

/** Long French values wrap inside the sidebar; the count stays beside them. */
export const LongestFrenchLabel: Story = {
  globals: { locale: 'fr' },
  args: {
    facets: { ...facets, categories: [{ value: 'ensembles', label: LONG_FRENCH_LABEL, count: 128 }, ...facets.categories] },
    selected: { categories: ['ensembles'] },
    priceRange: { min: 20, max: null },
  },
  play: async ({ canvas, canvasElement }) => {
    const labels = filterPanelLabels('fr');
    const option = canvas.getByRole('checkbox', { name: `${LONG_FRENCH_LABEL} ${labels.facetCount(128)}` });
    await expect(option).toBeChecked();
    const panel = canvas.getByRole('region', { name: labels.title }).getBoundingClientRect();
    const label = option.closest('label')?.getBoundingClientRect();
    await expect(label?.right).toBeLessThanOrEqual(panel.right);
    await expect(canvas.getByRole('button', { name: labels.removeFilter(labels.priceChip(euros.format(20), null)) })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.lang).toBe('fr');
  },
};

/** Below 768px the caller puts the panel in a drawer, titled by the drawer: full width, large touch targets. */
export const MobileViewport: Story = {
  globals: viewport('mobile'),
  parameters: { layout: 'fullscreen' },
  args: { showTitle: false, selected: { brands: ['mare'] } },
  play: async ({ canvas, globals }) => {
    const labels = filterPanelLabels(localeOf({ globals }));
    await expect(window.innerWidth).toBe(375);
    await expect(canvas.queryByRole('heading', { name: labels.title })).toBeNull();
    await expect(canvas.getByRole('region', { name: labels.title })).toBeVisible();
    const option = canvas.getByRole('checkbox', { name: `Lumen ${labels.facetCount(7)}` }).closest('label');
    await expect(option?.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** From 1024px: a sidebar beside the results. */
export const DesktopViewport: Story = {
  globals: viewport('desktop'),
  play: async ({ canvas, globals }) => {
    const labels = filterPanelLabels(localeOf({ globals }));
    await expect(window.innerWidth).toBe(1280);
    await expect(canvas.getByRole('heading', { level: 2, name: labels.title })).toBeVisible();
    await expect(canvas.getByRole('region', { name: labels.title }).getBoundingClientRect().width).toBeLessThanOrEqual(280);
  },
};
