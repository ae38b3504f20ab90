import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FIXTURE_NOW_MS, productBasic, productCountdown, productLastUnits, cardDataOf } from '../../mocks/fixtures';
import { productCardLabels } from '../../.storybook/i18n';
import { ProductCard, ProductCardSkeleton } from '../ProductCard';
import { ProductGrid } from './ProductGrid';

const meta = {
  title: 'Catalogue/ProductGrid',
  component: ProductGrid,
  args: { 'aria-label': 'Produtos', children: null },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ProductGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One list item per product, so people hear how many there are. */
export const Default: Story = {
  render: (args) => (
    <ProductGrid {...args}>
      {[productBasic, productCountdown, productLastUnits].map((product) => (
        <ProductCard
          key={product.uuid}
          product={cardDataOf(product, 'pt')}
          languageTag="pt-PT"
          href={`/product/${product.slug}`}
          labels={productCardLabels('pt')}
          now={() => FIXTURE_NOW_MS}
        />
      ))}
    </ProductGrid>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Produtos' });
    await expect(list).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
  },
};

/** While products load: skeletons in a busy list. */
export const Loading: Story = {
  args: { 'aria-busy': true },
  render: (args) => (
    <ProductGrid {...args}>
      {Array.from({ length: 8 }, (_, index) => (
        <ProductCardSkeleton key={index} />
      ))}
    </ProductGrid>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Produtos' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};
