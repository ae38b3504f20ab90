import { describe, expect, it } from 'vitest';
import { answersCrawlerUnavailable, crawlerUnavailableResponse } from './crawler';

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130 Safari/537.36';

describe('a crawler never receives the error page for a page that exists', () => {
  it('a crawler gets a bare 503 when the page could not be built (5xx)', () => {
    expect(answersCrawlerUnavailable(503, GOOGLEBOT)).toBe(true);
    expect(answersCrawlerUnavailable(500, 'bingbot/2.0')).toBe(true);
  });

  it('a 404 stays a 404 for crawlers, and people keep the error page', () => {
    expect(answersCrawlerUnavailable(404, GOOGLEBOT)).toBe(false);
    expect(answersCrawlerUnavailable(500, CHROME)).toBe(false);
    expect(answersCrawlerUnavailable(200, GOOGLEBOT)).toBe(false);
  });

  it('the 503 asks to retry later and cannot be indexed', () => {
    const response = crawlerUnavailableResponse('en', 'Temporarily unavailable');
    expect(response.status).toBe(503);
    expect(Number(response.headers['Retry-After'])).toBeGreaterThan(0);
    expect(response.headers['X-Robots-Tag']).toBe('noindex');
    expect(response.body).toContain('<html lang="en-US">');
    expect(response.body).not.toContain('Page not found');
  });
});
