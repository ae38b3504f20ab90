import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../contract';
import en from '../../locales/en.json';
import es from '../../locales/es.json';
import fr from '../../locales/fr.json';
import pt from '../../locales/pt.json';
import { loadMessagePart } from './i18n';
import { catalogueKeys, MESSAGE_PARTS, messagePartOf, pickMessagePart } from './messageParts';

const catalogues = { pt, en, es, fr } as Record<(typeof LOCALES)[number], Record<string, unknown>>;

describe('the catalogue in parts (app/i18n/messageParts.ts)', () => {
  it.each(LOCALES)('%s: the parts together hold every key of the catalogue once, with its text', (locale) => {
    const catalogue = catalogues[locale];
    const fromParts = MESSAGE_PARTS.flatMap((part) => catalogueKeys(pickMessagePart(catalogue, part)).map((key) => `${part}:${key}`));
    expect(fromParts.map((entry) => entry.slice(entry.indexOf(':') + 1)).sort()).toEqual(catalogueKeys(catalogue).sort());
    expect(pickMessagePart(catalogue, 'account')).toMatchObject({ account: catalogue.account, support: catalogue.support });
  });

  it('keeps the storefront part to the storefront: the account, the purchase and the dialogs and drawers are parts of their own', () => {
    expect(messagePartOf('account.title')).toBe('account');
    expect(messagePartOf('checkoutPages.guard.title')).toBe('purchase');
    expect(messagePartOf('auth.login.title')).toBe('overlays');
    expect(messagePartOf('discountsDrawer.title')).toBe('overlays');
    // The header's greeting, the auth notices' toasts and the order toast show on any page.
    expect(messagePartOf('auth.account.signedIn')).toBe('storefront');
    expect(messagePartOf('auth.notices.loggedOut.title')).toBe('storefront');
    expect(messagePartOf('checkout.orderCompleted.title')).toBe('storefront');
    expect(messagePartOf('nav.cart')).toBe('storefront');
    // The chat's launcher is on every page; its window's texts come with its code.
    expect(messagePartOf('assistant.launcher')).toBe('storefront');
    expect(messagePartOf('assistant.starters.tracking')).toBe('assistant');
  });

  it('the build cuts each language into those parts (what the browser and the server load)', async () => {
    const storefront = await loadMessagePart('fr', 'storefront');
    expect(Object.keys(storefront)).not.toContain('account');
    expect(catalogueKeys(storefront).sort()).toEqual(catalogueKeys(pickMessagePart(fr, 'storefront')).sort());
    expect(await loadMessagePart('en', 'purchase')).toEqual(pickMessagePart(en, 'purchase'));
  });
});
