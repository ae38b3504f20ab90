import type { Campaign, Locale } from '../../../contract';
import type { CampaignHeroLabels } from '../../../ui/CampaignHero';
import type { Translate } from '../../i18n/translate';

/** A campaign's text in the page language (`{locale, column, text}` translations), else its own. */
export function campaignText(campaign: Campaign, locale: Locale, column: 'name' | 'description'): string | null {
  const translated = campaign.translations.find((tr) => tr.locale === locale && tr.column === column)?.text;
  return translated || (column === 'name' ? campaign.name : campaign.description);
}

/** What a banner and the hero state of the campaign's offer: 'Até −40 %', from the API's largest discount. */
export function campaignOffer(t: Translate, campaign: Pick<Campaign, 'max_discount_percentage'>): string | null {
  const percent = campaign.max_discount_percentage;
  return percent === null ? null : t('pages.campaigns.offerUpTo', { percent });
}

export function campaignHeroLabels(t: Translate): CampaignHeroLabels {
  return {
    endsIn: t('pages.campaigns.endsIn'),
    lastDay: t('pages.campaigns.lastDay'),
    startsOn: (day) => t('pages.campaigns.startsOn', { day }),
    ended: t('pages.campaigns.ended'),
  };
}
