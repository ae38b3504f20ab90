import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Locale } from '../../contract';
import { addressStepLabels, checkoutStepValidators } from '../../.storybook/checkoutLabels';
import { languageTagFor } from '../../.storybook/i18n';
import { viewport } from '../../.storybook/viewports';
import { AddressStep } from './AddressStep';

const localeOf = (context: Pick<StoryContext, 'globals'>): Locale => (context.globals.locale as Locale | undefined) ?? 'pt';

const meta = {
  title: 'Checkout/AddressStep',
  component: AddressStep,
  globals: viewport('desktop'),
  args: { labels: addressStepLabels('pt'), languageTag: 'pt-PT', onSubmit: fn(), onType: fn() },
  argTypes: { labels: { control: false } },
  render: (args, context) => {
    const locale = localeOf(context);
    const labels = addressStepLabels(locale);
    return (
      <div style={{ maxWidth: 640 }}>
        <AddressStep {...args} languageTag={languageTagFor(locale)} labels={labels} validate={checkoutStepValidators(locale).address} />
      </div>
    );
  },
} satisfies Meta<typeof AddressStep>;
export default meta;
type Story = StoryObj<typeof meta>;

const portugal = (locale: Locale) => new Intl.DisplayNames([languageTagFor(locale)], { type: 'region' }).of('PT')!;

/** Autofill names on every field, Portugal chosen, the NIF optional; the values go as typed. */
export const Empty: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const locale = localeOf({ globals });
    const labels = addressStepLabels(locale);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: labels.street })).toHaveAttribute('autocomplete', 'street-address');
    await expect(canvas.getByRole('textbox', { name: labels.postalCode })).toHaveAttribute('autocomplete', 'postal-code');
    await expect(canvas.getByRole('textbox', { name: labels.city })).toHaveAttribute('autocomplete', 'address-level2');
    const country = canvas.getByRole('combobox', { name: labels.country });
    await expect(country).toHaveAttribute('autocomplete', 'country');
    await expect(canvas.getByRole('option', { name: portugal(locale) })).toHaveProperty('selected', true);
    await userEvent.type(canvas.getByRole('textbox', { name: labels.street }), 'Rua das Flores 12, 3.º Esq.');
    await userEvent.type(canvas.getByRole('textbox', { name: labels.postalCode }), '4050-262');
    await userEvent.type(canvas.getByRole('textbox', { name: labels.city }), 'Porto');
    // What is typed is reported as it is typed (the page keeps it for a reload), before anything is sent.
    await expect(args.onType).toHaveBeenLastCalledWith({ street: 'Rua das Flores 12, 3.º Esq.', postal_code: '4050-262', city: 'Porto', country: 'PT', nif: '' });
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: labels.continue }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ street: 'Rua das Flores 12, 3.º Esq.', postal_code: '4050-262', city: 'Porto', country: 'PT', nif: '' });
    canvas.getByRole('button', { name: labels.continue }).blur();
  },
};

/** A wrong postal code and NIF: the errors in the shopper's language under their fields, the first focused. */
export const ValidationErrors: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const labels = addressStepLabels(localeOf({ globals }));
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: labels.street }), 'Rua das Flores 12');
    await userEvent.type(canvas.getByRole('textbox', { name: labels.postalCode }), '405-26');
    await userEvent.type(canvas.getByRole('textbox', { name: labels.nif }), '123456780');
    await userEvent.click(canvas.getByRole('button', { name: labels.continue }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const postal = canvas.getByRole('textbox', { name: labels.postalCode });
    await expect(postal).toHaveFocus();
    await expect(postal).toHaveAccessibleDescription(expect.stringContaining(labels.errors.postalCodeInvalid));
    await expect(canvas.getByText(labels.errors.cityRequired)).toBeVisible();
    await expect(canvas.getByText(labels.errors.nifInvalid)).toBeVisible();
    postal.blur();
  },
};

/** The server's 422, keyed by field name, shown as the checks show theirs. */
export const ServerErrors: Story = {
  args: { values: { street: 'Rua das Flores 12', postal_code: '0000-000', city: 'Porto', country: 'PT', nif: '' } },
  render: (args, context) => {
    const locale = localeOf(context);
    const labels = addressStepLabels(locale);
    return (
      <div style={{ maxWidth: 640 }}>
        <AddressStep {...args} languageTag={languageTagFor(locale)} labels={labels} errors={{ postal_code: labels.errors.postalCodeInvalid }} />
      </div>
    );
  },
  play: async ({ canvasElement, globals }) => {
    const labels = addressStepLabels(localeOf({ globals }));
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: labels.postalCode })).toHaveFocus();
    await expect(canvas.getByText(labels.errors.postalCodeInvalid)).toBeVisible();
    canvas.getByRole('textbox', { name: labels.postalCode }).blur();
  },
};

/** A phone in French with errors: one field per row, long hints and errors wrap inside the screen. */
export const PhoneFrench: Story = {
  globals: { locale: 'fr', ...viewport('mobile') },
  play: async ({ canvasElement }) => {
    const labels = addressStepLabels('fr');
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: labels.continue }));
    await expect(canvas.getByText(labels.errors.streetRequired)).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    canvas.getByRole('textbox', { name: labels.street }).blur();
  },
};

const SAVED = [
  { uuid: '00000000-0000-4000-8000-000000000011', title: 'Casa', lines: ['Rua das Flores 12, 3.º esq.', '1200-195 Lisboa', 'Portugal'] },
  { uuid: '00000000-0000-4000-8000-000000000012', title: 'Rita Costa', lines: ['Avenida da República 1500, 7.º andar', '4000-322 Vila Nova de Gaia', 'Portugal'] },
];

/** A signed-in customer with saved addresses: the default one chosen, sent as it is without the form. */
export const SavedAddressChosen: Story = {
  args: {
    values: { street: 'Rua das Flores 12, 3.º esq.', postal_code: '1200-195', city: 'Lisboa', country: 'PT', nif: '' },
    saved: { options: SAVED, chosen: SAVED[0]!.uuid, onChoose: fn(), save: false, onSaveChange: fn() },
  },
  play: async ({ args, canvasElement, globals }) => {
    const labels = addressStepLabels(localeOf({ globals }));
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: labels.saved!.legend });
    await expect(within(group).getByRole('radio', { name: /Casa/ })).toBeChecked();
    await expect(canvas.queryByRole('textbox', { name: labels.street })).toBeNull();
    await userEvent.click(within(group).getByRole('radio', { name: /Rita Costa/ }));
    await expect(args.saved!.onChoose).toHaveBeenCalledWith(SAVED[1]!.uuid);
    await userEvent.click(canvas.getByRole('button', { name: labels.continue }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ street: 'Rua das Flores 12, 3.º esq.', postal_code: '1200-195', city: 'Lisboa', country: 'PT', nif: '' });
  },
};

/** A new address by a signed-in customer: the form, and the box that saves it with the order. */
export const NewAddressToSave: Story = {
  args: { saved: { options: SAVED, chosen: null, onChoose: fn(), save: false, onSaveChange: fn() } },
  play: async ({ args, canvasElement, globals }) => {
    const labels = addressStepLabels(localeOf({ globals }));
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: labels.saved!.newAddress })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: labels.street })).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: labels.saved!.save }));
    await expect(args.saved!.onSaveChange).toHaveBeenCalledWith(true);
  },
};
