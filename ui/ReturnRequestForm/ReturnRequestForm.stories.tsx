import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Locale, ReturnableLine } from '../../contract';
import { returnFailedMessageFor, returnFormLinesFor, returnRequestFormLabels, returnTooManyFor } from '../../.storybook/returnLabels';
import { viewport } from '../../.storybook/viewports';
import { Button } from '../Button';
import { dialogBehaviourSuite, expectModalDialog } from '../Dialog/dialogBehaviourSuite';
import { ReturnRequestForm, type ReturnRequestFormProps } from './ReturnRequestForm';

const localeOf = (context: Pick<StoryContext, 'globals'>): Locale => (context.globals.locale as Locale | undefined) ?? 'pt';
const page = () => within(document.body);

const RETURN_BY = '2026-12-10T12:00:00.000Z';
const TWO_LINES: ReturnableLine[] = [
  { offer_id: 11, seller_id: 1, name: 'Camisa de linho Riviera', image: null, unit_price: 39.99, quantity: 2, return_by: RETURN_BY },
  { offer_id: 12, seller_id: 7, name: 'Ténis de corrida Aero', image: null, unit_price: 89.9, quantity: 1, return_by: RETURN_BY },
];
/** The longest name the catalogue has, for the narrow phone dialog in French. */
const LONG_LINES: ReturnableLine[] = [
  {
    offer_id: 21,
    seller_id: 3,
    name: 'Veste matelassée réversible à capuche amovible en duvet recyclé certifié, édition limitée automne-hiver',
    image: null,
    unit_price: 249.5,
    quantity: 3,
    return_by: RETURN_BY,
  },
  ...TWO_LINES,
];

type HarnessProps = Omit<ReturnRequestFormProps, 'open' | 'onOpenChange' | 'labels' | 'lines'> & { returnable: ReturnableLine[]; locale: Locale; startOpen?: boolean };

/** The order page's button opens the form; the caller owns `open`, as the app's model does. */
function Harness({ returnable, locale, startOpen = false, ...props }: HarnessProps) {
  const [open, setOpen] = useState(startOpen);
  const labels = returnRequestFormLabels(locale);
  return (
    <>
      <Button variant="secondary" icon="package" onClick={() => setOpen(true)}>
        {labels.title}
      </Button>
      <ReturnRequestForm {...props} open={open} onOpenChange={setOpen} labels={labels} lines={returnFormLinesFor(locale, returnable)} />
    </>
  );
}

const meta = {
  title: 'Account/ReturnRequestForm',
  component: Harness,
  globals: viewport('desktop'),
  args: { returnable: TWO_LINES, locale: 'pt', onSubmit: fn() },
  argTypes: { returnable: { control: false } },
  render: (args, context) => <Harness {...args} locale={localeOf(context)} />,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

async function openForm(locale: Locale) {
  const labels = returnRequestFormLabels(locale);
  await userEvent.click(page().getByRole('button', { name: labels.title }));
  return expectModalDialog(labels.title);
}

/** A modal dialog like every other: named, focus trapped, Escape closes, focus back on the button. */
export const Closed: Story = {
  play: async ({ globals }) => {
    const labels = returnRequestFormLabels(localeOf({ globals }));
    await dialogBehaviourSuite({ trigger: page().getByRole('button', { name: labels.title }), name: labels.title });
  },
};

/** Nothing ticked: the request is not sent, the form says why. */
export const NothingChosen: Story = {
  play: async ({ args, globals }) => {
    const locale = localeOf({ globals });
    const labels = returnRequestFormLabels(locale);
    const dialog = within(await openForm(locale));
    await userEvent.click(dialog.getByRole('button', { name: labels.submit }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(labels.nothingSelected.title);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Ticking a line asks how many (up to what is left) and why; the refund method is chosen once; the request carries exactly that. */
export const ChoosingLines: Story = {
  play: async ({ args, globals }) => {
    const locale = localeOf({ globals });
    const labels = returnRequestFormLabels(locale);
    const dialog = within(await openForm(locale));
    await expect(dialog.queryByRole('combobox', { name: labels.quantity })).toBeNull();
    await userEvent.click(dialog.getByRole('checkbox', { name: labels.selectLine('Camisa de linho Riviera') }));
    const quantity = dialog.getByRole('combobox', { name: labels.quantity });
    await expect(within(quantity).getAllByRole('option')).toHaveLength(2);
    await userEvent.selectOptions(quantity, '2');
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: labels.reason }), labels.reasons.damaged);
    await userEvent.click(dialog.getByRole('radio', { name: new RegExp(labels.refundMethods.store_credit.label) }));
    await userEvent.click(dialog.getByRole('button', { name: labels.submit }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ lines: [{ offer_id: 11, quantity: 2, reason: 'damaged' }], refund_method: 'store_credit' });
  },
};

/** While the request is on its way the button says so and a second press sends nothing. */
export const Submitting: Story = {
  args: { pending: true, startOpen: true },
  play: async ({ args, globals }) => {
    const labels = returnRequestFormLabels(localeOf({ globals }));
    const dialog = within(await expectModalDialog(labels.title));
    const busy = dialog.getByRole('button', { name: labels.submitting });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(dialog.getByRole('checkbox', { name: labels.selectLine('Ténis de corrida Aero') }));
    await userEvent.click(busy);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The API refused a line (another request took those units): the line says how many are left. */
export const LineRefused: Story = {
  args: { startOpen: true, lineErrors: { 11: returnTooManyFor('pt', 1) } },
  render: (args, context) => <Harness {...args} locale={localeOf(context)} lineErrors={{ 11: returnTooManyFor(localeOf(context), 1) }} />,
  play: async ({ globals }) => {
    const locale = localeOf({ globals });
    const dialog = within(await expectModalDialog(returnRequestFormLabels(locale).title));
    const refusal = dialog.getAllByRole('alert').find((alert) => alert.textContent === returnTooManyFor(locale, 1));
    await waitFor(() => expect(refusal).toBeVisible());
  },
};

/** The request could not be sent: the form says so at the top. */
export const Failed: Story = {
  args: { startOpen: true },
  render: (args, context) => <Harness {...args} locale={localeOf(context)} error={returnFailedMessageFor(localeOf(context))} />,
  play: async ({ globals }) => {
    const locale = localeOf({ globals });
    const dialog = within(await expectModalDialog(returnRequestFormLabels(locale).title));
    await expect(dialog.getAllByRole('alert')[0]).toHaveTextContent(returnFailedMessageFor(locale).title);
  },
};

/** A phone with the longest French name: the dialog scrolls, the choices stack, nothing overflows. */
export const PhoneLongFrench: Story = {
  globals: { ...viewport('mobile'), locale: 'fr' },
  args: { returnable: LONG_LINES, startOpen: true },
  play: async () => {
    const labels = returnRequestFormLabels('fr');
    const dialog = await expectModalDialog(labels.title);
    await userEvent.click(within(dialog).getAllByRole('checkbox')[0]!);
    await expect(within(dialog).getByRole('combobox', { name: labels.reason })).toBeVisible();
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth + 1);
  },
};
