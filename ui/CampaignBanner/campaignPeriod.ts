/**
 * A campaign's dates as every shopper reads them: in the shop's own calendar (Lisbon), whatever the
 * reader's or the server's time zone, so the server and the browser write the same day.
 */
export const STORE_TIME_ZONE = 'Europe/Lisbon';

/** Where a campaign stands at a given moment; `endingToday` is its last calendar day in the shop's time zone. */
export const CAMPAIGN_PHASES = ['upcoming', 'live', 'endingToday', 'ended'] as const;
export type CampaignPhase = (typeof CAMPAIGN_PHASES)[number];

const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormat(languageTag: string): Intl.DateTimeFormat {
  let format = dayFormats.get(languageTag);
  if (!format) {
    // A long month: pt-PT writes a short one as digits ('20/11'), which reads like a price on a banner.
    format = new Intl.DateTimeFormat(languageTag, { day: 'numeric', month: 'long', timeZone: STORE_TIME_ZONE });
    dayFormats.set(languageTag, format);
  }
  return format;
}

/** The day of an ISO date-time in the reader's language, e.g. '20 de novembro'. */
export function formatCampaignDay(iso: string, languageTag: string): string {
  return dayFormat(languageTag).format(new Date(iso));
}

/** '20 de novembro – 2 de dezembro', '20–29 de novembro'; one end alone when the other is open; null with neither. */
export function formatCampaignPeriod(startsAt: string | null, endsAt: string | null, languageTag: string): string | null {
  if (startsAt && endsAt) return dayFormat(languageTag).formatRange(new Date(startsAt), new Date(endsAt));
  if (startsAt) return formatCampaignDay(startsAt, languageTag);
  if (endsAt) return formatCampaignDay(endsAt, languageTag);
  return null;
}

// Made on first use, not when the module loads: a page's first Intl format loads the browser's locale data
// (ui/numbers says what that costs), and most pages that bring this module in never ask for a phase.
let calendarDayFormat: Intl.DateTimeFormat | null = null;
const calendarDay = (epochMs: number) =>
  (calendarDayFormat ??= new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: STORE_TIME_ZONE })).format(epochMs);

/** The campaign's phase at `now` (epoch ms): open dates never start or never end. */
export function campaignPhase(startsAt: string | null, endsAt: string | null, now: number): CampaignPhase {
  if (startsAt !== null && now < Date.parse(startsAt)) return 'upcoming';
  if (endsAt === null) return 'live';
  const end = Date.parse(endsAt);
  if (now >= end) return 'ended';
  return calendarDay(end) === calendarDay(now) ? 'endingToday' : 'live';
}
