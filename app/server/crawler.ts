import { LANGUAGE_TAGS } from '../../contract';
import type { Locale } from '../../contract';
import { isCrawler } from '../i18n/locale';
import { escapeHtml } from '../seo/html';

/** Seconds a crawler is asked to wait before retrying a page that could not be built. */
export const CRAWLER_RETRY_AFTER_SECONDS = 120;

/**
 * §2: a crawler never receives the error page for a page that exists. A 5xx (the API failed or timed
 * out, a render failed) says nothing about whether the page exists, so crawlers get a bare 503 with
 * Retry-After and no indexable content instead; a 404 stays a 404 (the page does not exist).
 * People keep the full error page with its status.
 */
export function answersCrawlerUnavailable(status: number, userAgent: string | null | undefined): boolean {
  return status >= 500 && isCrawler(userAgent);
}

export function crawlerUnavailableResponse(locale: Locale, message: string): { status: 503; headers: Record<string, string>; body: string } {
  return {
    status: 503,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Retry-After': String(CRAWLER_RETRY_AFTER_SECONDS),
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex',
    },
    body: `<!doctype html><html lang="${LANGUAGE_TAGS[locale]}"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>503</title></head><body><p>${escapeHtml(message)}</p></body></html>`,
  };
}
