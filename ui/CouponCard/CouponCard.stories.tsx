import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Locale } from '../../contract';
import { discountPercentage } from '../../mocks/fixtures/discounts';
import { couponCardLabels } from '../../.storybook/cartLabels';
import { belowMinimum, fixtureCoupons, type FixtureCoupon } from '../../.storybook/couponDisplays';
import { CouponCard, COUPON_CARD_STATUSES, type CouponCardProps } from './CouponCard';
import { COUPON_KINDS } from './CouponCard.css';

const localeOf = (context: Pick<StoryContext, 'globals'>): Locale =>
  (context.globals.locale as Locale | undefined) ?? 'pt';

type Sample = FixtureCoupon;
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
const couponsOf = (globals: StoryContext['globals']) => fixtureCoupons(localeOf({ globals }));

/** A percentage off one category: its value, code, what it applies to, usage and time left; apply and copy hand the code back. */
export const Percentage: Story = {
  play: async ({ canvas, args, globals }) => {
    const labels = labelsOf(globals);
    const card = canvas.getByRole('article', { name: new RegExp(`${labels.value.percentage('10%')} VERAO10`) });
    await expect(card).toHaveAttribute('data-kind', 'percentage');
    await expect(within(card).getByText(labels.usage(120, 500))).toBeVisible();
    await expect(within(card).getByText(labels.endsIn('30d'))).toBeVisible();
    // What it applies to, in the page's language: the category's translation (pt falls back to its name).
    const locale = localeOf({ globals });
    const category = discountPercentage.discountables[0]!;
    await expect(
      within(card).getByText(category.translations.find((tr) => tr.locale === locale)?.name ?? category.name),
    ).toBeVisible();
    await userEvent.click(within(card).getByRole('button', { name: labels.apply }));
    await expect(args.onApply).toHaveBeenCalledWith('VERAO10');
    await userEvent.click(within(card).getByRole('button', { name: labels.copyCode('VERAO10') }));
    await expect(args.onCopy).toHaveBeenCalledWith('VERAO10');
  },
};

/** A fixed amount with a minimum order (the amount in the page's currency format), applicable to this cart. */
export const FixedWithMinimum: Story = {
  args: { sample: 'fixed' },
  play: async ({ canvas, globals }) => {
    const labels = labelsOf(globals);
    const card = canvas.getByRole('article', { name: /MENOS5/ });
    await expect(card).toHaveAttribute('data-kind', 'fixed');
    await expect(within(card).getByText(couponsOf(globals).fixed.valueText.replace(/\s+/g, ' '))).toBeVisible();
    // getByText reads the page with its spaces normalised (the amount's no-break space too).
    const minimum = labels.minimumOrder(couponsOf(globals).fixed.minimumText!).replace(/\s+/g, ' ');
    await expect(within(card).getByText(minimum)).toBeVisible();
    await expect(within(card).getByRole('button', { name: labels.apply })).not.toHaveAttribute('aria-disabled');
  },
};

/** Free shipping on its own gradient, in the language's word order: 'Portes de envio grátis', 'Free shipping'. */
export const FreeShipping: Story = {
  args: { sample: 'freeShipping' },
  play: async ({ canvas, globals }) => {
    const { valueText } = couponsOf(globals).freeShipping;
    const card = canvas.getByRole('article', { name: `${labelsOf(globals).value.free_shipping(valueText)} PORTESGRATIS` });
    await expect(card).toHaveAttribute('data-kind', 'free_shipping');
    await expect(within(card).getByText(valueText)).toBeVisible();
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

/** Listed, then past its end date: 'Expirado' in place of the time left, and it cannot be applied. */
export const Expired: Story = {
  args: { sample: 'expired' },
  play: async ({ canvas, globals }) => {
    const labels = labelsOf(globals);
    const expired = couponsOf(globals).expired.remainingText!;
    await expect(couponsOf(globals).expired.expired).toBe(true);
    await expect(canvas.getByText(expired)).toBeVisible();
    await expect(canvas.getByRole('button', { name: labels.apply })).toHaveAccessibleDescription(expired);
  },
};

/** Below the minimum order: the §5 message ('Compra mínima de 30,00 €') shows on the card and describes the unavailable button. */
export const BelowMinimum: Story = {
  args: { sample: 'fixed', belowMinimum: true },
  play: async ({ canvas, args, globals }) => {
    const reason = belowMinimum(localeOf({ globals })).disabledReason!;
    await expect(reason).toMatch(/30[.,]00/);
    // getByText reads the page with its spaces normalised (the amount's no-break space too).
    await expect(canvas.getByText(reason.replace(/\s+/g, ' '))).toBeVisible();
    const apply = canvas.getByRole('button', { name: labelsOf(globals).apply });
    await expect(apply).toHaveAccessibleDescription(reason);
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
