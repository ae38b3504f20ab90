import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StatTiles } from './StatTiles';

const meta = {
  title: 'Data/StatTiles',
  component: StatTiles,
  args: {
    'aria-label': 'Os seus números',
    tiles: [
      { label: 'Cliques', value: '48' },
      { label: 'Registos', value: '6' },
      { label: 'Primeiras encomendas', value: '3' },
      { label: 'Ganhos pendentes', value: '4,50 €' },
      { label: 'Ganhos em crédito', value: '12,35 €' },
    ],
  },
} satisfies Meta<typeof StatTiles>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each number with its term: a screen reader reads the term, then the value. */
export const Numbers: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toEqual(['Cliques', 'Registos', 'Primeiras encomendas', 'Ganhos pendentes', 'Ganhos em crédito']);
    await expect(canvas.getAllByRole('definition').map((value) => value.textContent)).toEqual(['48', '6', '3', '4,50 €', '12,35 €']);
  },
};

/** The longest French labels wrap inside their tile. */
export const LongLabels: Story = {
  args: {
    tiles: [
      { label: 'Premières commandes de vos amis', value: '12' },
      { label: 'Gains en attente de la fin du délai de retour', value: '1 234,56 €' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 234,56 €')).toBeVisible();
  },
};
