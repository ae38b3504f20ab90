import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import type { Locale } from '../../contract';
import { searchBoxLabels } from '../../.storybook/navLabels';
import { viewport } from '../../.storybook/viewports';
import { SearchBox, SEARCH_MAX_LENGTH } from './SearchBox';

const localeOf = (context: Pick<StoryContext, 'globals'>): Locale => (context.globals.locale as Locale | undefined) ?? 'pt';

const meta = {
  title: 'Navigation/SearchBox',
  component: SearchBox,
  args: { ...searchBoxLabels('pt'), onActivate: fn() },
  render: (args, context) => (
    <div style={{ width: 360 }}>
      <SearchBox {...args} {...searchBoxLabels(localeOf(context))} />
    </div>
  ),
} satisfies Meta<typeof SearchBox>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A GET form to the search page with `q`: it works without JavaScript. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const labels = searchBoxLabels(localeOf({ globals }));
    const form = canvas.getByRole('search', { name: labels.label });
    await expect(form).toHaveAttribute('action', labels.action);
    await expect(form).toHaveAttribute('method', 'get');
    const field = canvas.getByRole('searchbox', { name: labels.label });
    await expect(field).toHaveAttribute('name', 'q');
    await expect(field).toHaveAttribute('placeholder', labels.placeholder);
    await expect(canvas.getByRole('button', { name: labels.submitLabel })).toHaveAttribute('type', 'submit');
  },
};

/** §7: at most 200 characters can be typed. */
export const MaxLength: Story = {
  args: { onSubmit: fn() },
  play: async ({ canvas, args, globals }) => {
    const labels = searchBoxLabels(localeOf({ globals }));
    const field = canvas.getByRole('searchbox', { name: labels.label });
    await expect(field).toHaveAttribute('maxLength', String(SEARCH_MAX_LENGTH));
    await userEvent.click(field);
    await userEvent.paste('x'.repeat(SEARCH_MAX_LENGTH + 20));
    await expect((field as HTMLInputElement).value).toHaveLength(200);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('x'.repeat(200));
  },
};

/** The JS path: the trimmed query is handed to the caller. */
export const SubmitsQuery: Story = {
  args: { onSubmit: fn(), defaultValue: '' },
  play: async ({ canvas, args, globals }) => {
    const labels = searchBoxLabels(localeOf({ globals }));
    await userEvent.type(canvas.getByRole('searchbox', { name: labels.label }), '  vestido verao ');
    await userEvent.click(canvas.getByRole('button', { name: labels.submitLabel }));
    await expect(args.onSubmit).toHaveBeenCalledWith('vestido verao');
  },
};

/** Read-only (the mobile menu sheet): nothing can be typed; a tap or Enter calls onActivate. */
export const ReadOnly: Story = {
  args: { readOnly: true },
  play: async ({ canvas, args, globals }) => {
    const labels = searchBoxLabels(localeOf({ globals }));
    const field = canvas.getByRole('searchbox', { name: labels.label });
    await expect(field).toHaveAttribute('readonly');
    await expect(canvas.queryByRole('button')).toBeNull();
    await userEvent.click(field);
    await expect(args.onActivate).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('abc');
    await expect((field as HTMLInputElement).value).toBe('');
    await userEvent.keyboard('{Enter}');
    await expect(args.onActivate).toHaveBeenCalledTimes(2);
  },
};

/** The longest French placeholder is cut with an ellipsis on a phone instead of overflowing. */
export const LongestFrenchLabel: Story = {
  globals: { locale: 'fr', ...viewport('mobile') },
  render: (args) => (
    <div style={{ width: 300 }}>
      <SearchBox {...args} {...searchBoxLabels('fr')} />
    </div>
  ),
  play: async ({ canvas }) => {
    const labels = searchBoxLabels('fr');
    const form = canvas.getByRole('search', { name: labels.label });
    await expect(form.getBoundingClientRect().width).toBeLessThanOrEqual(300);
    await expect(canvas.getByRole('searchbox')).toHaveAttribute('placeholder', labels.placeholder);
  },
};
