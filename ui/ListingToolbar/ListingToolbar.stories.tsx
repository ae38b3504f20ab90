import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { VIEW_MODES, listingToolbarLabels, sortOptions } from '../../.storybook/catalogLabels';
import type { Locale } from '../../.storybook/i18n';
import { scriptsRunning } from '../../.storybook/scripted';
import { viewport } from '../../.storybook/viewports';
import { ListingToolbar } from './ListingToolbar';

const localeOf = (context: Pick<StoryContext, 'globals'>): Locale => (context.globals.locale as Locale | undefined) ?? 'pt';

const meta = {
  title: 'Catalogue/ListingToolbar',
  component: ListingToolbar,
  args: {
    total: 128,
    sort: 'featured',
    sortOptions: sortOptions('pt'),
    view: 'article',
    viewModes: VIEW_MODES,
    perPage: 24,
    perPageOptions: [24, 48, 96],
    labels: listingToolbarLabels('pt'),
    action: '/catalog/segment/moda-mulher',
    hiddenFields: [{ name: 'brands', value: 'mare' }],
    onSortChange: fn(),
    onViewChange: fn(),
    onPerPageChange: fn(),
  },
  argTypes: { labels: { control: false }, sortOptions: { control: false } },
  render: (args, context) => {
    const locale = localeOf(context);
    return <ListingToolbar {...args} labels={listingToolbarLabels(locale)} sortOptions={sortOptions(locale)} />;
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ListingToolbar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The count, the six sorts in order, the page size and the two view modes with the current one pressed. */
export const Default: Story = {
  globals: viewport('desktop'),
  play: async ({ canvas, args, globals }) => {
    const locale = localeOf({ globals });
    const labels = listingToolbarLabels(locale);
    const toolbar = canvas.getByRole('form', { name: labels.label });
    await expect(within(toolbar).getByRole('status')).toHaveTextContent(labels.results(128));
    const sort = within(toolbar).getByRole('combobox', { name: labels.sort });
    await expect(within(sort).getAllByRole('option').map((option) => option.getAttribute('value'))).toEqual([
      'featured',
      'best-seller',
      'price-low',
      'price-high',
      'newest',
      'discount',
    ]);
    await userEvent.selectOptions(sort, 'price-low');
    await expect(args.onSortChange).toHaveBeenCalledWith('price-low');
    await userEvent.selectOptions(within(toolbar).getByRole('combobox', { name: labels.perPage }), '48');
    await expect(args.onPerPageChange).toHaveBeenCalledWith(48);
    const views = within(toolbar).getByRole('group', { name: labels.view });
    const article = within(views).getByRole('button', { name: labels.viewMode.article });
    const model = within(views).getByRole('button', { name: labels.viewMode.model });
    await expect(article).toHaveAttribute('aria-pressed', 'true');
    await expect(model).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(article);
    await expect(args.onViewChange).not.toHaveBeenCalled();
    await userEvent.click(model);
    await expect(args.onViewChange).toHaveBeenCalledWith('model');
  },
};

/** Model view and another sort chosen by the caller. */
export const ModelView: Story = {
  args: { view: 'model', sort: 'discount', perPage: 48 },
  play: async ({ canvas, globals }) => {
    const labels = listingToolbarLabels(localeOf({ globals }));
    await expect(canvas.getByRole('button', { name: labels.viewMode.model })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('combobox', { name: labels.sort })).toHaveValue('discount');
    await expect(canvas.getByRole('combobox', { name: labels.perPage })).toHaveValue('48');
  },
};

/**
 * Without JavaScript the toolbar is a GET form: `sort` and `per_page` selects, the view buttons
 * submit `view=<mode>`, and the filters of the page ride along as hidden fields.
 */
export const WorksAsGetForm: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const labels = listingToolbarLabels(localeOf({ globals }));
    const form = canvasElement.querySelector('form');
    await expect(form).toHaveAttribute('method', 'get');
    await expect(form).toHaveAttribute('action', '/catalog/segment/moda-mulher');
    if (!form) return;
    const fields = new URLSearchParams(new FormData(form) as unknown as Record<string, string>);
    await expect(fields.toString()).toBe('brands=mare&sort=featured&per_page=24');
    const model = canvas.getByRole('button', { name: labels.viewMode.model });
    await expect(model).toHaveAttribute('type', 'submit');
    await expect(model).toHaveAttribute('name', 'view');
    await expect(model).toHaveAttribute('value', 'model');
  },
};

/** While the first page loads the count is blank, the controls stay usable. */
export const Loading: Story = {
  args: { total: null },
  play: async ({ canvas, globals }) => {
    const labels = listingToolbarLabels(localeOf({ globals }));
    await expect(canvas.getByRole('status')).toHaveTextContent(/^\s*$/);
    await expect(canvas.getByRole('combobox', { name: labels.sort })).toBeEnabled();
  },
};

export const Empty: Story = {
  args: { total: 0 },
  play: async ({ canvas, globals }) => {
    const labels = listingToolbarLabels(localeOf({ globals }));
    await expect(canvas.getByRole('status')).toHaveTextContent(labels.results(0));
  },
};

/** One product: the singular in every language (French says '0 produit' and '1 produit'). */
export const OneResult: Story = {
  args: { total: 1 },
  play: async ({ canvas, globals }) => {
    const labels = listingToolbarLabels(localeOf({ globals }));
    await expect(canvas.getByRole('status')).toHaveTextContent(labels.results(1));
  },
};

/** Below 768px: a filters button with the chosen-filter count opens the caller's drawer; labels are read, not drawn. */
export const MobileViewport: Story = {
  globals: viewport('mobile'),
  args: { activeFilterCount: 3, onFiltersOpen: fn() },
  // The filters button shows where the page runs its scripts (the drawer needs them).
  beforeEach: scriptsRunning,
  play: async ({ canvas, args, globals }) => {
    const labels = listingToolbarLabels(localeOf({ globals }));
    await expect(window.innerWidth).toBe(375);
    await userEvent.click(canvas.getByRole('button', { name: labels.filters(3) }));
    await expect(args.onFiltersOpen).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('combobox', { name: labels.sort })).toBeVisible();
    const form = canvas.getByRole('form').getBoundingClientRect();
    await expect(form.right).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The longest labels: French sorts and counts. */
export const LongestFrenchLabel: Story = {
  globals: { locale: 'fr', ...viewport('tablet') },
  args: { total: 12_345, sort: 'discount', activeFilterCount: 12, onFiltersOpen: fn() },
  beforeEach: scriptsRunning,
  play: async ({ canvas }) => {
    const labels = listingToolbarLabels('fr');
    await expect(canvas.getByRole('status')).toHaveTextContent(labels.results(12_345));
    await expect(canvas.getByRole('combobox', { name: labels.sort })).toHaveDisplayValue('Meilleures réductions');
    await expect(canvas.getByRole('button', { name: labels.filters(12) })).toBeVisible();
  },
};
