import { describe, expect, it } from 'vitest';
import {
  discountGradientOf,
  discountValueOf,
  remainingTimeOf,
  remainingTimeText,
  usageBadgeOf,
} from './index';
import type { Discount } from '../../contract';

const NOW = Date.UTC(2026, 10, 22, 10, 0, 0);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const endingIn = (ms: number): Pick<Discount, 'end_date'> => ({ end_date: new Date(NOW + ms).toISOString().replace('Z', '+00:00') });

describe('§2 coupon value display', () => {
  it('N% for percentage', () => {
    expect(discountValueOf({ discount_type: 'percentage', value: 15 })).toEqual({ kind: 'percentage', percent: 15 });
  });

  it('the amount for fixed', () => {
    expect(discountValueOf({ discount_type: 'fixed', value: 5 })).toEqual({ kind: 'fixed', amount: 5 });
  });

  it('free shipping', () => {
    expect(discountValueOf({ discount_type: 'free_shipping', value: 0 })).toEqual({ kind: 'freeShipping' });
  });
});

describe('§2 gradient colour depends on type', () => {
  it('percentage, fixed and free_shipping have their own; anything else is other', () => {
    expect(discountGradientOf({ discount_type: 'percentage' })).toBe('percentage');
    expect(discountGradientOf({ discount_type: 'fixed' })).toBe('fixed');
    expect(discountGradientOf({ discount_type: 'free_shipping' })).toBe('free_shipping');
    expect(discountGradientOf({ discount_type: 'bundle' as Discount['discount_type'] })).toBe('other');
  });
});

describe('§2 usage badge', () => {
  it('sold out at 0 remaining (also when usage passed the limit)', () => {
    expect(usageBadgeOf({ max_usage: 50, usage_count: 50 })).toEqual({ kind: 'soldOut' });
    expect(usageBadgeOf({ max_usage: 50, usage_count: 53 })).toEqual({ kind: 'soldOut' });
  });

  it("'Last {count}!' at 10 or fewer remaining", () => {
    expect(usageBadgeOf({ max_usage: 100, usage_count: 90 })).toEqual({ kind: 'last', count: 10 });
    expect(usageBadgeOf({ max_usage: 100, usage_count: 99 })).toEqual({ kind: 'last', count: 1 });
  });

  it('used/total above 10 remaining', () => {
    expect(usageBadgeOf({ max_usage: 100, usage_count: 89 })).toEqual({ kind: 'usage', used: 89, total: 100 });
  });

  it('no badge without a usage limit', () => {
    expect(usageBadgeOf({ max_usage: null, usage_count: 12 })).toBeNull();
  });
});

describe('§2 remaining time', () => {
  it("'Expirado' if past (or ending now)", () => {
    expect(remainingTimeOf(endingIn(-MINUTE), NOW)).toEqual({ kind: 'expired' });
    expect(remainingTimeOf(endingIn(0), NOW)).toEqual({ kind: 'expired' });
    expect(remainingTimeText({ kind: 'expired' })).toBe('Expirado');
    expect(remainingTimeText({ kind: 'expired' }, { expired: 'Expired' })).toBe('Expired');
  });

  it('Nd whenever more than 7 days remain', () => {
    expect(remainingTimeOf(endingIn(8 * DAY + 5 * HOUR), NOW)).toEqual({ kind: 'days', days: 8 });
    expect(remainingTimeText({ kind: 'days', days: 8 })).toBe('8d');
    expect(remainingTimeText(remainingTimeOf(endingIn(7 * DAY + 23 * HOUR), NOW)!)).toBe('7d');
    expect(remainingTimeText(remainingTimeOf(endingIn(7 * DAY + MINUTE), NOW)!)).toBe('7d');
  });

  it('Nd Nh from 1 day up to exactly 7 days', () => {
    expect(remainingTimeText(remainingTimeOf(endingIn(7 * DAY), NOW)!)).toBe('7d 0h');
    expect(remainingTimeOf(endingIn(6 * DAY + 23 * HOUR), NOW)).toEqual({ kind: 'daysHours', days: 6, hours: 23 });
    expect(remainingTimeOf(endingIn(3 * DAY + 4 * HOUR + 30 * MINUTE), NOW)).toEqual({ kind: 'daysHours', days: 3, hours: 4 });
    expect(remainingTimeText({ kind: 'daysHours', days: 3, hours: 4 })).toBe('3d 4h');
  });

  it('Nh under a day', () => {
    expect(remainingTimeOf(endingIn(5 * HOUR + 59 * MINUTE), NOW)).toEqual({ kind: 'hours', hours: 5 });
    expect(remainingTimeText({ kind: 'hours', hours: 5 })).toBe('5h');
  });

  it('Nm under an hour', () => {
    expect(remainingTimeOf(endingIn(12 * MINUTE + 30_000), NOW)).toEqual({ kind: 'minutes', minutes: 12 });
    expect(remainingTimeText({ kind: 'minutes', minutes: 12 })).toBe('12m');
  });

  it('nothing to show without an end date', () => {
    expect(remainingTimeOf({ end_date: null }, NOW)).toBeNull();
  });
});
