import { formatStoreDay, formatStoreDayRange, sameStoreDay } from '../dates';

/**
 * A campaign's dates as every shopper reads them: in the shop's own calendar (Lisbon), whatever the
 * reader's or the server's time zone, so the server and the browser write the same day (ui/dates).
 */
export { STORE_TIME_ZONE } from '../dates';

/** Where a campaign stands at a given moment; `endingToday` is its last calendar day in the shop's time zone. */
export const CAMPAIGN_PHASES = ['upcoming', 'live', 'endingToday', 'ended'] as const;
export type CampaignPhase = (typeof CAMPAIGN_PHASES)[number];

/** The day of an ISO date-time in the reader's language, e.g. '20 de novembro'. */
export function formatCampaignDay(iso: string, languageTag: string): string {
  return formatStoreDay(Date.parse(iso), languageTag);
}

/** '20 de novembro – 2 de dezembro', '20–29 de novembro'; one end alone when the other is open; null with neither. */
export function formatCampaignPeriod(startsAt: string | null, endsAt: string | null, languageTag: string): string | null {
  if (startsAt && endsAt) return formatStoreDayRange(Date.parse(startsAt), Date.parse(endsAt), languageTag);
  if (startsAt) return formatCampaignDay(startsAt, languageTag);
  if (endsAt) return formatCampaignDay(endsAt, languageTag);
  return null;
}

/** The campaign's phase at `now` (epoch ms): open dates never start or never end. */
export function campaignPhase(startsAt: string | null, endsAt: string | null, now: number): CampaignPhase {
  if (startsAt !== null && now < Date.parse(startsAt)) return 'upcoming';
  if (endsAt === null) return 'live';
  const end = Date.parse(endsAt);
  if (now >= end) return 'ended';
  return sameStoreDay(end, now) ? 'endingToday' : 'live';
}
