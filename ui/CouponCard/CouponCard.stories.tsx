import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Discount, Locale } from '../../contract';
import {
  discountExpired,
  discountFixed,
  discountFreeShipping,
  discountLastUses,
  discountPercentage,
  discountSoldOut,
  discountVip,
} from '../../mocks/fixtures/discounts';
import { i18nFor } from '../../.storybook/i18n';
import {
  CouponCard,
  COUPON_CARD_STATUSES,
  type CouponCardLabels,
  type CouponCardProps,
  type CouponDisplay,
} from './CouponCard';
import { COUPON_KINDS } from './CouponCard.css';

const localeOf = (context: Pick<StoryContext, 'globals'>): Locale =>
  (context.globals.locale as Locale | undefined) ?? 'pt';

/** The card's texts as the app builds them from `discountsDrawer.card.*`. */
export function couponCardLabels(locale: Locale): CouponCardLabels {
  const t = i18nFor(locale).t;
  return {
    value: Object.fromEntries(
      COUPON_KINDS.map((kind) => [kind, t(`discountsDrawer.card.value.${kind}`)]),
    ) as CouponCardLabels['value'],
    vipBadge: t('discountsDrawer.card.vipBadge'),
    vipLabel: t('discountsDrawer.card.vipLabel'),
    copyCode: (code) => t('discountsDrawer.card.copyCode', { code }),
    apply: t('discountsDrawer.card.apply'),
    applying: t('discountsDrawer.card.applying'),
    applied: t('discountsDrawer.card.applied'),
    soldOut: t('discountsDrawer.card.soldOut'),
    lastUses: (count) => t('discountsDrawer.card.lastUses', { count }),
    usage: (used, total) => t('discountsDrawer.card.usage', { used, total }),
    endsIn: (time) => t('discountsDrawer.card.endsIn', { time }),
    minimumOrder: (amount) => t('discountsDrawer.card.minimumOrder', { amount }),
    appliesTo: t('discountsDrawer.card.appliesTo'),
  };
}

/** §2 'Grátis' for free shipping, as the caller would say it in each language. */
const FREE: Record<Locale, string> = { pt: 'Grátis', en: 'Free', es: 'Gratis', fr: 'Gratuit' };
/** §2 remaining time of a coupon past its end date. */
export const expiredText: Record<Locale, string> = {
  pt: 'Expirado',
  en: 'Expired',
  es: 'Caducado',
  fr: 'Expiré',
};
/** A §5 minimum-purchase message, as the caller would pass it for a cart of €12.50. */
const BELOW_MINIMUM: Record<Locale, string> = {
  pt: 'Compra mínima de €30.00 para usar este cupão',
  en: 'Minimum purchase of €30.00 to use this coupon',
  es: 'Compra mínima de €30.00 para usar este cupón',
  fr: "Un minimum d'achat de 30,00 € est nécessaire pour utiliser ce coupon",
};
const categoryName = (discount: Discount, locale: Locale) =>
  discount.discountables
    .filter((d) => d.type === 'category')
    .map((d) => d.translations.find((tr) => tr.locale === locale)?.name ?? d.name);
const from = (discount: Discount) => ({ discount_uuid: discount.discount_uuid, code: discount.code });

/**
 * The fixtures as the caller shows them at the fixtures' "now": kinds and values from each coupon,
 * usage and remaining time per §2 (30 days left reads '30d'; VIP20 ends in '3d 4h').
 */
export function fixtureCoupons(locale: Locale) {
  return {
    percentage: {
      ...from(discountPercentage),
      kind: 'percentage',
      valueText: `${discountPercentage.value}%`,
      isVip: false,
      usage: {
        kind: 'usage',
        used: discountPercentage.usage_count,
        total: discountPercentage.max_usage ?? 0,
      },
      remainingText: '30d',
      appliesTo: categoryName(discountPercentage, locale),
    },
    fixed: {
      ...from(discountFixed),
      kind: 'fixed',
      valueText: `€${discountFixed.value.toFixed(2)}`,
      isVip: false,
      remainingText: '30d',
      minimumText: '€30.00',
    },
    freeShipping: {
      ...from(discountFreeShipping),
      kind: 'free_shipping',
      valueText: FREE[locale],
      isVip: false,
      remainingText: '30d',
      minimumText: '€14.90',
    },
    vip: {
      ...from(discountVip),
      kind: 'percentage',
      valueText: `${discountVip.value}%`,
      isVip: true,
      remainingText: '3d 4h',
    },
    lastUses: {
      ...from(discountLastUses),
      kind: 'percentage',
      valueText: `${discountLastUses.value}%`,
      isVip: false,
      usage: { kind: 'last', count: 5 },
      remainingText: '30d',
    },
    soldOut: {
      ...from(discountSoldOut),
      kind: 'percentage',
      valueText: `${discountSoldOut.value}%`,
      isVip: false,
      usage: { kind: 'soldOut' },
      remainingText: '30d',
    },
    expired: {
      ...from(discountExpired),
      kind: 'percentage',
      valueText: `${discountExpired.value}%`,
      isVip: false,
      remainingText: expiredText[locale],
      expired: true,
    },
    other: {
      discount_uuid: '00000000-0000-4000-8000-000000000499',
      code: 'BEMVINDO',
      kind: 'other',
      valueText: '€10.00',
      isVip: false,
      remainingText: '20m',
    },
  } satisfies Record<string, CouponDisplay>;
}

/** A coupon that the cart is too small for: the §5 message arrives as the reason. */
export function belowMinimum(locale: Locale): CouponDisplay {
  return { ...fixtureCoupons(locale).fixed, disabledReason: BELOW_MINIMUM[locale] };
}

type Sample = keyof ReturnType<typeof fixtureCoupons>;
const SAMPLES = Object.keys(fixtureCoupons('pt')) as Sample[];
type HarnessProps = Omit<CouponCardProps, 'coupon' | 'labels'> & {
  sample: Sample;
  belowMinimum?: boolean;
  locale: Locale;
};

/** One card at the drawer's width. */
function Harness({ sample, belowMinimum: below = false, locale, ...props }: HarnessProps) {
  const coupon = below ? belowMinimum(locale) : fixtureCoupons(locale)[sample];
  return (
    <div style={{ width: 352 }}>
      <CouponCard {...props} coupon={coupon} labels={couponCardLabels(locale)} />
    </div>
  );
}

const meta = {
  title: 'Commerce/CouponCard',
  component: Harness,
  // The helpers above serve the drawer's stories too; they are not stories.
  excludeStories: /^[a-z]/,
  args: {
    locale: 'pt',
    sample: 'percentage',
    status: 'available',
    applyLocked: false,
    onApply: fn(),
    onCopy: fn(),
  },
  argTypes: {
    status: { control: 'inline-radio', options: COUPON_CARD_STATUSES },
    sample: { control: 'select', options: SAMPLES },
  },
  render: (args, context) => <Harness {...args} locale={localeOf(context)} />,
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

const labelsOf = (globals: StoryContext['globals']) => couponCardLabels(localeOf({ globals }));

/** A percentage off one category: its value, code, what it applies to, usage and time left; apply and copy hand the code back. */
export const Percentage: Story = {
  play: async ({ canvas, args, globals }) => {
    const labels = labelsOf(globals);
    const card = canvas.getByRole('article', { name: new RegExp(`10% ${labels.value.percentage} VERAO10`) });
    await expect(card).toHaveAttribute('data-kind', 'percentage');
    await expect(within(card).getByText(labels.usage(120, 500))).toBeVisible();
    await expect(within(card).getByText(labels.endsIn('30d'))).toBeVisible();
    await expect(
      within(card).getByText(categoryName(discountPercentage, localeOf({ globals }))[0]!),
    ).toBeVisible();
    await userEvent.click(within(card).getByRole('button', { name: labels.apply }));
    await expect(args.onApply).toHaveBeenCalledWith('VERAO10');
    await userEvent.click(within(card).getByRole('button', { name: labels.copyCode('VERAO10') }));
    await expect(args.onCopy).toHaveBeenCalledWith('VERAO10');
  },
};

/** A fixed amount with a minimum order. */
export const FixedWithMinimum: Story = {
  args: { sample: 'fixed' },
  play: async ({ canvas, globals }) => {
    const labels = labelsOf(globals);
    const card = canvas.getByRole('article', { name: /MENOS5/ });
    await expect(card).toHaveAttribute('data-kind', 'fixed');
    await expect(within(card).getByText('€5.00')).toBeVisible();
    await expect(within(card).getByText(labels.minimumOrder('€30.00'))).toBeVisible();
  },
};

/** Free shipping reads 'Grátis' on its own gradient. */
export const FreeShipping: Story = {
  args: { sample: 'freeShipping' },
  play: async ({ canvas, globals }) => {
    const card = canvas.getByRole('article', { name: /PORTESGRATIS/ });
    await expect(card).toHaveAttribute('data-kind', 'free_shipping');
    await expect(within(card).getByText(FREE[localeOf({ globals })])).toBeVisible();
  },
};

/** §2 VIP exclusive: the golden card, the 'VIP Exclusivo' badge and 'Exclusivo para ti'. */
export const VipExclusive: Story = {
  args: { sample: 'vip' },
  play: async ({ canvas, globals }) => {
    const labels = labelsOf(globals);
    const card = canvas.getByRole('article', { name: /VIP20/ });
    await expect(card).toHaveAttribute('data-vip', 'true');
    await expect(within(card).getByText(labels.vipBadge)).toBeVisible();
    await expect(within(card).getByText(labels.vipLabel)).toBeVisible();
    await expect(within(card).getByText(labels.endsIn('3d 4h'))).toBeVisible();
  },
};

/** §2 usage badge at 5 remaining: 'Last 5!'. */
export const LastUses: Story = {
  args: { sample: 'lastUses' },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(labelsOf(globals).lastUses(5))).toBeVisible();
  },
};

/** §2 usage badge at 0 remaining: sold out; the apply button says why it cannot be used and ignores clicks. */
export const SoldOut: Story = {
  args: { sample: 'soldOut' },
  play: async ({ canvas, args, globals }) => {
    const labels = labelsOf(globals);
    const apply = canvas.getByRole('button', { name: labels.apply });
    await expect(apply).toHaveAttribute('aria-disabled', 'true');
    await expect(apply).toHaveAccessibleDescription(labels.soldOut);
    await userEvent.click(apply);
    await expect(args.onApply).not.toHaveBeenCalled();
  },
};

/** Past its end date: 'Expirado' in place of the time left, and it cannot be applied. */
export const Expired: Story = {
  args: { sample: 'expired' },
  play: async ({ canvas, globals }) => {
    const labels = labelsOf(globals);
    const expired = expiredText[localeOf({ globals })];
    await expect(canvas.getByText(expired)).toBeVisible();
    await expect(canvas.getByRole('button', { name: labels.apply })).toHaveAccessibleDescription(expired);
  },
};

/** Below the minimum order: the caller's reason shows on the card and describes the unavailable button. */
export const BelowMinimum: Story = {
  args: { sample: 'fixed', belowMinimum: true },
  play: async ({ canvas, args, globals }) => {
    const locale = localeOf({ globals });
    await expect(canvas.getByText(BELOW_MINIMUM[locale])).toBeVisible();
    const apply = canvas.getByRole('button', { name: labelsOf(globals).apply });
    await expect(apply).toHaveAccessibleDescription(BELOW_MINIMUM[locale]);
    await userEvent.click(apply);
    await expect(args.onApply).not.toHaveBeenCalled();
  },
};

/** Its apply request is in flight: the button says so, is busy, and a second click does nothing. */
export const Applying: Story = {
  args: { status: 'applying' },
  play: async ({ canvas, args, globals }) => {
    const button = canvas.getByRole('button', { name: labelsOf(globals).applying });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onApply).not.toHaveBeenCalled();
  },
};

/** The applied coupon: an 'applied' mark instead of the button. */
export const Applied: Story = {
  args: { status: 'applied' },
  play: async ({ canvas, globals }) => {
    const labels = labelsOf(globals);
    await expect(canvas.getByText(labels.applied)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: labels.apply })).toBeNull();
    await expect(canvas.getByRole('article')).toHaveAttribute('data-applied', 'true');
  },
};

/** Any other type gets the neutral gradient. */
export const OtherKind: Story = {
  args: { sample: 'other' },
  play: async ({ canvas, globals }) => {
    const card = canvas.getByRole('article', { name: /BEMVINDO/ });
    await expect(card).toHaveAttribute('data-kind', 'other');
    await expect(within(card).getByText(labelsOf(globals).endsIn('20m'))).toBeVisible();
  },
};

/** The four gradients and the golden VIP card side by side. */
export const AllKinds: Story = {
  render: (args, context) => {
    const locale = localeOf(context);
    const coupons = fixtureCoupons(locale);
    return (
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 300px)', alignItems: 'start', gap: 16 }}>
        {[coupons.percentage, coupons.fixed, coupons.freeShipping, coupons.other, coupons.vip].map(
          (coupon) => (
            <CouponCard
              key={coupon.code}
              coupon={coupon}
              labels={couponCardLabels(locale)}
              onApply={args.onApply}
              onCopy={args.onCopy}
            />
          ),
        )}
      </div>
    );
  },
  play: async ({ canvas }) => {
    const kinds = canvas.getAllByRole('article').map((card) => card.getAttribute('data-kind'));
    await expect(new Set(kinds)).toEqual(new Set(COUPON_KINDS));
  },
};
