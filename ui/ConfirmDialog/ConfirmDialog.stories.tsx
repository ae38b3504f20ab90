import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Locale } from '../../contract';
import { cartDrawerLabels, clearCartConfirmLabels } from '../../.storybook/cartLabels';
import { closeLabel } from '../../.storybook/navLabels';
import { viewport } from '../../.storybook/viewports';
import { Button } from '../Button';
import { backdrop, dialogBehaviourSuite, expectModalDialog } from '../Dialog/dialogBehaviourSuite';
import { ConfirmDialog, type ConfirmDialogLabels } from './ConfirmDialog';

const localeOf = (context: Pick<StoryContext, 'globals'>): Locale => (context.globals.locale as Locale | undefined) ?? 'pt';
const page = () => within(document.body);

/** A plain question of the workbench (not a product sentence), in every locale. */
const QUESTION: Record<Locale, ConfirmDialogLabels & { open: string }> = {
  pt: { open: 'Mudar de idioma', title: 'Mudar o idioma da loja?', description: 'A página volta a carregar em English.', confirm: 'Mudar', cancel: 'Cancelar', close: closeLabel('pt') },
  en: { open: 'Change language', title: 'Change the shop language?', description: 'The page reloads in Português.', confirm: 'Change', cancel: 'Cancel', close: closeLabel('en') },
  es: { open: 'Cambiar de idioma', title: '¿Cambiar el idioma de la tienda?', description: 'La página se vuelve a cargar en English.', confirm: 'Cambiar', cancel: 'Cancelar', close: closeLabel('es') },
  fr: { open: 'Changer de langue', title: 'Changer la langue de la boutique ?', description: 'La page se recharge en English.', confirm: 'Changer', cancel: 'Annuler', close: closeLabel('fr') },
};

/** The longest French confirmation the cart asks (removing every item from several sellers). */
const LONG_FRENCH: ConfirmDialogLabels = {
  title: 'Voulez-vous vraiment retirer tous les articles de votre panier, y compris ceux des vendeurs indépendants ?',
  description:
    'Tous les articles de la boutique officielle et des vendeurs indépendants seront retirés de votre panier, et le code promo appliqué sera perdu. Cette action est irréversible.',
  confirm: 'Vider le panier',
  cancel: 'Garder mes articles',
  close: closeLabel('fr'),
};

interface HarnessProps {
  labels: ConfirmDialogLabels;
  openLabel: string;
  destructive?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A button that asks the question; the answer closes the dialog, as the app's promise does. */
function Harness({ labels, openLabel, destructive, onConfirm, onCancel }: HarnessProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={destructive ? 'secondary' : 'primary'} icon={destructive ? 'trash' : undefined} onClick={() => setOpen(true)}>
        {openLabel}
      </Button>
      <ConfirmDialog
        open={open}
        labels={labels}
        destructive={destructive}
        onConfirm={() => {
          setOpen(false);
          onConfirm();
        }}
        onCancel={() => {
          setOpen(false);
          onCancel();
        }}
      />
    </>
  );
}

const meta = {
  title: 'Overlays/ConfirmDialog',
  component: Harness,
  args: { labels: QUESTION.pt, openLabel: QUESTION.pt.open, destructive: false, onConfirm: fn(), onCancel: fn() },
  argTypes: { labels: { control: false } },
  render: (args, context) => {
    const locale = localeOf(context);
    return <Harness {...args} labels={QUESTION[locale]} openLabel={QUESTION[locale].open} />;
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

const trigger = (name: string) => page().getByRole('button', { name });

/**
 * A question that interrupts: role alertdialog, the family's behaviour (focus in and trapped, Escape
 * cancels, focus back on the button), confirm answers yes; it stays open for the picture.
 */
export const Default: Story = {
  play: async ({ args, globals }) => {
    const text = QUESTION[localeOf({ globals })];
    await dialogBehaviourSuite({ trigger: trigger(text.open), name: text.title, role: 'alertdialog' });
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();

    await userEvent.click(trigger(text.open));
    let dialog = await expectModalDialog(text.title, 'alertdialog');
    await expect(dialog).toHaveAccessibleDescription(text.description);
    // Nothing is lost by confirming: the focus starts on confirm.
    await expect(within(dialog).getByRole('button', { name: text.confirm })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: text.confirm }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).toHaveBeenCalledTimes(1);

    await userEvent.click(trigger(text.open));
    dialog = await expectModalDialog(text.title, 'alertdialog');
  },
};

/**
 * §2 destructive variant, the clear-cart question: the focus starts on cancel; cancel, the close icon
 * and the backdrop all answer no; only the red button answers yes.
 */
export const Destructive: Story = {
  args: { destructive: true },
  render: (args, context) => {
    const locale = localeOf(context);
    return <Harness {...args} labels={clearCartConfirmLabels(locale)} openLabel={cartDrawerLabels(locale).clear} />;
  },
  play: async ({ args, globals }) => {
    const locale = localeOf({ globals });
    const labels = clearCartConfirmLabels(locale);
    const open = trigger(cartDrawerLabels(locale).clear);
    await dialogBehaviourSuite({ trigger: open, name: labels.title, role: 'alertdialog' });

    await userEvent.click(open);
    let dialog = await expectModalDialog(labels.title, 'alertdialog');
    await expect(within(dialog).getByRole('button', { name: labels.cancel })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: labels.cancel }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());

    await userEvent.click(open);
    dialog = await expectModalDialog(labels.title, 'alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: labels.close }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());

    await userEvent.click(open);
    dialog = await expectModalDialog(labels.title, 'alertdialog');
    await userEvent.click(backdrop());
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    // Escape (the suite), cancel, close icon, backdrop: four times no, never yes.
    await expect(args.onCancel).toHaveBeenCalledTimes(4);
    await expect(args.onConfirm).not.toHaveBeenCalled();

    await userEvent.click(open);
    dialog = await expectModalDialog(labels.title, 'alertdialog');
    const confirm = within(dialog).getByRole('button', { name: labels.confirm });
    await expect(getComputedStyle(confirm).backgroundColor).not.toBe(getComputedStyle(within(dialog).getByRole('button', { name: labels.cancel })).backgroundColor);
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);

    await userEvent.click(open);
    await expectModalDialog(labels.title, 'alertdialog');
  },
};

/** The longest French question on a phone: it wraps, the answers stack full width inside the screen. */
export const LongestFrenchOnPhone: Story = {
  globals: { locale: 'fr', ...viewport('mobile') },
  args: { destructive: true },
  render: (args) => <Harness {...args} labels={LONG_FRENCH} openLabel={cartDrawerLabels('fr').clear} />,
  play: async () => {
    await userEvent.click(trigger(cartDrawerLabels('fr').clear));
    const dialog = await expectModalDialog(LONG_FRENCH.title, 'alertdialog');
    const box = dialog.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    const cancel = within(dialog).getByRole('button', { name: LONG_FRENCH.cancel }).getBoundingClientRect();
    const confirm = within(dialog).getByRole('button', { name: LONG_FRENCH.confirm }).getBoundingClientRect();
    // Stacked: confirm above cancel, each as wide as the other.
    await expect(confirm.bottom).toBeLessThanOrEqual(cancel.top);
    await expect(Math.round(confirm.width)).toBe(Math.round(cancel.width));
  },
};
