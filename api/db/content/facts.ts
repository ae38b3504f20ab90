import {
  ASSISTANT_TRANSCRIPT_DAYS,
  COMPANY,
  COMPANY_ADDRESS,
  COMPLAINTS_BOOK_URL,
  DATA_PROTECTION_AUTHORITY,
  DISPUTE_RESOLUTION,
  FREE_SHIPPING_THRESHOLD_EUR,
  LEGAL_GUARANTEE_YEARS,
  REFUND_DEADLINE_DAYS,
  RETURN_WINDOW_DAYS,
  RETURNS_ADDRESS,
  type ContentLink,
  type Locale,
} from '../../../contract';

/**
 * The product's own rules, as the pages state them: the contract's constants where they exist, the
 * defaults of the API's configuration (`api/config.ts`) and the seeded delivery methods (`api/db/seed.ts`)
 * otherwise. A page never states a number that is not one of these.
 */
export const FACTS = {
  returnDays: RETURN_WINDOW_DAYS,
  /** The most days a withdrawal's refund takes after the request. */
  refundDays: REFUND_DEADLINE_DAYS,
  /** The legal guarantee of conformity, in years from delivery. */
  guaranteeYears: LEGAL_GUARANTEE_YEARS,
  /**
   * Who pays the parcel that sends a withdrawal's items back: the shopper. The product refunds the price of
   * the items returned, and the standard delivery of a parcel whose items are all withdrawn — no fee taken
   * off, the postage of sending back not added (api/modules/returns) — and issues no prepaid label, so the parcel goes at the shopper's cost, the EU default (Directive 2011/83/EU art. 14(1),
   * Decreto-Lei 24/2014 art. 13), which the shop must state before the sale. A damaged, faulty or wrong item
   * is the legal guarantee's and travels at the shop's cost. One rule for every seller: every return goes
   * through the shop, and a seller has no return terms of its own. Each language words the rule in a record
   * keyed by this value, so changing it fails the typecheck until the pages say the new rule.
   */
  returnPostage: 'customer',
  /** Where a return's parcel is sent (contract/company.ts); the return-approved e-mail gives it. */
  returnsAddress: RETURNS_ADDRESS,
  freeShipping: FREE_SHIPPING_THRESHOLD_EUR,
  /** PAYMENT_MBWAY_WINDOW_SECONDS' default, in minutes. */
  mbwayMinutes: 4,
  /** PAYMENT_MULTIBANCO_VALIDITY_HOURS' default. */
  multibancoHours: 72,
  standardPrice: 3.99,
  expressPrice: 6.99,
  officialDays: '2–4',
  marketplaceDays: '3–6',
  expressDays: '1–2',
  pickupDays: '1–3',
  /** AMBASSADOR_FRIEND_DISCOUNT_PERCENT, AMBASSADOR_COMMISSION_PERCENT, AFFILIATE_COMMISSION_PERCENT defaults. */
  friendDiscount: 10,
  ambassadorCommission: 5,
  affiliateCommission: 8,
  /** AFFILIATE_PAYOUT_THRESHOLD's default, in euros. */
  affiliatePayout: 50,
  resetLinkMinutes: 60,
  contactConfirmDays: 7,
  chatTranscriptDays: ASSISTANT_TRANSCRIPT_DAYS,
  /** Portuguese tax law keeps invoicing records ten years (api/README: account deletion). */
  invoiceYears: 10,
  /** The newsletter confirmation link's life (api/modules/auth/newsletter.ts). */
  newsletterLinkDays: 7,
  localeCookieDays: 365,
  trackingCookieDays: 30,
  guestSessionHours: 2,
  rememberDays: 30,
  vat: 23,
} as const;

/** One language's wording of the return-postage rule: what a withdrawal's parcel costs, and a faulty item's. */
export type ReturnPostageText = Record<typeof FACTS.returnPostage, { cost: string; faulty: string }>;

/** A price as the locale writes it: 19,90 € (pt, es, fr) or €19.90 (en). */
export function euros(amount: number, locale: Locale): string {
  const fixed = amount.toFixed(2);
  return locale === 'en' ? `€${fixed}` : `${fixed.replace('.', ',')} €`;
}

export const COMPANY_FACTS = {
  ...COMPANY,
  address: COMPANY_ADDRESS,
  /** The share capital as written in running text; the no-break spaces keep '50 000 €' on one line. */
  capital: (locale: Locale) => euros(COMPANY.shareCapitalEur, locale).replace(/[.,]00/, '').replace(/(\d)(\d{3})\b/, locale === 'en' ? '$1,$2' : '$1\u00a0$2').replace(' €', '\u00a0€'),
  complaintsBook: COMPLAINTS_BOOK_URL,
  disputes: DISPUTE_RESOLUTION,
  authority: DATA_PROTECTION_AUTHORITY,
};

/** The site paths pages link to (unprefixed; the storefront adds the locale). */
export const PAGE_PATHS = {
  faq: '/faq',
  about: '/about',
  contact: '/contact',
  terms: '/legal-information/terms-of-service',
  privacy: '/legal-information/privacy-policy',
  cookies: '/legal-information/cookie-policy',
  shipping: '/legal-information/shipping-policy',
  returns: '/legal-information/returns-policy',
  ambassador: '/legal-information/ambassador-terms',
  orders: '/account/orders',
  support: '/account/support',
  profile: '/account/profile',
  preferences: '/account/preferences',
  ambassadorAccount: '/account/ambassador',
  credits: '/account/credits',
} as const;

export const mailto = (address: string): string => `mailto:${address}`;
export const tel = (phone: string): string => `tel:${phone.replaceAll(' ', '')}`;

/** The dispute-resolution links, the same in every language (the entities' own names). */
export const DISPUTE_LINKS: ContentLink[] = [
  ...DISPUTE_RESOLUTION.entities.map((entity) => ({ label: entity.name, href: entity.url })),
  { label: 'Portal do Consumidor', href: DISPUTE_RESOLUTION.listUrl },
];
