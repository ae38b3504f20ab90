import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Locale, SizeGuideKind } from '../../contract';
import { sizeGuides } from '../../mocks/fixtures';
import { sizeGuideLabels, sizeGuideLinkLabel } from '../../.storybook/sizeGuideLabels';
import { viewport } from '../../.storybook/viewports';
import { dialogBehaviourSuite, expectModalDialog } from '../Dialog/dialogBehaviourSuite';
import { SizeGuide, type SizeGuideLayout, type SizeGuideState } from './SizeGuide';
import { SizeGuideLink } from './SizeGuideLink';

const localeOf = (context: Pick<StoryContext, 'globals'>): Locale => (context.globals.locale as Locale | undefined) ?? 'pt';
const page = () => within(document.body);

interface HarnessProps {
  /** The guide shown once loaded; null keeps it loading, 'failed' shows the failure. */
  kind: SizeGuideKind | null | 'failed';
  layout: SizeGuideLayout;
  locale: Locale;
  onRetry: () => void;
}

/** The opener and the guide, as the product page wires them (the page's model feeds the state). */
function Harness({ kind, layout, locale, onRetry }: HarnessProps) {
  const [open, setOpen] = useState(false);
  const state: SizeGuideState = kind === null ? { status: 'loading' } : kind === 'failed' ? { status: 'failed' } : { status: 'ready', guide: sizeGuides[kind][locale] };
  return (
    <>
      <SizeGuideLink label={sizeGuideLinkLabel(locale)} onOpen={() => setOpen(true)} />
      <SizeGuide open={open} onOpenChange={setOpen} state={state} layout={layout} labels={sizeGuideLabels(locale)} onRetry={onRetry} />
    </>
  );
}

const meta = {
  title: 'Product/SizeGuide',
  component: Harness,
  args: { kind: 'women-clothing', layout: 'dialog', locale: 'pt', onRetry: fn() },
  argTypes: { kind: { control: false } },
  render: (args, context) => <Harness {...args} locale={localeOf(context)} />,
  globals: viewport('desktop'),
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

const opener = (locale: Locale) => page().getByRole('button', { name: sizeGuideLinkLabel(locale) });

async function openGuide(locale: Locale) {
  await userEvent.click(opener(locale));
  return expectModalDialog(sizeGuideLabels(locale).title);
}

/** The table of a kind: captioned, its headings scoped to columns and rows, every size a row, then how to measure. */
async function expectGuide(dialog: HTMLElement, kind: SizeGuideKind, locale: Locale) {
  const guide = sizeGuides[kind][locale];
  const inDialog = within(dialog);
  await expect(inDialog.getByText(guide.title)).toBeVisible();
  const table = inDialog.getByRole('table', { name: guide.caption });
  for (const column of guide.columns) await expect(within(table).getByRole('columnheader', { name: column })).toHaveAttribute('scope', 'col');
  const rowHeaders = within(table).getAllByRole('rowheader');
  await expect(rowHeaders.map((cell) => cell.textContent)).toEqual(guide.rows.map((row) => row[0]));
  for (const header of rowHeaders) await expect(header).toHaveAttribute('scope', 'row');
  await expect(within(table).getAllByRole('row')).toHaveLength(guide.rows.length + 1);
  await expect(inDialog.getByRole('heading', { name: sizeGuideLabels(locale).howToMeasure })).toBeVisible();
  for (const measure of guide.how_to_measure) await expect(inDialog.getByText(measure.text)).toBeVisible();
}

/**
 * Women's dresses and blouses: the dialog family's behaviour (focus in and trapped, Escape closes and
 * gives the focus back to the opener), then the table and how to measure.
 */
export const WomenClothing: Story = {
  play: async ({ globals }) => {
    const locale = localeOf({ globals });
    await dialogBehaviourSuite({ trigger: opener(locale), name: sizeGuideLabels(locale).title });
    const dialog = await openGuide(locale);
    await expectGuide(dialog, 'women-clothing', locale);
    await expect(within(dialog).getByRole('row', { name: /^M 38 10 6/ })).toBeVisible();
  },
};

export const WomenTrousers: Story = {
  args: { kind: 'women-trousers' },
  play: async ({ globals }) => expectGuide(await openGuide(localeOf({ globals })), 'women-trousers', localeOf({ globals })),
};

export const MenTops: Story = {
  args: { kind: 'men-tops' },
  play: async ({ globals }) => expectGuide(await openGuide(localeOf({ globals })), 'men-tops', localeOf({ globals })),
};

export const MenTrousers: Story = {
  args: { kind: 'men-trousers' },
  play: async ({ globals }) => expectGuide(await openGuide(localeOf({ globals })), 'men-trousers', localeOf({ globals })),
};

/** Shoes: EU, UK, US women and men, and the foot's length. */
export const Shoes: Story = {
  args: { kind: 'shoes' },
  play: async ({ globals }) => {
    const locale = localeOf({ globals });
    const dialog = await openGuide(locale);
    await expectGuide(dialog, 'shoes', locale);
    await expect(within(dialog).getByRole('row', { name: new RegExp(`^42 8 10 9 26${locale === 'en' ? '\\.' : ','}5$`) })).toBeVisible();
  },
};

export const KidsClothing: Story = {
  args: { kind: 'kids-clothing' },
  play: async ({ globals }) => expectGuide(await openGuide(localeOf({ globals })), 'kids-clothing', localeOf({ globals })),
};

export const Watches: Story = {
  args: { kind: 'watches' },
  play: async ({ globals }) => expectGuide(await openGuide(localeOf({ globals })), 'watches', localeOf({ globals })),
};

/** While the guide is on its way the dialog is already open and says so. */
export const Loading: Story = {
  args: { kind: null },
  play: async ({ globals }) => {
    const locale = localeOf({ globals });
    const dialog = await openGuide(locale);
    await expect(within(dialog).getByRole('status')).toHaveTextContent(sizeGuideLabels(locale).loading);
    await expect(within(dialog).queryByRole('table')).toBeNull();
  },
};

/** The API did not answer: the failure is announced and the shopper can ask again. */
export const LoadError: Story = {
  args: { kind: 'failed' },
  play: async ({ args, globals }) => {
    const locale = localeOf({ globals });
    const labels = sizeGuideLabels(locale);
    const dialog = await openGuide(locale);
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(labels.failed);
    await userEvent.click(within(dialog).getByRole('button', { name: labels.retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/**
 * On a phone the guide is a bottom sheet: the same focus and Escape rules, a close button in its top,
 * and a table wider than the screen scrolls inside its own region, not the page.
 */
export const Phone: Story = {
  globals: viewport('mobile'),
  args: { layout: 'sheet', kind: 'women-clothing' },
  play: async ({ globals }) => {
    const locale = localeOf({ globals });
    const labels = sizeGuideLabels(locale);
    await dialogBehaviourSuite({ trigger: opener(locale), name: labels.title });
    const dialog = await openGuide(locale);
    await expect(dialog).toHaveAttribute('data-side', 'bottom');
    await expectGuide(dialog, 'women-clothing', locale);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.click(within(dialog).getByRole('button', { name: labels.close }));
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await expect(opener(locale)).toHaveFocus();
    await openGuide(locale);
  },
};
