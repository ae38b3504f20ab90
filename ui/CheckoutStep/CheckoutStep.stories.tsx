import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Locale } from '../../contract';
import { checkoutStepLabels, checkoutStepTitles } from '../../.storybook/checkoutLabels';
import { viewport } from '../../.storybook/viewports';
import { Button } from '../Button';
import { CheckoutStep } from './CheckoutStep';

const localeOf = (context: Pick<StoryContext, 'globals'>): Locale => (context.globals.locale as Locale | undefined) ?? 'pt';

/** The five steps as the checkout shows them: two done, one current, two to come. */
function Steps({ locale, onEdit }: { locale: Locale; onEdit: (step: string) => void }) {
  const titles = checkoutStepTitles(locale);
  const labels = checkoutStepLabels(locale);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12, maxWidth: 720 }}>
      <CheckoutStep number={1} title={titles.contact} state="done" summary="ana.silva@example.pt · Ana Silva · 912 345 678" onEdit={() => onEdit('contact')} labels={labels} />
      <CheckoutStep number={2} title={titles.address} state="done" summary="Rua das Flores 12, 3.º Esq. · 4050-262 Porto" onEdit={() => onEdit('address')} labels={labels} />
      <CheckoutStep number={3} title={titles.delivery} state="current" labels={labels}>
        <p style={{ margin: 0 }}>…</p>
        <div>
          <Button variant="primary">OK</Button>
        </div>
      </CheckoutStep>
      <CheckoutStep number={4} title={titles.payment} state="upcoming" labels={labels} />
      <CheckoutStep number={5} title={titles.review} state="upcoming" labels={labels} />
    </div>
  );
}

const meta = {
  title: 'Checkout/CheckoutStep',
  component: Steps,
  globals: viewport('desktop'),
  args: { locale: 'pt', onEdit: fn() },
  argTypes: { locale: { control: false } },
  render: (args, context) => <Steps {...args} locale={localeOf(context)} />,
} satisfies Meta<typeof Steps>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Done steps show their summary and an edit button named after the step; the current one its form; the rest only a title. */
export const States: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const locale = localeOf({ globals });
    const titles = checkoutStepTitles(locale);
    const labels = checkoutStepLabels(locale);
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(5);
    await expect(canvas.getByRole('region', { name: titles.delivery })).toHaveAttribute('aria-current', 'step');
    await expect(canvas.getByRole('region', { name: (name) => name.startsWith(titles.contact) && name.endsWith(labels.done) })).toBeVisible();
    await expect(canvas.getByText('ana.silva@example.pt · Ana Silva · 912 345 678')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: labels.edit(titles.address) }));
    await expect(args.onEdit).toHaveBeenCalledWith('address');
    await expect(canvas.queryByRole('button', { name: labels.edit(titles.payment) })).toBeNull();
    canvas.getByRole('button', { name: labels.edit(titles.address) }).blur();
  },
};

/** Two steps the shopper goes through: continuing moves the focus to the next step's title, editing back to the first's. */
function Advancing({ locale }: { locale: Locale }) {
  const titles = checkoutStepTitles(locale);
  const labels = checkoutStepLabels(locale);
  const [current, setCurrent] = useState<1 | 2>(1);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12, maxWidth: 720 }}>
      <CheckoutStep number={1} title={titles.contact} state={current === 1 ? 'current' : 'done'} summary="ana.silva@example.pt" onEdit={() => setCurrent(1)} labels={labels}>
        <Button variant="primary" onClick={() => setCurrent(2)}>
          OK
        </Button>
      </CheckoutStep>
      <CheckoutStep number={2} title={titles.address} state={current === 2 ? 'current' : 'upcoming'} labels={labels}>
        <p style={{ margin: 0 }}>…</p>
      </CheckoutStep>
    </div>
  );
}

export const FocusFollowsTheStep: Story = {
  render: (_args, context) => <Advancing locale={localeOf(context)} />,
  play: async ({ canvasElement, globals }) => {
    const locale = localeOf({ globals });
    const titles = checkoutStepTitles(locale);
    const labels = checkoutStepLabels(locale);
    const canvas = within(canvasElement);
    // Opening on a step takes no focus.
    await expect(canvas.getByRole('heading', { name: titles.contact })).not.toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'OK' }));
    await expect(canvas.getByRole('heading', { name: titles.address })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: labels.edit(titles.contact) }));
    await expect(canvas.getByRole('heading', { name: titles.contact })).toHaveFocus();
  },
};

/** A phone in French: long titles wrap beside their number, the edit button keeps its place. */
export const PhoneFrench: Story = {
  globals: { locale: 'fr', ...viewport('mobile') },
  play: async ({ canvasElement }) => {
    const titles = checkoutStepTitles('fr');
    const labels = checkoutStepLabels('fr');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: labels.edit(titles.contact) })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
