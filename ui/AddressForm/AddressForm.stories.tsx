import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Locale } from '../../contract';
import { ADDRESSES, addressDeleteLabels, addressFormErrors, addressFormLabels, addressFormValidator } from '../../.storybook/accountWalletFixtures';
import { languageTagFor } from '../../.storybook/i18n';
import { Button } from '../Button';
import { ConfirmDialog } from '../ConfirmDialog';
import { AddressForm } from './AddressForm';
import { expectDialogClosed } from '../Dialog/dialogBehaviourSuite';

const localeOf = (context: Pick<StoryContext, 'globals'>): Locale => (context.globals.locale as Locale | undefined) ?? 'pt';

const meta = {
  title: 'Account/AddressForm',
  component: AddressForm,
  args: { mode: 'new', languageTag: 'pt-PT', labels: addressFormLabels('pt'), onSubmit: fn(), onCancel: fn() },
  argTypes: { labels: { control: false } },
  render: (args, context) => {
    const locale = localeOf(context);
    return (
      <div style={{ maxWidth: 640 }}>
        <AddressForm {...args} languageTag={languageTagFor(locale)} labels={addressFormLabels(locale)} validate={addressFormValidator(locale)} />
      </div>
    );
  },
} satisfies Meta<typeof AddressForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new address: the Portuguese rules on submit, each error on its field; a right one is sent as typed. */
export const New: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const locale = localeOf({ globals });
    const labels = addressFormLabels(locale);
    const errors = addressFormErrors(locale);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: labels.titleNew })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: labels.name }), 'Rita Costa');
    await userEvent.type(canvas.getByRole('textbox', { name: labels.phone }), '12');
    await userEvent.type(canvas.getByRole('textbox', { name: labels.street }), 'Rua Augusta 10');
    await userEvent.type(canvas.getByRole('textbox', { name: new RegExp(`^${labels.postalCode}`) }), '0100');
    await userEvent.type(canvas.getByRole('textbox', { name: labels.city }), 'Lisboa');
    await userEvent.click(canvas.getByRole('button', { name: labels.save }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: labels.phone })).toHaveAccessibleDescription(expect.stringContaining(errors.phoneInvalid));
    await userEvent.clear(canvas.getByRole('textbox', { name: labels.phone }));
    await userEvent.type(canvas.getByRole('textbox', { name: labels.phone }), '912 345 678');
    const postal = canvas.getByRole('textbox', { name: new RegExp(`^${labels.postalCode}`) });
    await userEvent.clear(postal);
    await userEvent.type(postal, '1100053');
    await userEvent.click(canvas.getByRole('button', { name: labels.save }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ name: 'Rita Costa', phone: '912 345 678', postal_code: '1100053', country: 'PT', nif: '' }));
  },
};

/** Editing: the address's values in the fields. */
export const Edit: Story = {
  args: { mode: 'edit', values: { ...ADDRESSES[0]!, label: 'Casa', district: 'Lisboa', nif: '123456789' } },
  play: async ({ canvasElement, globals }) => {
    const labels = addressFormLabels(localeOf({ globals }));
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: labels.titleEdit })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: labels.street })).toHaveValue('Rua das Flores 12, 3.º esq.');
  },
};

/** The API refused a field (its NIF) and the save: the form says so above and on the field. */
export const ServerErrors: Story = {
  args: {
    mode: 'edit',
    values: { ...ADDRESSES[0]!, label: 'Casa', district: '', nif: '123456780' },
    errors: { nif: 'Este NIF não é válido. Verifique os 9 dígitos.' },
    message: { title: 'A morada não foi guardada', description: 'Pode guardar até 20 moradas. Apague uma para adicionar outra.' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('A morada não foi guardada');
  },
};

/** Saving: the button says it is busy and a second press sends nothing. */
export const Saving: Story = {
  args: { mode: 'edit', values: { ...ADDRESSES[0]!, label: 'Casa', district: '', nif: '' }, saving: true },
  play: async ({ args, canvasElement, globals }) => {
    const labels = addressFormLabels(localeOf({ globals }));
    const save = within(canvasElement).getByRole('button', { name: labels.save });
    await expect(save).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(save);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Deleting asks first (the account page's dialog): cancel keeps the address. */
export const DeleteConfirm: Story = {
  render: (_args, context) => {
    const Demo = () => {
      const [open, setOpen] = useState(false);
      const [answer, setAnswer] = useState('');
      const labels = addressDeleteLabels(localeOf(context));
      return (
        <>
          <Button onClick={() => setOpen(true)}>{labels.confirm}</Button>
          <p>{answer}</p>
          <ConfirmDialog open={open} destructive labels={labels} onConfirm={() => (setAnswer('deleted'), setOpen(false))} onCancel={() => (setAnswer('kept'), setOpen(false))} />
        </>
      );
    };
    return <Demo />;
  },
  play: async ({ canvasElement, globals }) => {
    const labels = addressDeleteLabels(localeOf({ globals }));
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: labels.confirm }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: labels.title });
    await expect(within(dialog).getByRole('button', { name: labels.cancel })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: labels.cancel }));
    await expectDialogClosed(dialog);
    await expect(canvas.getByText('kept')).toBeVisible();
  },
};
