import { useUnit } from 'effector-react';
import { useTranslation } from '../../i18n/react';
import { useMatches } from 'react-router-dom';
import { $campaigns, $campaignsError, $campaignsPending } from '../../../features/campaigns';
import { CampaignBanner } from '../../../ui/CampaignBanner';
import { Heading } from '../../../ui/Heading';
import { Stack } from '../../../ui/Stack';
import { Text } from '../../../ui/Text';
import { useLocale } from '../../i18n/useLocale';
import { href } from '../../routes/href';
import { campaignOffer, campaignText } from './campaignText';
import { LANGUAGE_TAGS } from '../../../contract/constants';

const startOf = (date: string | null) => (date ? Date.parse(date) : 0);

/** §2 /campaigns (active campaigns) and /campaigns/index-new (the newest first). */
export default function CampaignsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const newest = (useMatches().at(-1)?.handle as { routeId?: string } | undefined)?.routeId === 'campaignsNew';
  const [campaigns, error, pending] = useUnit([$campaigns, $campaignsError, $campaignsPending]);
  const active = campaigns.filter((campaign) => campaign.is_active);
  const shown = newest ? [...active].sort((a, b) => startOf(b.start_date) - startOf(a.start_date)) : active;
  return (
    <Stack gap="large" as="section" aria-labelledby="campaigns-heading">
      <Heading level={1} id="campaigns-heading">
        {newest ? t('pages.campaigns.newTitle') : t('pages.campaigns.title')}
      </Heading>
      {error !== null ? (
        <div role="alert">
          <Text tone="critical">{error}</Text>
        </div>
      ) : shown.length === 0 && !pending ? (
        <Text tone="muted">{t('pages.campaigns.empty')}</Text>
      ) : (
        shown.map((campaign, index) => (
          <CampaignBanner
            key={campaign.uuid}
            title={campaignText(campaign, locale, 'name') ?? campaign.name}
            subtitle={campaignText(campaign, locale, 'description')}
            offer={campaignOffer(t, campaign)}
            startsAt={campaign.start_date}
            endsAt={campaign.end_date}
            languageTag={LANGUAGE_TAGS[locale]}
            image={campaign.banner}
            href={href('campaign', { uuid: campaign.uuid }, locale)}
            ctaLabel={t('pages.campaigns.see')}
            priority={index === 0}
            headingLevel={2}
          />
        ))
      )}
    </Stack>
  );
}
