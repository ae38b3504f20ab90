import type { Campaign, Locale } from '../../../contract';

/** A campaign's text in the page language (`{locale, column, text}` translations), else its own. */
export function campaignText(campaign: Campaign, locale: Locale, column: 'name' | 'description'): string | null {
  const translated = campaign.translations.find((tr) => tr.locale === locale && tr.column === column)?.text;
  return translated || (column === 'name' ? campaign.name : campaign.description);
}
