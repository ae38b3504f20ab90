import { LANGUAGE_TAGS } from '../../contract';
import type { Locale } from '../../contract';
import { isCrawler } from '../i18n/locale';
import { escapeHtml } from '../seo/html';

/** Seconds a crawler is asked to wait before retrying a page that could not be built. */
export const CRAWLER_RETRY_AFTER_SECONDS = 120;

/**
 * §2: crawler user agents never get the error page (the crawler list is `isCrawler`, app/i18n/locale.ts).
 * - A 5xx (the API failed or timed out, a render failed) says nothing about whether the page exists: a bare
 *   503 with Retry-After, so the failure is retried, never indexed.
 * - Any other error status (a missing page, failed params: 404) is that status with a bare document: no shell,
 *   menus, suggestion cards or links to follow — nothing of the error page.
 * People keep the full error page with its status.
 */
export type CrawlerAnswer = 'unavailable' | 'bare';

export function crawlerAnswerFor(status: number, userAgent: string | null | undefined): CrawlerAnswer | null {
  if (status < 400 || !isCrawler(userAgent)) return null;
  return status >= 500 ? 'unavailable' : 'bare';
}

export interface BareResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

function bareDocument(locale: Locale, status: number, message: string): string {
  return `<!doctype html><html lang="${LANGUAGE_TAGS[locale]}"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>${status}</title></head><body><p>${escapeHtml(message)}</p></body></html>`;
}

export function crawlerUnavailableResponse(locale: Locale, message: string): BareResponse {
  return {
    status: 503,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Retry-After': String(CRAWLER_RETRY_AFTER_SECONDS),
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex',
    },
    body: bareDocument(locale, 503, message),
  };
}

/** A crawler's answer for a page that does not exist (404) or another 4xx: the status and one sentence. */
export function crawlerBareResponse(locale: Locale, status: number, message: string): BareResponse {
  return {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' },
    body: bareDocument(locale, status, message),
  };
}
