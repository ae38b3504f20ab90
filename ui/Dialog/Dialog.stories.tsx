import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Locale } from '../../contract';
import { closeLabel } from '../../.storybook/navLabels';
import { viewport } from '../../.storybook/viewports';
import { Button } from '../Button';
import { Text } from '../Text';
import { Dialog, type DialogContentProps } from './Dialog';
import { DIALOG_SIDES, DIALOG_SIZES } from './Dialog.css';
import { backdrop, dialogBehaviourSuite, expectModalDialog } from './dialogBehaviourSuite';

const localeOf = (context: Pick<StoryContext, 'globals'>): Locale => (context.globals.locale as Locale | undefined) ?? 'pt';
const page = () => within(document.body);

const TITLES: Record<Locale, { title: string; description: string; open: string; confirm: string }> = {
  pt: { title: 'Detalhes da entrega', description: 'Entregas em 2-4 dias úteis.', open: 'Ver entrega', confirm: 'Percebi' },
  en: { title: 'Delivery details', description: 'Delivered in 2-4 working days.', open: 'See delivery', confirm: 'Got it' },
  es: { title: 'Detalles de la entrega', description: 'Entregas en 2-4 días laborables.', open: 'Ver entrega', confirm: 'Entendido' },
  fr: {
    title: 'Informations détaillées concernant la livraison de votre commande',
    description: 'Livraison en 2 à 4 jours ouvrables.',
    open: 'Voir la livraison',
    confirm: "J'ai compris",
  },
};

type HarnessProps = Partial<DialogContentProps> & { locale: Locale };

function Harness({ locale, side, size, heightPercent, ...content }: HarnessProps) {
  const text = TITLES[locale];
  return (
    <Dialog.Root>
      <Dialog.Trigger>{text.open}</Dialog.Trigger>
      <Dialog.Content
        title={text.title}
        description={text.description}
        closeLabel={closeLabel(locale)}
        side={side}
        size={size}
        heightPercent={heightPercent}
        footer={
          <div style={{ padding: 16 }}>
            <Dialog.Close variant="primary">{text.confirm}</Dialog.Close>
          </div>
        }
        {...content}
      >
        <Text>{text.description}</Text>
        <Button variant="secondary">{text.open}</Button>
      </Dialog.Content>
    </Dialog.Root>
  );
}

const meta = {
  title: 'Overlays/Dialog',
  component: Harness,
  args: { locale: 'pt', side: 'center', size: 'medium' },
  argTypes: {
    side: { control: 'inline-radio', options: DIALOG_SIDES },
    size: { control: 'inline-radio', options: DIALOG_SIZES },
  },
  render: (args, context) => <Harness {...args} locale={localeOf(context)} />,
  // The open panel is portalled over the whole viewport: picture the viewport, not the trigger.
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

const openButton = (locale: Locale) => page().getByRole('button', { name: TITLES[locale].open });

/** A centred dialog: the whole family's behaviour, then it stays open for the picture. */
export const Default: Story = {
  play: async ({ globals }) => {
    const locale = localeOf({ globals });
    await dialogBehaviourSuite({ trigger: openButton(locale), name: TITLES[locale].title });
    await userEvent.click(openButton(locale));
    const dialog = await expectModalDialog(TITLES[locale].title);
    await expect(dialog).toHaveAccessibleDescription(TITLES[locale].description);
    await expect(dialog).toHaveAttribute('data-side', 'center');
  },
};

/** The close icon and a Dialog.Close button both close it and hand the focus back. */
export const CloseButtons: Story = {
  play: async ({ globals }) => {
    const locale = localeOf({ globals });
    const trigger = openButton(locale);
    await userEvent.click(trigger);
    let dialog = await expectModalDialog(TITLES[locale].title);
    await userEvent.click(within(dialog).getByRole('button', { name: closeLabel(locale) }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await userEvent.click(trigger);
    dialog = await expectModalDialog(TITLES[locale].title);
    await userEvent.click(within(dialog).getByRole('button', { name: TITLES[locale].confirm }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** Tapping the dimmed backdrop closes it. */
export const BackdropCloses: Story = {
  play: async ({ globals }) => {
    const locale = localeOf({ globals });
    await userEvent.click(openButton(locale));
    const dialog = await expectModalDialog(TITLES[locale].title);
    await userEvent.click(backdrop());
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

/** A drawer from the right (the cart and discounts drawers). */
export const RightDrawer: Story = {
  args: { side: 'right', size: 'small' },
  play: async ({ globals }) => {
    const locale = localeOf({ globals });
    await dialogBehaviourSuite({ trigger: openButton(locale), name: TITLES[locale].title });
    await userEvent.click(openButton(locale));
    const dialog = await expectModalDialog(TITLES[locale].title);
    // Measured once it has slid in.
    await waitFor(() => expect(Math.round(dialog.getBoundingClientRect().right)).toBe(window.innerWidth));
    await expect(Math.round(dialog.getBoundingClientRect().height)).toBe(window.innerHeight);
  },
};

/** A sheet from the bottom, on a phone, at 85% of the screen height. */
export const BottomSheet: Story = {
  globals: viewport('mobile'),
  args: { side: 'bottom', heightPercent: 85 },
  play: async ({ globals }) => {
    const locale = localeOf({ globals });
    await dialogBehaviourSuite({ trigger: openButton(locale), name: TITLES[locale].title });
    await userEvent.click(openButton(locale));
    const dialog = await expectModalDialog(TITLES[locale].title);
    await waitFor(() => expect(Math.round(dialog.getBoundingClientRect().bottom)).toBe(window.innerHeight));
    const box = dialog.getBoundingClientRect();
    await expect(Math.round(box.width)).toBe(window.innerWidth);
    await expect(Math.round(box.height)).toBe(Math.round(window.innerHeight * 0.85));
  },
};

/** Every size of the centred dialog, on a desktop screen. */
export const Sizes: Story = {
  globals: viewport('desktop'),
  args: { size: 'large' },
  render: (args, context) => (
    <div style={{ display: 'flex', gap: 8 }}>
      {DIALOG_SIZES.map((size) => (
        <SizedHarness key={size} size={size} locale={localeOf(context)} side={args.side} />
      ))}
    </div>
  ),
  play: async ({ globals }) => {
    const locale = localeOf({ globals });
    const widths: number[] = [];
    for (const size of DIALOG_SIZES) {
      const trigger = page().getByRole('button', { name: size });
      await userEvent.click(trigger);
      const dialog = await expectModalDialog(TITLES[locale].title);
      widths.push(dialog.getBoundingClientRect().width);
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(dialog).not.toBeInTheDocument());
    }
    await expect([...widths].sort((a, b) => a - b)).toEqual(widths);
    await expect(new Set(widths).size).toBe(DIALOG_SIZES.length);
  },
};

function SizedHarness({ size, locale, side }: HarnessProps) {
  const text = TITLES[locale];
  return (
    <Dialog.Root>
      <Dialog.Trigger>{size}</Dialog.Trigger>
      <Dialog.Content title={text.title} closeLabel={closeLabel(locale)} size={size} side={side}>
        <Text>{text.description}</Text>
      </Dialog.Content>
    </Dialog.Root>
  );
}

/** Opened by the caller's state (a product card's eye, a model): focus still returns to the opener. */
export const Controlled: Story = {
  render: (_args, context) => <ControlledHarness locale={localeOf(context)} />,
  play: async ({ globals }) => {
    const locale = localeOf({ globals });
    await dialogBehaviourSuite({ trigger: page().getByRole('button', { name: 'Open from outside' }), name: TITLES[locale].title });
  },
};

function ControlledHarness({ locale }: { locale: Locale }) {
  const [open, setOpen] = useState(false);
  const text = TITLES[locale];
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open from outside</Button>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Content title={text.title} closeLabel={closeLabel(locale)}>
          <Text>{text.description}</Text>
        </Dialog.Content>
      </Dialog.Root>
    </>
  );
}

/** The caller picks what gets the focus first; the title can be for assistive technology only. */
export const InitialFocusAndHiddenTitle: Story = {
  render: (_args, context) => <InitialFocusHarness locale={localeOf(context)} />,
  play: async ({ globals }) => {
    const locale = localeOf({ globals });
    const trigger = openButton(locale);
    await userEvent.click(trigger);
    const dialog = await expectModalDialog(TITLES[locale].title);
    await expect(within(dialog).getByRole('button', { name: TITLES[locale].confirm })).toHaveFocus();
    await expect(within(dialog).queryByRole('button', { name: closeLabel(locale) })).toBeNull();
    await dialogBehaviourSuite({ trigger, name: TITLES[locale].title, open: async () => undefined });
  },
};

function InitialFocusHarness({ locale }: { locale: Locale }) {
  const text = TITLES[locale];
  const confirm = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root>
      <Dialog.Trigger>{text.open}</Dialog.Trigger>
      <Dialog.Content title={text.title} titleHidden closeLabel={closeLabel(locale)} initialFocusRef={confirm}>
        <Text>{text.description}</Text>
        <button type="button">{text.open}</button>
        <button type="button" ref={confirm}>
          {text.confirm}
        </button>
      </Dialog.Content>
    </Dialog.Root>
  );
}

/** The longest French title wraps inside the header, the close button stays in sight. */
export const LongestFrenchLabel: Story = {
  globals: { locale: 'fr', ...viewport('mobile') },
  play: async () => {
    await dialogBehaviourSuite({ trigger: openButton('fr'), name: TITLES.fr.title });
    await userEvent.click(openButton('fr'));
    const dialog = await expectModalDialog(TITLES.fr.title);
    const close = within(dialog).getByRole('button', { name: closeLabel('fr') }).getBoundingClientRect();
    await expect(close.right).toBeLessThanOrEqual(dialog.getBoundingClientRect().right);
  },
};
