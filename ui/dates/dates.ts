/**
 * Dates in the shop's own calendar (Lisbon), written out for the storefront's four languages. A page's first
 * `Intl.DateTimeFormat` makes Chromium load its locale data (150–300 ms of main thread on a phone, the same as
 * ui/numbers avoids for prices), and the home's campaign banner was the only date its first load wrote. The
 * texts are CLDR's (`d 'de' MMMM`, `MMMM d`, `d MMMM` and their interval formats) as Chromium writes them; any other
 * language tag, and a date outside the years the time-zone rule below covers, still goes to Intl.
 * ./dates.test.ts holds every output to Intl's.
 */

/** The shop's time zone: every shopper reads a campaign's days in it, so the server and the browser write the same day. */
export const STORE_TIME_ZONE = 'Europe/Lisbon';

type WrittenTag = 'pt-PT' | 'en-US' | 'es-ES' | 'fr-FR';

const MONTHS: Record<WrittenTag, readonly string[]> = {
  'pt-PT': ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'],
  'en-US': ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  'es-ES': ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
  'fr-FR': ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
};
const isWritten = (tag: string): tag is WrittenTag => Object.hasOwn(MONTHS, tag);

/**
 * The separator between two whole dates: an en dash between plain spaces, as Chromium writes `formatRange`
 * (Node 24's newer ICU data puts thin spaces there). The page reads as the browser writes it, the server too.
 */
const RANGE = ' – ';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export interface CalendarDay {
  year: number;
  /** 1–12. */
  month: number;
  day: number;
}

/** The last Sunday of a month (0-based), at 01:00 UTC: when the EU's summer time starts (March) and ends (October). */
function lastSundayAt1Utc(year: number, monthIndex: number): number {
  const last = new Date(Date.UTC(year, monthIndex + 1, 0, 1));
  return last.getTime() - last.getUTCDay() * DAY;
}

/**
 * The day an instant falls on in Lisbon: UTC+1 from the last Sunday of March to the last Sunday of October (at
 * 01:00 UTC both ways), UTC otherwise — Portugal's rule since 1996. Null outside 1997–2099, where Intl decides.
 */
export function storeDay(epochMs: number): CalendarDay | null {
  if (!Number.isFinite(epochMs)) return null;
  const year = new Date(epochMs).getUTCFullYear();
  if (year < 1997 || year > 2099) return null;
  const summer = epochMs >= lastSundayAt1Utc(year, 2) && epochMs < lastSundayAt1Utc(year, 9);
  const local = new Date(epochMs + (summer ? HOUR : 0));
  return { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate() };
}

const intlFormats = new Map<string, Intl.DateTimeFormat>();
function intlDayFormat(languageTag: string): Intl.DateTimeFormat {
  let format = intlFormats.get(languageTag);
  if (!format) {
    // A long month: pt-PT writes a short one as digits ('20/11'), which reads like a price on a banner.
    format = new Intl.DateTimeFormat(languageTag, { day: 'numeric', month: 'long', timeZone: STORE_TIME_ZONE });
    intlFormats.set(languageTag, format);
  }
  return format;
}

function dayText({ year, month, day }: CalendarDay, tag: WrittenTag, withYear: boolean): string {
  const name = MONTHS[tag][month - 1]!;
  switch (tag) {
    case 'en-US':
      return withYear ? `${name} ${day}, ${year}` : `${name} ${day}`;
    case 'fr-FR':
      return withYear ? `${day} ${name} ${year}` : `${day} ${name}`;
    default:
      return withYear ? `${day} de ${name} de ${year}` : `${day} de ${name}`;
  }
}

/** The day of an instant in the shop's calendar and the reader's language, e.g. '20 de novembro', 'November 20'. */
export function formatStoreDay(epochMs: number, languageTag: string): string {
  const day = storeDay(epochMs);
  if (day && isWritten(languageTag)) return dayText(day, languageTag, false);
  return intlDayFormat(languageTag).format(epochMs);
}

/**
 * Two instants as one period of days, as `Intl.DateTimeFormat.formatRange` writes it: '20–29 de novembro',
 * 'November 20 – December 2', the years named when they differ, one day alone when both fall on it.
 */
export function formatStoreDayRange(startMs: number, endMs: number, languageTag: string): string {
  const start = startMs <= endMs ? storeDay(startMs) : null;
  const end = start ? storeDay(endMs) : null;
  if (!start || !end || !isWritten(languageTag)) return intlDayFormat(languageTag).formatRange(startMs, endMs);
  const tag = languageTag;
  if (start.year !== end.year) return `${dayText(start, tag, true)}${RANGE}${dayText(end, tag, true)}`;
  if (start.month !== end.month) return `${dayText(start, tag, false)}${RANGE}${dayText(end, tag, false)}`;
  if (start.day === end.day) return dayText(start, tag, false);
  const name = MONTHS[tag][start.month - 1]!;
  switch (tag) {
    case 'en-US':
      return `${name} ${start.day}${RANGE}${end.day}`;
    case 'fr-FR':
      return `${start.day}–${end.day} ${name}`;
    default:
      return `${start.day}–${end.day} de ${name}`;
  }
}

let calendarDayFormat: Intl.DateTimeFormat | null = null;

/** Whether two instants fall on the same day in the shop's calendar. */
export function sameStoreDay(a: number, b: number): boolean {
  const first = storeDay(a);
  const second = storeDay(b);
  if (first && second) return first.year === second.year && first.month === second.month && first.day === second.day;
  calendarDayFormat ??= new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: STORE_TIME_ZONE });
  return calendarDayFormat.format(a) === calendarDayFormat.format(b);
}
