import { describe, expect, it } from 'vitest';
import { applyConsentChoice } from './consentChoice';
import type { ConsentEnvironment } from './consentChoice';

function page(existingScripts: string[] = []) {
  const cookies: string[] = [];
  const commands: unknown[][] = [];
  const entries: object[] = [];
  const scripts = [...existingScripts];
  const env: ConsentEnvironment = {
    writeCookie: (cookie) => cookies.push(cookie),
    gtag: (...command) => commands.push(command),
    dataLayer: { push: (entry) => entries.push(entry) },
    hasScript: (src) => scripts.includes(src),
    addScript: (src) => scripts.push(src),
    secure: true,
  };
  return { env, cookies, commands, entries, scripts };
}

const tags = { gtmId: 'GTM-TEST1', gtagId: null };
const GTM = 'https://www.googletagmanager.com/gtm.js?id=GTM-TEST1';

describe('a choice made in the banner', () => {
  it('accept all: kept six months in cookie_consent, told to the tags as an update, the tag manager loaded once', () => {
    const browser = page();
    applyConsentChoice({ analytics: true, marketing: true }, tags, browser.env);
    applyConsentChoice({ analytics: true, marketing: true }, tags, browser.env);
    expect(browser.cookies[0]).toBe('cookie_consent=analytics.marketing; Max-Age=15724800; Path=/; SameSite=Lax; Secure');
    expect(browser.commands[0]).toEqual(['consent', 'update', { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted' }]);
    expect(browser.entries).toEqual([{ 'gtm.start': expect.any(Number), event: 'gtm.js' }]);
    expect(browser.scripts).toEqual([GTM]);
  });

  it('reject all: kept, told as denied, and nothing loads', () => {
    const browser = page();
    applyConsentChoice({ analytics: false, marketing: false }, tags, browser.env);
    expect(browser.cookies[0]).toMatch(/^cookie_consent=none;/);
    expect(browser.commands).toEqual([['consent', 'update', { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' }]]);
    expect(browser.scripts).toEqual([]);
  });

  it('analytics only, with a Google tag configured: both scripts load, the Google tag configured', () => {
    const browser = page();
    applyConsentChoice({ analytics: true, marketing: false }, { gtmId: 'GTM-TEST1', gtagId: 'G-TEST2' }, browser.env);
    expect(browser.commands.slice(1)).toEqual([['js', expect.any(Date)], ['config', 'G-TEST2']]);
    expect(browser.scripts).toEqual([GTM, 'https://www.googletagmanager.com/gtag/js?id=G-TEST2']);
  });

  it('a page whose server already loaded the tag manager gets only the update', () => {
    const browser = page([GTM]);
    applyConsentChoice({ analytics: false, marketing: true }, tags, browser.env);
    expect(browser.entries).toEqual([]);
    expect(browser.scripts).toEqual([GTM]);
  });
});
