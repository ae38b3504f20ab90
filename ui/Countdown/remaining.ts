import { formatDecimal } from '../numbers';

export interface Remaining {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Whole units left until `endsAt`, or null once it has passed (the countdown stops at expiry). */
export function remainingUntil(endsAt: number, now: number): Remaining | null {
  const left = endsAt - now;
  if (!Number.isFinite(left) || left <= 0) return null;
  return {
    days: Math.floor(left / DAY),
    hours: Math.floor((left % DAY) / HOUR),
    minutes: Math.floor((left % HOUR) / MINUTE),
    seconds: Math.floor((left % MINUTE) / SECOND),
  };
}

/** ISO 8601 duration for `<time dateTime>`, e.g. P2DT3H4M5S. */
export function isoDuration({ days, hours, minutes, seconds }: Remaining): string {
  return `P${days > 0 ? `${days}D` : ''}T${hours}H${minutes}M${seconds}S`;
}

interface DurationFormatLike {
  format(duration: Partial<Remaining>): string;
}
type DurationFormatConstructor = new (tag: string, options: Record<string, string>) => DurationFormatLike;

const formatters = new Map<string, DurationFormatLike>();
const pad = (value: number) => String(value).padStart(2, '0');

/**
 * `Intl.DurationFormat`'s digital style with days, as ICU writes it for the storefront's languages: written out,
 * so a countdown does not make the browser load its locale data (ui/dates says why).
 */
const WRITTEN_DAYS: Record<string, (days: number, count: string, clock: string) => string> = {
  'pt-PT': (days, count, clock) => `${count} ${days === 1 ? 'dia' : 'dias'} e ${clock}`,
  'en-US': (days, count, clock) => `${count} ${days === 1 ? 'day' : 'days'}, ${clock}`,
  'es-ES': (_days, count, clock) => `${count} d y ${clock}`,
  'fr-FR': (_days, count, clock) => `${count}\u202fj et ${clock}`,
};

/**
 * Days (only if above 0), then hh:mm:ss, in the reader's language: 'pt-PT' → '2 dias e 03:04:05',
 * 'en-US' → '2 days, 03:04:05'; a browser without Intl.DurationFormat gets the days as a unit.
 */
export function formatRemaining(remaining: Remaining, languageTag: string): string {
  const written = WRITTEN_DAYS[languageTag];
  if (written) {
    const clock = `${pad(remaining.hours)}:${pad(remaining.minutes)}:${pad(remaining.seconds)}`;
    return remaining.days === 0 ? clock : written(remaining.days, formatDecimal(remaining.days, languageTag, { minimum: 0, maximum: 0 }), clock);
  }
  const DurationFormat = (Intl as unknown as { DurationFormat?: DurationFormatConstructor }).DurationFormat;
  if (DurationFormat) {
    let formatter = formatters.get(languageTag);
    if (!formatter) {
      formatter = new DurationFormat(languageTag, { style: 'digital', hours: '2-digit', hoursDisplay: 'always', daysDisplay: 'auto' });
      formatters.set(languageTag, formatter);
    }
    return formatter.format(remaining);
  }
  const clock = `${pad(remaining.hours)}:${pad(remaining.minutes)}:${pad(remaining.seconds)}`;
  if (remaining.days === 0) return clock;
  const days = new Intl.NumberFormat(languageTag, { style: 'unit', unit: 'day', unitDisplay: 'long' }).format(remaining.days);
  return `${days} ${clock}`;
}
