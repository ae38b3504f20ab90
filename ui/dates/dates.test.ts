import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatRemaining } from '../Countdown/remaining';
import { formatStoreDay, formatStoreDayRange, sameStoreDay, STORE_TIME_ZONE } from './dates';

// The storefront's four language tags (contract LANGUAGE_TAGS), and two it does not write out.
const TAGS = ['pt-PT', 'en-US', 'es-ES', 'fr-FR', 'de-DE', 'en-GB'];
const HOUR = 3_600_000;
const intlDay = (tag: string) => new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'long', timeZone: STORE_TIME_ZONE });

// Every hour of three years, and each minute around the summer-time changes (01:00 UTC, last Sundays of March and October).
const INSTANTS: number[] = [];
for (let at = Date.UTC(2025, 0, 1); at < Date.UTC(2028, 0, 1); at += HOUR) INSTANTS.push(at);
for (const year of [1997, 2026, 2031, 2099]) {
  for (const month of [2, 9]) {
    const last = new Date(Date.UTC(year, month + 1, 0, 1));
    const change = last.getTime() - last.getUTCDay() * 24 * HOUR;
    for (let minute = -90; minute <= 90; minute += 1) INSTANTS.push(change + minute * 60_000);
  }
}
// Outside the years the written rule covers, and before and after midnight on New Year's Eve.
INSTANTS.push(Date.UTC(1990, 5, 1), Date.UTC(2150, 0, 1), Date.UTC(2026, 11, 31, 23, 59), Date.UTC(2027, 0, 1, 0, 1));

afterEach(() => vi.restoreAllMocks());

describe('dates written out in the shop’s calendar', () => {
  it('a day reads exactly as Intl writes it in Lisbon, in every storefront language (and any other tag goes to Intl)', () => {
    for (const tag of TAGS) {
      const intl = intlDay(tag);
      for (const at of INSTANTS) expect(formatStoreDay(at, tag), `${tag} ${new Date(at).toISOString()}`).toBe(intl.format(at));
    }
  });

  // Chromium writes a period's dash between plain spaces, Node 24's newer ICU data between thin ones (U+2009);
  // the page follows the browser (the next test holds it to that), so the comparison with Node's Intl makes them
  // plain on both sides: a year outside the written rule goes to the running Intl.
  const asChromium = (text: string) => text.replaceAll('\u2009', ' ');

  it('a period reads as formatRange writes it: within a month, across months, across years and on one day', () => {
    const starts = INSTANTS.filter((_, index) => index % 97 === 0);
    const lengths = [0, 3 * HOUR, 20 * HOUR, 2 * 24 * HOUR, 9 * 24 * HOUR, 33 * 24 * HOUR, 200 * 24 * HOUR, 400 * 24 * HOUR];
    for (const tag of TAGS) {
      const intl = intlDay(tag);
      for (const start of starts) {
        for (const length of lengths) {
          expect(asChromium(formatStoreDayRange(start, start + length, tag)), `${tag} ${new Date(start).toISOString()} +${length / HOUR}h`).toBe(asChromium(intl.formatRange(start, start + length)));
        }
      }
    }
  });

  it('the shop’s own campaigns as Chromium writes them: 20–29 de novembro, November 20 – December 2, years named when they differ', () => {
    const at = (iso: string) => Date.parse(iso);
    expect(formatStoreDayRange(at('2026-11-20T10:00:00Z'), at('2026-11-29T10:00:00Z'), 'pt-PT')).toBe('20–29 de novembro');
    expect(formatStoreDayRange(at('2026-11-20T10:00:00Z'), at('2026-12-02T10:00:00Z'), 'en-US')).toBe('November 20 – December 2');
    expect(formatStoreDayRange(at('2026-11-20T10:00:00Z'), at('2026-11-29T10:00:00Z'), 'en-US')).toBe('November 20 – 29');
    expect(formatStoreDayRange(at('2026-12-20T10:00:00Z'), at('2027-01-02T10:00:00Z'), 'fr-FR')).toBe('20 décembre 2026 – 2 janvier 2027');
    // 23:30 UTC in July is already the next day in Lisbon.
    expect(formatStoreDay(at('2026-07-14T23:30:00Z'), 'es-ES')).toBe('15 de julio');
  });

  it('a campaign ends today when its end falls on the same Lisbon day as now', () => {
    const day = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: STORE_TIME_ZONE });
    for (let index = 0; index + 5 < INSTANTS.length; index += 7) {
      const [a, b] = [INSTANTS[index]!, INSTANTS[index + 5]!];
      expect(sameStoreDay(a, b), new Date(a).toISOString()).toBe(day.format(a) === day.format(b));
    }
  });

  it('the storefront languages never ask Intl for a date or a countdown', () => {
    const dateFormat = vi.spyOn(Intl, 'DateTimeFormat');
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    for (const tag of TAGS.slice(0, 4)) {
      formatStoreDay(Date.UTC(2026, 10, 20, 12), tag);
      formatStoreDayRange(Date.UTC(2026, 10, 20, 12), Date.UTC(2027, 0, 2), tag);
      sameStoreDay(Date.UTC(2026, 10, 20, 12), Date.UTC(2026, 10, 20, 23, 30));
      formatRemaining({ days: 2, hours: 3, minutes: 4, seconds: 5 }, tag);
    }
    expect(dateFormat).not.toHaveBeenCalled();
    expect(numberFormat).not.toHaveBeenCalled();
  });
});

describe('a countdown written out', () => {
  it('reads exactly as Intl.DurationFormat’s digital style with days, in every storefront language', () => {
    type DurationFormat = new (tag: string, options: Record<string, string>) => { format(duration: object): string };
    const DurationFormat = (Intl as unknown as { DurationFormat: DurationFormat }).DurationFormat;
    for (const tag of TAGS) {
      const intl = new DurationFormat(tag, { style: 'digital', hours: '2-digit', hoursDisplay: 'always', daysDisplay: 'auto' });
      for (const days of [0, 1, 2, 3, 7, 10, 21, 99, 100, 1000, 1234, 10000]) {
        for (const [hours, minutes, seconds] of [[0, 0, 0], [3, 4, 5], [23, 59, 59], [12, 0, 9]] as const) {
          const remaining = { days, hours, minutes, seconds };
          expect(formatRemaining(remaining, tag), `${tag} ${JSON.stringify(remaining)}`).toBe(intl.format(remaining));
        }
      }
    }
  });
});
