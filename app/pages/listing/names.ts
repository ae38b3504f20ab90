import type { Scope } from 'effector';
import type { Campaign, Category, Locale } from '../../../contract';
import { $campaign } from '../../../features/campaigns';
import { $category } from '../../../features/categories';
import { $brandName } from '../../../features/listing';
import { campaignText } from '../campaigns/campaignText';
import type { ListingNames } from './context';

/** The category's, the campaign's and the brand's names in the page language, from what their models fetched. */
export function listingNamesOf(category: Category | null, campaign: Campaign | null, locale: Locale, brand: string | null = null): ListingNames {
  return {
    category: category ? category.translations.find((tr) => tr.locale === locale)?.name || category.name : null,
    campaign: campaign ? campaignText(campaign, locale, 'name') : null,
    brand,
  };
}

export function listingNames(scope: Scope, locale: Locale): ListingNames {
  return listingNamesOf(scope.getState($category), scope.getState($campaign), locale, scope.getState($brandName));
}
