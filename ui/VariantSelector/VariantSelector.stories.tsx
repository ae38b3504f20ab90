import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Variant } from '../../contract';
import { fixtureUuid, productBasic } from '../../mocks/fixtures';
import { variantSelectorLabels } from '../../.storybook/catalogLabels';
import type { Locale } from '../../.storybook/i18n';
import { sizeGuideLinkLabel } from '../../.storybook/sizeGuideLabels';
import { viewport } from '../../.storybook/viewports';
import { SizeGuideLink } from '../SizeGuide/SizeGuideLink';
import { VariantSelector, type VariantSelectorProps } from './VariantSelector';

const template = productBasic.variants[0] as Variant;

/** A variant of the fixture's template with a size, a colour (both selectors) and a stock. */
function variant(n: number, size: string, color: string | null, stock: number): Variant {
  return {
    ...template,
    uuid: fixtureUuid(90_000 + n),
    sku: `STORY-${size}-${color ?? 'x'}`,
    attribute_values: [
      { attribute: 'size', value: size, slug: size.toLowerCase(), is_to_use_as_selector: true },
      ...(color ? [{ attribute: 'color', value: color, slug: color.toLowerCase(), is_to_use_as_selector: true }] : []),
      { attribute: 'material', value: 'Linho', slug: 'linho', is_to_use_as_selector: false },
    ],
    offers: template.offers.map((offer) => ({ ...offer, initial_stock: stock })),
  };
}

/** Sizes S, M, L; L has no stock left. */
const sizes = [variant(1, 'S', null, 6), variant(2, 'M', null, 12), variant(3, 'L', null, 0)];
/** Two selectors: size × colour; M in Preto is sold out. */
const grid = [variant(11, 'S', 'Azul', 4), variant(12, 'M', 'Azul', 4), variant(13, 'S', 'Preto', 4), variant(14, 'M', 'Preto', 0)];
const manySizes = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL', '4XL', '36', '38', '40', '42', '44'].map((size, i) => variant(30 + i, size, null, i % 5 === 4 ? 0 : 3));

const localeOf = (context: Pick<StoryContext, 'globals'>): Locale => (context.globals.locale as Locale | undefined) ?? 'pt';

/** Keeps the choice like the product page does, and reports it. */
function Harness(props: VariantSelectorProps) {
  const [selected, setSelected] = useState(props.selectedUuid);
  return (
    <VariantSelector
      {...props}
      selectedUuid={selected}
      onSelect={(chosen) => {
        setSelected(chosen.uuid);
        props.onSelect(chosen);
      }}
    />
  );
}

const meta = {
  title: 'Product/VariantSelector',
  component: VariantSelector,
  args: { variants: sizes, selectedUuid: sizes[1]?.uuid ?? null, labels: variantSelectorLabels('pt'), onSelect: fn() },
  argTypes: { variants: { control: false }, labels: { control: false } },
  render: (args, context) => <Harness {...args} labels={variantSelectorLabels(localeOf(context))} />,
  decorators: [(Story, { parameters }) => (parameters.layout === 'fullscreen' ? Story() : <div style={{ width: 360 }}>{Story()}</div>)],
} satisfies Meta<typeof VariantSelector>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Sizes as radios, the chosen one checked and named in the legend; a click selects that variant. */
export const Default: Story = {
  play: async ({ canvas, args, globals }) => {
    const labels = variantSelectorLabels(localeOf({ globals }));
    const group = canvas.getByRole('group', { name: `${labels.attribute('size')}: M` });
    await expect(within(group).getByRole('radio', { name: 'M' })).toBeChecked();
    await userEvent.click(within(group).getByRole('radio', { name: 'S' }));
    await expect(args.onSelect).toHaveBeenCalledWith(sizes[0]);
    await expect(canvas.getByRole('group', { name: `${labels.attribute('size')}: S` })).toBeVisible();
    // Arrow keys move within the group, as radios do.
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onSelect).toHaveBeenLastCalledWith(sizes[1]);
    // Attributes that are not selectors (material) are not offered.
    await expect(canvas.queryByRole('group', { name: /material/i })).toBeNull();
  },
};

/** Zero stock: the value is struck through and said unavailable; it can still be chosen to see its offers. */
export const ZeroStock: Story = {
  play: async ({ canvas, args, globals }) => {
    const labels = variantSelectorLabels(localeOf({ globals }));
    const soldOut = canvas.getByRole('radio', { name: `L ${labels.unavailable}` });
    await expect(soldOut.closest('label')).toHaveAttribute('data-unavailable', 'true');
    await expect(canvas.getByRole('radio', { name: 'S' }).closest('label')).toHaveAttribute('data-unavailable', 'false');
    await userEvent.click(soldOut);
    await expect(args.onSelect).toHaveBeenCalledWith(sizes[2]);
  },
};

/** Two selectors grouped by attribute; a colour keeps the chosen size, and availability follows the other choice. */
export const SizeAndColour: Story = {
  args: { variants: grid, selectedUuid: grid[0]?.uuid ?? null },
  play: async ({ canvas, args, globals }) => {
    const labels = variantSelectorLabels(localeOf({ globals }));
    await expect(canvas.getByRole('group', { name: `${labels.attribute('size')}: S` })).toBeVisible();
    await expect(canvas.getByRole('group', { name: `${labels.attribute('color')}: Azul` })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Preto' }));
    await expect(args.onSelect).toHaveBeenCalledWith(grid[2]);
    // In Preto, size M is sold out.
    await expect(canvas.getByRole('radio', { name: `M ${labels.unavailable}` }).closest('label')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: `M ${labels.unavailable}` }));
    await expect(args.onSelect).toHaveBeenLastCalledWith(grid[3]);
  },
};

/** Nothing chosen yet: no radio checked, no value in the legends. */
export const NoSelection: Story = {
  args: { selectedUuid: null },
  play: async ({ canvas, globals }) => {
    const labels = variantSelectorLabels(localeOf({ globals }));
    await expect(canvas.getByRole('group', { name: labels.attribute('size') })).toBeVisible();
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).not.toBeChecked();
  },
};

/** A simple product (no selector attribute) shows nothing. */
export const Empty: Story = {
  args: { variants: [{ ...template, attribute_values: template.attribute_values.map((value) => ({ ...value, is_to_use_as_selector: false })) }] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('radio')).toBeNull();
    await expect(canvas.queryByRole('group')).toBeNull();
  },
};

/** Fourteen sizes wrap on a phone, every value a 44px target. */
export const MobileViewport: Story = {
  globals: viewport('mobile'),
  parameters: { layout: 'fullscreen' },
  args: { variants: manySizes, selectedUuid: manySizes[3]?.uuid ?? null },
  play: async ({ canvas }) => {
    const radios = canvas.getAllByRole('radio');
    await expect(radios).toHaveLength(14);
    for (const radio of radios) {
      const box = radio.closest('label')?.getBoundingClientRect();
      await expect(box?.height).toBeGreaterThanOrEqual(44);
      await expect(box?.right).toBeLessThanOrEqual(375);
    }
  },
};

export const DesktopViewport: Story = {
  globals: viewport('desktop'),
  args: { variants: grid, selectedUuid: grid[1]?.uuid ?? null },
  play: async ({ canvas, globals }) => {
    const labels = variantSelectorLabels(localeOf({ globals }));
    await expect(canvas.getAllByRole('group')).toHaveLength(2);
    await expect(canvas.getByRole('group', { name: `${labels.attribute('size')}: M` })).toBeVisible();
  },
};

export const LongestFrenchLabel: Story = {
  globals: { locale: 'fr' },
  args: { variants: [variant(50, 'Unique', 'Bleu nuit chiné', 2), variant(51, 'Unique', 'Gris anthracite moucheté', 0)], selectedUuid: fixtureUuid(90_050) },
  play: async ({ canvas }) => {
    const labels = variantSelectorLabels('fr');
    await expect(canvas.getByRole('group', { name: `${labels.attribute('color')}: Bleu nuit chiné` })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: `Gris anthracite moucheté ${labels.unavailable}` }).closest('label')).toBeVisible();
  },
};

/** A category with a size guide: its opener sits beside the size group's title, outside the group's name; the colour group has none. */
export const WithSizeGuide: Story = {
  args: { variants: grid, selectedUuid: grid[0]?.uuid ?? null },
  render: (args, context) => {
    const locale = localeOf(context);
    return <Harness {...args} labels={variantSelectorLabels(locale)} sizeGuide={<SizeGuideLink label={sizeGuideLinkLabel(locale)} onOpen={args.onSelect as () => void} />} />;
  },
  play: async ({ canvas, args, globals }) => {
    const locale = localeOf({ globals });
    const labels = variantSelectorLabels(locale);
    const sizeGroup = canvas.getByRole('group', { name: `${labels.attribute('size')}: S` });
    const opener = within(sizeGroup).getByRole('button', { name: sizeGuideLinkLabel(locale) });
    await expect(opener).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(within(canvas.getByRole('group', { name: `${labels.attribute('color')}: Azul` })).queryByRole('button')).toBeNull();
    // Beside the title, not over it: the two do not overlap.
    const chosenValue = sizeGroup.querySelector('legend span')!.getBoundingClientRect();
    await expect(opener.getBoundingClientRect().left).toBeGreaterThanOrEqual(chosenValue.right);
    // On the title's line, above the options: never over the last one when sizes fill the row.
    const firstOption = within(sizeGroup).getAllByRole('radio')[0]!.closest('label')!.getBoundingClientRect();
    await expect(opener.getBoundingClientRect().bottom).toBeLessThanOrEqual(firstOption.top);
    await userEvent.click(opener);
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
  },
};
