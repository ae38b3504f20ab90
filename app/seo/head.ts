import { LANGUAGE_TAGS, LOCALES } from '../../contract';
import type { Locale } from '../../contract';
import { localizePath } from '../i18n/locale';
import { escapeHtml, jsonForScript } from './html';

/** What a page tells search engines and link previews about itself. */
export interface PageHead {
  /** The full title, brand included. */
  title: string;
  description: string;
  locale: Locale;
  /** The page's unprefixed path in each language (product slugs differ per language). */
  paths: Record<Locale, string>;
  /** e.g. http://localhost:3000 */
  origin: string;
  index: boolean;
  follow: boolean;
  siteName: string;
  ogType?: 'website' | 'product' | 'article';
  image?: string | null;
  jsonLd?: readonly object[];
}

/** The same path in every language. */
export function samePathEverywhere(path: string): Record<Locale, string> {
  return { pt: path, en: path, es: path, fr: path };
}

/** og:locale uses an underscore (pt_PT). */
function ogLocale(locale: Locale): string {
  return LANGUAGE_TAGS[locale].replace('-', '_');
}

/** The absolute URL of the page in a language. */
export function pageUrl(head: Pick<PageHead, 'origin' | 'paths'>, locale: Locale): string {
  return head.origin + localizePath(head.paths[locale], locale);
}

/**
 * Title, description, robots, canonical, hreflang alternates of the four languages plus x-default
 * (the unprefixed pt page), Open Graph and JSON-LD, as head markup. Pages that are not indexed keep
 * their canonical (to the plain page) but list no alternates.
 */
export function renderHead(head: PageHead, nonce: string): string {
  const canonical = pageUrl(head, head.locale);
  const tags: string[] = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
  ];
  if (!head.index || !head.follow) {
    tags.push(`<meta name="robots" content="${head.index ? 'index' : 'noindex'},${head.follow ? 'follow' : 'nofollow'}">`);
  }
  tags.push(`<link rel="canonical" href="${escapeHtml(canonical)}">`);
  if (head.index) {
    for (const locale of LOCALES) {
      tags.push(`<link rel="alternate" hreflang="${LANGUAGE_TAGS[locale]}" href="${escapeHtml(pageUrl(head, locale))}">`);
    }
    tags.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(pageUrl(head, 'pt'))}">`);
  }
  const og: [string, string][] = [
    ['og:type', head.ogType ?? 'website'],
    ['og:site_name', head.siteName],
    ['og:title', head.title],
    ['og:description', head.description],
    ['og:url', canonical],
    ['og:locale', ogLocale(head.locale)],
    ...LOCALES.filter((l) => l !== head.locale).map((l): [string, string] => ['og:locale:alternate', ogLocale(l)]),
  ];
  if (head.image) og.push(['og:image', head.image]);
  for (const [property, content] of og) tags.push(`<meta property="${property}" content="${escapeHtml(content)}">`);
  tags.push(`<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}">`);
  for (const data of head.jsonLd ?? []) {
    tags.push(`<script nonce="${escapeHtml(nonce)}" type="application/ld+json">${jsonForScript(data)}</script>`);
  }
  return tags.join('');
}
