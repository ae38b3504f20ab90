import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Locale } from '../../contract';
import { discountsDrawerLabels } from '../../.storybook/cartLabels';
import { belowMinimum, fixtureCoupons } from '../../.storybook/couponDisplays';
import { viewport } from '../../.storybook/viewports';
import { Button } from '../Button';
import type { CouponDisplay } from '../CouponCard';
import { dialogBehaviourSuite, expectModalDialog } from '../Dialog/dialogBehaviourSuite';
import {
  DiscountsDrawer,
  DISCOUNTS_SKELETON_COUNT,
  type DiscountsDrawerLabels,
  type DiscountsDrawerProps,
} from './DiscountsDrawer';
import { DISCOUNTS_DRAWER_STATUSES } from './DiscountsDrawer.css';

const localeOf = (context: Pick<StoryContext, 'globals'>): Locale =>
  (context.globals.locale as Locale | undefined) ?? 'pt';
const page = () => within(document.body);

/** Every fixture kind, as the caller lists them (the expired one too, to show its text). */
function fullList(locale: Locale): CouponDisplay[] {
  const c = fixtureCoupons(locale);
  return [c.vip, c.percentage, c.fixed, c.freeShipping, c.lastUses, c.soldOut, c.expired];
}

type CouponSet = 'full' | 'none' | 'belowMinimum';
const COUPON_SETS: Record<CouponSet, (locale: Locale) => CouponDisplay[]> = {
  full: fullList,
  none: () => [],
  belowMinimum: (locale) => {
    const c = fixtureCoupons(locale);
    return [c.percentage, belowMinimum(locale), c.freeShipping];
  },
};

type HarnessProps = Omit<DiscountsDrawerProps, 'open' | 'onOpenChange' | 'labels' | 'coupons'> & {
  locale: Locale;
  couponSet: CouponSet;
};

/** A button that opens the drawer, as the header's coupon link or the cart does. */
function Harness({ locale, couponSet, ...props }: HarnessProps) {
  const [open, setOpen] = useState(false);
  const labels = discountsDrawerLabels(locale);
  return (
    <>
      <Button variant="secondary" icon="ticket" onClick={() => setOpen(true)}>
        {labels.title}
      </Button>
      <DiscountsDrawer
        {...props}
        open={open}
        onOpenChange={setOpen}
        labels={labels}
        coupons={COUPON_SETS[couponSet](locale)}
      />
    </>
  );
}

const meta = {
  title: 'Commerce/DiscountsDrawer',
  component: Harness,
  args: {
    locale: 'pt',
    couponSet: 'full',
    status: 'ready',
    appliedCode: null,
    applyingCode: null,
    removing: false,
    onApply: fn(),
    onRemove: fn(),
    onCopy: fn(),
    onRetry: fn(),
    onContinueShopping: fn(),
  },
  argTypes: {
    status: { control: 'inline-radio', options: DISCOUNTS_DRAWER_STATUSES },
    couponSet: { control: 'inline-radio', options: Object.keys(COUPON_SETS) },
  },
  render: (args, context) => <Harness {...args} locale={localeOf(context)} />,
  // The open drawer is portalled over the whole viewport: picture the viewport.
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

const labelsOf = (globals: StoryContext['globals']) => discountsDrawerLabels(localeOf({ globals }));

async function openDrawer(labels: DiscountsDrawerLabels): Promise<HTMLElement> {
  await userEvent.click(page().getByRole('button', { name: labels.title }));
  return expectModalDialog(labels.title);
}

const cardOf = (drawer: HTMLElement, code: string) =>
  within(drawer).getByRole('article', { name: new RegExp(`${code}$`) });

/** §2 every kind of coupon: golden VIP, the type gradients, 'Last 5!', sold out and the expired text, with the count badge. */
export const FullList: Story = {
  play: async ({ args, globals }) => {
    const locale = localeOf({ globals });
    const labels = labelsOf(globals);
    await dialogBehaviourSuite({
      trigger: page().getByRole('button', { name: labels.title }),
      name: labels.title,
    });
    const drawer = await openDrawer(labels);
    const list = within(drawer).getByRole('list', { name: labels.list });
    await expect(within(list).getAllByRole('article')).toHaveLength(7);
    await expect(within(drawer).getByText(labels.count(7))).toBeInTheDocument();

    const vip = cardOf(drawer, 'VIP20');
    await expect(vip).toHaveAttribute('data-vip', 'true');
    await expect(within(vip).getByText(labels.card.vipBadge)).toBeVisible();
    await expect(within(vip).getByText(labels.card.vipLabel)).toBeVisible();
    await expect(within(vip).getByText(labels.card.endsIn('3d 4h'))).toBeVisible();
    await expect(within(cardOf(drawer, 'ULTIMOS15')).getByText(labels.card.lastUses(5))).toBeVisible();
    await expect(within(cardOf(drawer, 'ESGOTADO25')).getByText(labels.card.soldOut)).toBeVisible();
    await expect(within(cardOf(drawer, 'NATAL2025')).getByText(fixtureCoupons(locale).expired.remainingText!)).toBeVisible();
    await expect(
      within(cardOf(drawer, 'PORTESGRATIS')).getByText(fixtureCoupons(locale).freeShipping.valueText),
    ).toBeVisible();
    await expect(cardOf(drawer, 'MENOS5')).toHaveAttribute('data-kind', 'fixed');

    await userEvent.click(within(cardOf(drawer, 'VERAO10')).getByRole('button', { name: labels.card.apply }));
    await expect(args.onApply).toHaveBeenCalledWith('VERAO10');
    await userEvent.click(
      within(cardOf(drawer, 'ESGOTADO25')).getByRole('button', { name: labels.card.apply }),
    );
    await expect(args.onApply).toHaveBeenCalledTimes(1);
    await userEvent.click(within(drawer).getByRole('button', { name: labels.continueShopping }));
    await expect(args.onContinueShopping).toHaveBeenCalledTimes(1);
    // Back to the top for the picture.
    list.parentElement?.scrollTo({ top: 0 });
  },
};

/** §2 loading: exactly three placeholder cards, announced as loading; no count yet. */
export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ globals }) => {
    const labels = labelsOf(globals);
    const drawer = await openDrawer(labels);
    await expect(drawer.querySelectorAll('[data-skeleton="coupon-card"]')).toHaveLength(
      DISCOUNTS_SKELETON_COUNT,
    );
    await expect(within(drawer).getByRole('status')).toHaveTextContent(labels.loading);
    await expect(within(drawer).queryByRole('list')).toBeNull();
  },
};

/** No coupon to offer: the empty state, the count at 0, and the way back to shopping. */
export const Empty: Story = {
  args: { couponSet: 'none' },
  play: async ({ args, globals }) => {
    const labels = labelsOf(globals);
    const drawer = await openDrawer(labels);
    await expect(within(drawer).getByRole('heading', { name: labels.emptyTitle })).toBeVisible();
    await expect(within(drawer).getByText(labels.count(0))).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('button', { name: labels.continueShopping }));
    await expect(args.onContinueShopping).toHaveBeenCalled();
  },
};

/** The list failed to load ('Erro ao carregar cupões'): an alert with a retry button. */
export const ErrorState: Story = {
  args: { status: 'error' },
  play: async ({ args, globals }) => {
    const labels = labelsOf(globals);
    const drawer = await openDrawer(labels);
    const alert = within(drawer).getByRole('alert');
    await expect(within(alert).getByRole('heading', { name: labels.errorTitle })).toBeVisible();
    await userEvent.click(within(alert).getByRole('button', { name: labels.retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A coupon is applied: its banner with a remove button on top, its card marked applied. */
export const AppliedCoupon: Story = {
  args: { appliedCode: 'VERAO10' },
  play: async ({ args, globals }) => {
    const labels = labelsOf(globals);
    const drawer = await openDrawer(labels);
    const banner = within(drawer).getByRole('region', { name: labels.appliedTitle('VERAO10') });
    await expect(within(cardOf(drawer, 'VERAO10')).getByText(labels.card.applied)).toBeVisible();
    await expect(
      within(cardOf(drawer, 'VERAO10')).queryByRole('button', { name: labels.card.apply }),
    ).toBeNull();
    await userEvent.click(within(banner).getByRole('button', { name: labels.remove }));
    await expect(args.onRemove).toHaveBeenCalledWith('VERAO10');
  },
};

/** Removing the applied coupon: the banner's button is busy and ignores a second tap. */
export const Removing: Story = {
  args: { appliedCode: 'VERAO10', removing: true },
  play: async ({ args, globals }) => {
    const labels = labelsOf(globals);
    const drawer = await openDrawer(labels);
    const remove = within(drawer).getByRole('button', { name: labels.removing });
    await expect(remove).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(remove);
    await expect(args.onRemove).not.toHaveBeenCalled();
  },
};

/** Applying one coupon: its button is busy, every other apply button waits. */
export const Applying: Story = {
  args: { applyingCode: 'MENOS5' },
  play: async ({ args, globals }) => {
    const labels = labelsOf(globals);
    const drawer = await openDrawer(labels);
    const busy = within(cardOf(drawer, 'MENOS5')).getByRole('button', { name: labels.card.applying });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    const other = within(cardOf(drawer, 'VERAO10')).getByRole('button', { name: labels.card.apply });
    await expect(other).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(other);
    await userEvent.click(busy);
    await expect(args.onApply).not.toHaveBeenCalled();
  },
};

/** A cart below a coupon's minimum: the caller's reason shows on that card, the others stay applicable. */
export const BelowMinimum: Story = {
  args: { couponSet: 'belowMinimum' },
  play: async ({ globals }) => {
    const locale = localeOf({ globals });
    const labels = labelsOf(globals);
    const drawer = await openDrawer(labels);
    const reason = belowMinimum(locale).disabledReason!;
    await expect(
      within(cardOf(drawer, 'MENOS5')).getByRole('button', { name: labels.card.apply }),
    ).toHaveAccessibleDescription(reason);
    await expect(
      within(cardOf(drawer, 'VERAO10')).getByRole('button', { name: labels.card.apply }),
    ).not.toHaveAttribute('aria-disabled');
  },
};

/** Tapping a code hands it to the caller (which copies it and says 'Código {code} copiado!'). */
export const CopyCode: Story = {
  play: async ({ args, globals }) => {
    const labels = labelsOf(globals);
    const drawer = await openDrawer(labels);
    await userEvent.click(within(drawer).getByRole('button', { name: labels.card.copyCode('VIP20') }));
    await expect(args.onCopy).toHaveBeenCalledWith('VIP20');
    await userEvent.click(within(drawer).getByRole('button', { name: labels.card.copyCode('PORTESGRATIS') }));
    await expect(args.onCopy).toHaveBeenLastCalledWith('PORTESGRATIS');
  },
};

/** The longest French texts on a phone: everything wraps inside the drawer, nothing runs off its side. */
export const LongestFrenchLabels: Story = {
  globals: { locale: 'fr', ...viewport('mobile') },
  args: { appliedCode: 'VIP20' },
  play: async () => {
    const labels = discountsDrawerLabels('fr');
    const drawer = await openDrawer(labels);
    await waitFor(() => expect(Math.round(drawer.getBoundingClientRect().right)).toBe(window.innerWidth));
    const right = drawer.getBoundingClientRect().right;
    for (const card of within(drawer).getAllByRole('article'))
      await expect(card.getBoundingClientRect().right).toBeLessThanOrEqual(right);
    for (const button of within(drawer).getAllByRole('button'))
      await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(right);
    await expect(within(drawer).getByText(labels.card.vipBadge)).toBeVisible();
  },
};

/** On a 375 px phone the drawer takes the whole screen and the cards its width. */
export const Phone: Story = {
  globals: viewport('mobile'),
  play: async ({ globals }) => {
    const labels = labelsOf(globals);
    const drawer = await openDrawer(labels);
    await waitFor(() => expect(Math.round(drawer.getBoundingClientRect().left)).toBe(0));
    const box = drawer.getBoundingClientRect();
    await expect(Math.round(box.width)).toBe(375);
    await expect(Math.round(box.height)).toBe(window.innerHeight);
    const card = within(drawer).getAllByRole('article')[0]!.getBoundingClientRect();
    await expect(card.width).toBeGreaterThan(box.width * 0.85);
  },
};
