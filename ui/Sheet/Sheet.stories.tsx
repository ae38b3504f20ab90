import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Locale } from '../../contract';
import { closeLabel, navT } from '../../.storybook/navLabels';
import { viewport } from '../../.storybook/viewports';
import { Button } from '../Button';
import { dialogBehaviourSuite, expectModalDialog } from '../Dialog/dialogBehaviourSuite';
import { Text } from '../Text';
import { dragCloses, Sheet, SHEET_SWIPE_THRESHOLD_PX } from './Sheet';

const localeOf = (context: Pick<StoryContext, 'globals'>): Locale => (context.globals.locale as Locale | undefined) ?? 'pt';
const page = () => within(document.body);

function Harness({ locale }: { locale: Locale }) {
  const [open, setOpen] = useState(false);
  const t = navT(locale);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('nav.menu')}</Button>
      <Sheet open={open} onOpenChange={setOpen} title={t('nav.mainMenu')} closeLabel={closeLabel(locale)} heightPercent={85} top={<Text weight="strong">{t('nav.mainMenu')}</Text>}>
        <div style={{ padding: 16 }}>
          <Button variant="secondary">{t('nav.home')}</Button>
        </div>
      </Sheet>
    </>
  );
}

const meta = {
  title: 'Overlays/Sheet',
  component: Harness,
  args: { locale: 'pt' },
  render: (_args, context) => <Harness locale={localeOf(context)} />,
  parameters: { layout: 'fullscreen' },
  globals: viewport('mobile'),
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

const open = async (locale: Locale) => {
  await userEvent.click(page().getByRole('button', { name: navT(locale)('nav.menu') }));
  return expectModalDialog(navT(locale)('nav.mainMenu'));
};

/** The family's behaviour, then open at 85% of the screen for the picture. */
export const Default: Story = {
  play: async ({ globals }) => {
    const locale = localeOf({ globals });
    const t = navT(locale);
    await dialogBehaviourSuite({ trigger: page().getByRole('button', { name: t('nav.menu') }), name: t('nav.mainMenu') });
    const sheet = await open(locale);
    await waitFor(() => expect(Math.round(sheet.getBoundingClientRect().bottom)).toBe(window.innerHeight));
    await expect(Math.round(sheet.getBoundingClientRect().height)).toBe(Math.round(window.innerHeight * 0.85));
  },
};

const drag = async (distance: number) => {
  const area = document.querySelector<HTMLElement>('[data-part="sheet-drag-area"]')!;
  const { left, top } = area.getBoundingClientRect();
  await userEvent.pointer([
    { keys: '[TouchA>]', target: area, coords: { clientX: left + 40, clientY: top + 10 } },
    { pointerName: 'TouchA', target: area, coords: { clientX: left + 40, clientY: top + 10 + distance } },
    { keys: '[/TouchA]', target: area, coords: { clientX: left + 40, clientY: top + 10 + distance } },
  ]);
};

/** §2, §9: dragging down more than 50px closes it. */
export const DragDownCloses: Story = {
  play: async ({ globals }) => {
    const sheet = await open(localeOf({ globals }));
    await drag(SHEET_SWIPE_THRESHOLD_PX + 10);
    await waitFor(() => expect(sheet).not.toBeInTheDocument());
  },
};

/** 50px or less springs back and stays open; the rule itself, exactly at the threshold. */
export const ShortDragStaysOpen: Story = {
  play: async ({ globals }) => {
    const sheet = await open(localeOf({ globals }));
    await drag(SHEET_SWIPE_THRESHOLD_PX);
    await expect(sheet).toBeInTheDocument();
    await expect(sheet.style.transform).toBe('');
    await expect([dragCloses(49), dragCloses(50), dragCloses(51)]).toEqual([false, false, true]);
  },
};
