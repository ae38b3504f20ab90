import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import type { Locale } from '../../contract';
import { formLabels } from '../../.storybook/reviewLabels';
import { RatingInput } from './Rating';
import { Stars } from './Stars';

const localeOf = (context: Pick<StoryContext, 'globals'>): Locale => (context.globals.locale as Locale | undefined) ?? 'pt';

function ChoosingStars({ locale, initial, error, onChange }: { locale: Locale; initial: number | null; error?: string; onChange: (stars: number) => void }) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <RatingInput
      name="rating"
      value={value}
      labels={formLabels(locale).rating}
      error={error}
      onChange={(stars) => {
        setValue(stars);
        onChange(stars);
      }}
    />
  );
}

const meta = {
  title: 'Reviews/Rating',
  component: RatingInput,
  args: { name: 'rating', value: null, labels: formLabels('pt').rating, onChange: fn() },
  argTypes: { labels: { control: false } },
  render: (args, context) => <ChoosingStars locale={localeOf(context)} initial={args.value} error={args.error} onChange={args.onChange} />,
} satisfies Meta<typeof RatingInput>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen: five empty stars, each a radio button named '{n} estrelas de 5'. */
export const Empty: Story = {
  play: async ({ canvas, globals }) => {
    const labels = formLabels(localeOf({ globals })).rating;
    const group = canvas.getByRole('group', { name: labels.legend });
    await expect(group).toBeVisible();
    for (const stars of [1, 2, 3, 4, 5]) await expect(canvas.getByRole('radio', { name: labels.star(stars) })).not.toBeChecked();
  },
};

/** Chosen by keyboard: Space takes the focused star, the arrows move the choice; its meaning shows beside. */
export const ChosenByKeyboard: Story = {
  play: async ({ canvas, args, globals }) => {
    const labels = formLabels(localeOf({ globals })).rating;
    canvas.getByRole('radio', { name: labels.star(1) }).focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: labels.star(4) })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(4);
    await expect(canvas.getByText(labels.meaning(4))).toBeVisible();
  },
};

/** Sent without a choice: the group says what is missing. */
export const Missing: Story = {
  args: { error: 'Escolha de 1 a 5 estrelas.' },
  render: (args, context) => <ChoosingStars locale={localeOf(context)} initial={null} error={formLabels(localeOf(context)).ratingRequired} onChange={args.onChange} />,
  play: async ({ canvas, globals }) => {
    const labels = formLabels(localeOf({ globals }));
    await expect(canvas.getByRole('group', { name: labels.rating.legend })).toHaveAccessibleDescription(labels.ratingRequired);
  },
};

/** A shown rating: whole stars read as one picture with its words. */
export const Shown: Story = {
  render: () => <Stars value={4.4} label="Avaliação: 4,4 de 5" size="standard" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Avaliação: 4,4 de 5' })).toBeVisible();
  },
};
