import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { i18nFor, languageTagFor, type Locale } from '../../.storybook/i18n';
import { searchBoxLabels } from '../../.storybook/navLabels';
import { formatPrice } from '../Price/formatPrice';
import { SearchBox } from '../SearchBox';
import { SearchSuggestions, SUGGESTION_STATES, suggestionOptions, type SearchSuggestionsProps, type SuggestionGroup, type SuggestionOption } from './SearchSuggestions';

const localeOf = (context: Pick<StoryContext, 'globals'>): Locale => (context.globals.locale as Locale | undefined) ?? 'pt';
const LISTBOX = 'search-suggestions';

/** The list as the app fills it for "calcas", in `locale`'s words. */
function filled(locale: Locale, query = 'calcas') {
  const t = i18nFor(locale).t;
  const price = (amount: number) => formatPrice(amount, languageTagFor(locale));
  const groups: SuggestionGroup[] = [
    {
      key: 'products',
      title: t('searchSuggestions.products'),
      options: [
        { id: 'p0', label: 'Calças chino Douro Denim', detail: price(39.9), href: '/product/calcas-chino', thumb: null },
        { id: 'p1', label: 'Calças de linho Maré Alta', detail: price(49), href: '/product/calcas-linho', thumb: null },
      ],
    },
    { key: 'brands', title: t('searchSuggestions.brands'), options: [{ id: 'b0', label: 'Cabo Raso', detail: t('searchSuggestions.brand'), href: '/catalog/brand/cabo-raso' }] },
    {
      key: 'categories',
      title: t('searchSuggestions.categories'),
      options: [
        { id: 'c0', label: 'Calças', detail: t('searchSuggestions.categoryIn', { segment: 'Moda Mulher' }), href: '/catalog/category/calcas-mulher' },
        { id: 'c1', label: 'Calças', detail: t('searchSuggestions.categoryIn', { segment: 'Moda Homem' }), href: '/catalog/category/calcas-homem' },
      ],
    },
  ];
  const searchOption: SuggestionOption = { id: 'search', label: t('searchSuggestions.searchFor', { q: query }), href: `/search?q=${query}` };
  return { groups, searchOption, t };
}

function propsFor(locale: Locale, state: SearchSuggestionsProps['state'], activeId: string | null = null): Omit<SearchSuggestionsProps, 'onSelect'> {
  const { groups, searchOption, t } = filled(locale);
  const count = suggestionOptions(groups, searchOption).length - 1;
  const message = state === 'results' ? undefined : t(`searchSuggestions.${state}`);
  return {
    id: LISTBOX,
    label: t('searchSuggestions.label'),
    open: true,
    state,
    groups,
    searchOption,
    activeId,
    message,
    status: state === 'results' ? t('searchSuggestions.count', { count }) : state === 'empty' ? t('searchSuggestions.count', { count: 0 }) : (message ?? ''),
  };
}

const meta = {
  title: 'Navigation/SearchSuggestions',
  component: SearchSuggestions,
  args: { ...propsFor('pt', 'results'), onSelect: fn() },
  argTypes: { state: { control: 'select', options: SUGGESTION_STATES } },
  // Under the field it belongs to, as in the header: a combobox naming the list and its highlighted option.
  render: (args, context) => {
    const locale = localeOf(context);
    const props = { ...propsFor(locale, args.state, args.activeId), onSelect: args.onSelect };
    return (
      <div style={{ width: 420, minHeight: 520 }}>
        <SearchBox
          {...searchBoxLabels(locale)}
          defaultValue="calcas"
          suggest={{
            listboxId: LISTBOX,
            expanded: props.open,
            activeId: props.activeId,
            onQueryInput: fn(),
            onFieldFocus: fn(),
            onFieldBlur: fn(),
            onFieldKeyDown: fn(),
            popup: <SearchSuggestions {...props} />,
          }}
        />
      </div>
    );
  },
} satisfies Meta<typeof SearchSuggestions>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Products, brands and categories, each a group named by its title; the search row comes last. */
export const Results: Story = {
  play: async ({ canvas, args, globals }) => {
    const locale = localeOf({ globals });
    const { t } = filled(locale);
    const field = canvas.getByRole('combobox', { name: searchBoxLabels(locale).label });
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    await expect(field).toHaveAttribute('aria-controls', LISTBOX);
    const list = canvas.getByRole('listbox', { name: t('searchSuggestions.label') });
    for (const group of ['products', 'brands', 'categories'] as const) {
      await expect(within(list).getByRole('group', { name: t(`searchSuggestions.${group}`) })).toBeVisible();
    }
    const options = within(list).getAllByRole('option');
    await expect(options).toHaveLength(6);
    await expect(options.at(-1)).toHaveAccessibleName(t('searchSuggestions.searchFor', { q: 'calcas' }));
    await expect(canvas.getByRole('status')).toHaveTextContent(t('searchSuggestions.count', { count: 5 }));
    await userEvent.click(within(list).getByRole('option', { name: /Cabo Raso/ }));
    await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ href: '/catalog/brand/cabo-raso' }));
  },
};

/** The option the arrow keys reached is marked selected and named by the field. */
export const KeyboardHighlighted: Story = {
  args: { activeId: 'c0' },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('combobox');
    await expect(field).toHaveAttribute('aria-activedescendant', 'c0');
    const selected = canvas.getByRole('option', { selected: true });
    await expect(selected).toHaveAttribute('id', 'c0');
    await expect(canvas.getAllByRole('option', { selected: false })).toHaveLength(5);
  },
};

/** While the first answer is on its way: a sentence, and the search row already usable. */
export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvas, globals }) => {
    const { t } = filled(localeOf({ globals }));
    await expect(canvas.getByText(t('searchSuggestions.loading'), { selector: 'p' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(t('searchSuggestions.loading'));
    await expect(canvas.getAllByRole('option')).toHaveLength(1);
    await expect(canvas.queryByRole('group')).toBeNull();
  },
};

/** Nothing matches: it says so, and offers to search the words anyway. */
export const Empty: Story = {
  args: { state: 'empty' },
  play: async ({ canvas, globals }) => {
    const { t } = filled(localeOf({ globals }));
    await expect(canvas.getByText(t('searchSuggestions.empty'))).toBeVisible();
    await expect(canvas.getByRole('option')).toHaveAccessibleName(t('searchSuggestions.searchFor', { q: 'calcas' }));
    await expect(canvas.getByRole('status')).toHaveTextContent(t('searchSuggestions.count', { count: 0 }));
  },
};

/** The answer failed: the sentence in the critical colour, the search row still there. */
export const LoadFailed: Story = {
  args: { state: 'error' },
  play: async ({ canvas, globals }) => {
    const { t } = filled(localeOf({ globals }));
    await expect(canvas.getByText(t('searchSuggestions.error'), { selector: 'p' })).toBeVisible();
    await expect(canvas.getAllByRole('option')).toHaveLength(1);
  },
};

/** Closed (Escape, the field left): no list, the field says so. */
export const Closed: Story = {
  render: (args, context) => {
    const locale = localeOf(context);
    const props = { ...propsFor(locale, 'results'), open: false, status: '', onSelect: args.onSelect };
    return (
      <div style={{ width: 420 }}>
        <SearchBox
          {...searchBoxLabels(locale)}
          suggest={{ listboxId: LISTBOX, expanded: false, activeId: null, onQueryInput: fn(), onFieldFocus: fn(), onFieldBlur: fn(), onFieldKeyDown: fn(), popup: <SearchSuggestions {...props} /> }}
        />
      </div>
    );
  },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('combobox');
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    await expect(field).not.toHaveAttribute('aria-controls');
    await expect(canvas.queryByRole('listbox')).toBeNull();
  },
};
