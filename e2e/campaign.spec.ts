import type { APIRequestContext } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';

interface ApiCampaign {
  uuid: string;
  slug: string;
  name: string;
  end_date: string | null;
  max_discount_percentage: number | null;
}

/** A running campaign of the seeded catalogue (Black Friday: every fourth of its products at a campaign price). */
async function blackFriday(request: APIRequestContext, apiUrl: string, locale: string): Promise<ApiCampaign> {
  const response = await request.get(`${apiUrl}/v1/campaigns?locale=${locale}`);
  const campaigns = ((await response.json()) as { data: ApiCampaign[] }).data;
  return campaigns.find((campaign) => campaign.slug === 'black-friday')!;
}

for (const [locale, prefix, tag, offer, endsIn, campaignPrice] of [
  ['pt', '', 'pt-PT', 'Até −', 'Termina em', 'Preço de campanha'],
  ['fr', '/fr', 'fr-FR', 'Jusqu’à −', 'Se termine dans', 'Prix de campagne'],
] as const) {
  test(`${locale}: a campaign page opens with its offer, its dates and a live countdown, and lists campaign prices first`, async ({ page, request, apiUrl }) => {
    const campaign = await blackFriday(request, apiUrl, locale);
    expect(campaign.max_discount_percentage).toBeGreaterThanOrEqual(40);
    await page.goto(`${prefix}/campaigns/${campaign.uuid}`);
    await hydrated(page);

    const hero = page.locator('header').filter({ has: page.getByRole('heading', { level: 1, name: campaign.name }) });
    await expect(hero.getByText(`${offer}${campaign.max_discount_percentage}\u00a0%`)).toBeVisible();
    const endDay = new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'long', timeZone: 'Europe/Lisbon' }).format(new Date(campaign.end_date!));
    await expect(hero).toContainText(endDay);
    const timer = hero.getByRole('timer', { name: endsIn });
    await expect(timer).toBeVisible();
    // The countdown ticks every second once the page is live.
    const before = await timer.locator('time').getAttribute('datetime');
    await expect.poll(() => timer.locator('time').getAttribute('datetime'), { timeout: 5_000 }).not.toBe(before);

    // The first card is sold at its campaign price, and says so.
    const firstCard = page.getByRole('article').first();
    await expect(firstCard.getByText(campaignPrice)).toBeVisible();
  });
}
