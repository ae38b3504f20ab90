import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { productCardLabels } from '../../.storybook/i18n';
import { Badge } from '../Badge';
import { Price } from './Price';
import { PRICE_SIZES } from './Price.css';

/** Intl puts a no-break space before the euro sign; people read it as a space. */
const normalise = (text: string | null) => (text ?? '').replace(/\u00a0|\u202f/g, ' ');

const meta = {
  title: 'Primitives/Price',
  component: Price,
  args: { amount: 24.9, languageTag: 'pt-PT', size: 'standard' },
  argTypes: { size: { control: 'inline-radio', options: PRICE_SIZES } },
} satisfies Meta<typeof Price>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FullPrice: Story = {
  args: { listPrice: 24.9 },
  play: async ({ canvasElement }) => {
    await expect(normalise(canvasElement.textContent)).toBe('24,90 €');
    // Equal list price: nothing struck through.
    await expect(canvasElement.querySelector('del')).toBeNull();
  },
};

export const English: Story = {
  args: { languageTag: 'en-US' },
  play: async ({ canvasElement }) => {
    await expect(normalise(canvasElement.textContent)).toBe('€24.90');
  },
};

/** Reduced: the list price struck through and the lowest price of the previous 30 days. */
export const Reduced: Story = {
  args: { listPrice: 39.9, lowestPrice30Days: 27.9, lowestPriceLabel: productCardLabels('pt').lowestPrice30Days },
  play: async ({ canvasElement, canvas }) => {
    await expect(normalise(canvasElement.querySelector('del')?.textContent ?? null)).toBe('39,90 €');
    await expect(normalise(canvas.getByText(/Preço mais baixo/).textContent)).toBe('Preço mais baixo dos últimos 30 dias: 27,90 €');
  },
};

/** The discount's badge ends the prices' line, beside the struck-through price, not past the lowest-price sentence below. */
export const ReducedWithBadge: Story = {
  args: {
    size: 'large',
    amount: 11.24,
    listPrice: 14.99,
    lowestPrice30Days: 14.99,
    lowestPriceLabel: productCardLabels('pt').lowestPrice30Days,
    badge: <Badge tone="discount">-25%</Badge>,
  },
  play: async ({ canvasElement, canvas }) => {
    const listPrice = canvasElement.querySelector('del')!.getBoundingClientRect();
    const badge = canvas.getByText('-25%').getBoundingClientRect();
    const sentence = canvas.getByText(/Preço mais baixo/).getBoundingClientRect();
    await expect(badge.bottom).toBeLessThanOrEqual(sentence.top);
    await expect(badge.left - listPrice.right).toBeLessThanOrEqual(16);
    await expect(badge.left).toBeLessThan(sentence.right);
  },
};

/** The lowest-price line belongs to a reduction only. */
export const LowestPriceWithoutReduction: Story = {
  args: { listPrice: 24.9, lowestPrice30Days: 22.9, lowestPriceLabel: productCardLabels('pt').lowestPrice30Days },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/Preço mais baixo/)).toBeNull();
  },
};

export const LargeFrench: Story = {
  args: { size: 'large', languageTag: 'fr-FR', amount: 1249.5, listPrice: 1499 },
  play: async ({ canvasElement }) => {
    await expect(normalise(canvasElement.textContent)).toBe('1 249,50 €1 499,00 €');
  },
};
