import { describe, expect, it } from 'vitest';
import { crawlerAnswerFor, crawlerBareResponse, crawlerUnavailableResponse } from './crawler';

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130 Safari/537.36';

describe('§2: crawler user agents never get the error page', () => {
  it('a crawler gets a bare 503 when the page could not be built (5xx)', () => {
    expect(crawlerAnswerFor(503, GOOGLEBOT)).toBe('unavailable');
    expect(crawlerAnswerFor(500, 'bingbot/2.0')).toBe('unavailable');
  });

  it('a crawler asking for a missing page gets a bare document with the 404', () => {
    expect(crawlerAnswerFor(404, GOOGLEBOT)).toBe('bare');
    const response = crawlerBareResponse('fr', 404, 'Page introuvable');
    expect(response.status).toBe(404);
    expect(response.headers['X-Robots-Tag']).toBe('noindex');
    expect(response.body).toContain('<html lang="fr-FR">');
    expect(response.body).toContain('<p>Page introuvable</p>');
    expect(response.body).not.toMatch(/<a |<script|<nav/);
  });

  it('people keep the error page, and pages that answer are not touched', () => {
    expect(crawlerAnswerFor(404, CHROME)).toBeNull();
    expect(crawlerAnswerFor(500, CHROME)).toBeNull();
    expect(crawlerAnswerFor(200, GOOGLEBOT)).toBeNull();
    expect(crawlerAnswerFor(301, GOOGLEBOT)).toBeNull();
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
