/** The programmes' constants and link rules, zod-free: the storefront's first load may use them. */

/** The UTM tags of the two programmes' links; the campaign is the member's code in lower case (UTM values are). */
export const AMBASSADOR_UTM = { utm_source: 'ambassador', utm_medium: 'referral' } as const;
export const AFFILIATE_UTM = { utm_source: 'affiliate', utm_medium: 'affiliate' } as const;

/** The content page holding the programme's terms (`/legal-information/{slug}`). */
export const AMBASSADOR_TERMS_SLUG = 'ambassador-terms';

export const PROGRAMME_API_PATHS = {
  ambassador: '/v1/account/ambassador',
  affiliateDashboard: '/v1/affiliate/dashboard',
  affiliateCommissionsCsv: '/v1/affiliate/commissions.csv',
  adminAffiliate: (userUuid: string) => `/v1/admin/customers/${userUuid}/affiliate`,
  adminPayouts: (userUuid: string) => `/v1/admin/affiliates/${userUuid}/payouts`,
  adminMature: '/v1/admin/programmes/mature',
  adminReleaseOrder: (orderUuid: string) => `/v1/admin/programmes/orders/${orderUuid}/release`,
} as const;

/** A share or affiliate link: `{url}?utm_source=…&utm_medium=…&utm_campaign={code}` (other query params kept). */
export function trackedLink(url: string, tags: { utm_source: string; utm_medium: string }, code: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('utm_source', tags.utm_source);
  parsed.searchParams.set('utm_medium', tags.utm_medium);
  parsed.searchParams.set('utm_campaign', code.toLowerCase());
  return parsed.toString();
}

/** An e-mail as a person is recognised by: case and `+tags` ignored (`Ana+x@Mail.pt` is `ana@mail.pt`). */
export function canonicalEmail(email: string): string {
  const [local = '', domain = ''] = email.trim().toLowerCase().split('@');
  return `${local.split('+')[0]}@${domain}`;
}
