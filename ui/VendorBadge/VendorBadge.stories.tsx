import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SELLERS } from '../../mocks/fixtures';
import { vendorBadgeLabels } from '../../.storybook/catalogLabels';
import { LOCALES, type Locale } from '../../.storybook/i18n';
import { VendorBadge } from './VendorBadge';

const localeOf = (context: Pick<StoryContext, 'globals'>): Locale => (context.globals.locale as Locale | undefined) ?? 'pt';

const meta = {
  title: 'Catalogue/VendorBadge',
  component: VendorBadge,
  args: { name: 'Lisboa Moda', vendorType: 'MARKETPLACE', labels: vendorBadgeLabels('pt') },
  argTypes: { vendorType: { control: 'inline-radio', options: ['OFFICIAL_STORE', '1P', 'MARKETPLACE'] }, labels: { control: false } },
  render: (args, context) => <VendorBadge {...args} labels={vendorBadgeLabels(localeOf(context))} />,
} satisfies Meta<typeof VendorBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

/** §2: any other vendor type is a marketplace seller. */
export const MarketplaceSeller: Story = {
  play: async ({ canvas, globals }) => {
    const labels = vendorBadgeLabels(localeOf({ globals }));
    await expect(canvas.getByText(labels.marketplaceSeller)).toBeVisible();
    await expect(canvas.getByText('Lisboa Moda')).toBeVisible();
    await expect(canvas.queryByText(labels.officialStore)).toBeNull();
  },
};

/** §2: OFFICIAL_STORE is the official store, named by its badge alone in the page's language (never 'Official Store Loja Oficial'). */
export const OfficialStore: Story = {
  args: { name: 'Loja Oficial', vendorType: 'OFFICIAL_STORE' },
  play: async ({ canvas, canvasElement, globals }) => {
    const labels = vendorBadgeLabels(localeOf({ globals }));
    await expect(canvas.getByText(labels.officialStore)).toBeVisible();
    await expect(canvasElement.querySelector('[data-vendor]')?.textContent).toBe(labels.officialStore);
  },
};

/** §2: 1P counts as the official store too, under the same one name, whatever its warehouse is called. */
export const FirstPartySeller: Story = {
  args: { name: 'Casa Faro', vendorType: '1P' },
  play: async ({ canvas, globals }) => {
    const labels = vendorBadgeLabels(localeOf({ globals }));
    await expect(canvas.getByText(labels.officialStore)).toBeVisible();
    await expect(canvas.queryByText('Casa Faro')).toBeNull();
  },
};

/** The seven sellers of the fixtures in the four languages. */
export const SevenSellersAllLocales: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      {LOCALES.map((locale) => (
        <div key={locale} lang={locale} style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
          {SELLERS.map((seller) => (
            <VendorBadge key={seller.name} name={seller.name} vendorType={seller.type} labels={vendorBadgeLabels(locale)} />
          ))}
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const locale of LOCALES) {
      const labels = vendorBadgeLabels(locale);
      // Loja Oficial and Casa Faro are official, both named by the badge alone; five are marketplace sellers.
      await expect(canvas.getAllByText(labels.marketplaceSeller).length).toBeGreaterThanOrEqual(5);
    }
    await expect(canvas.queryByText('Casa Faro')).toBeNull();
  },
};
