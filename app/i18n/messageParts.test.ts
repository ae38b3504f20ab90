import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../contract';
import en from '../../locales/en.json';
import es from '../../locales/es.json';
import fr from '../../locales/fr.json';
import pt from '../../locales/pt.json';
import { loadMessagePart } from './i18n';
import { catalogueKeys, FALLBACK_LOCALES, MESSAGE_PARTS, messagePartOf, pickMessagePart, withFallbacks, type Messages } from './messageParts';
import { messagePartsPlugin } from './messagePartsPlugin';
import { createTranslator } from './translate';

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

describe('fallback locales (§4 messages loaded with fallback locales, §9 pt the fallback)', () => {
  const ptCatalogue = { cart: { title: 'Carrinho', items_one: '{{count}} artigo', items_other: '{{count}} artigos', coupon: 'Cupão' }, only: { pt: 'Só em português' } };
  const enCatalogue = { cart: { title: 'Cart', items_one: '{{count}} item', items_other: '{{count}} items', coupon: 'Coupon' } };

  it('a key Spanish lacks comes from English, then from Portuguese; its own texts stay', () => {
    const esCatalogue = { cart: { title: 'Cesta' } };
    const merged = withFallbacks(esCatalogue, [enCatalogue, ptCatalogue]);
    const t = createTranslator('es-ES', merged).t;
    expect(t('cart.title')).toBe('Cesta');
    expect(t('cart.coupon')).toBe('Coupon');
    expect(t('only.pt')).toBe('Só em português');
  });

  it('a plural key comes whole from one language, never mixing forms', () => {
    const frCatalogue = { cart: { items_other: '{{count}} articles' } };
    const t = createTranslator('fr-FR', withFallbacks(frCatalogue, [enCatalogue, ptCatalogue])).t;
    expect(t('cart.items', { count: 1 })).toBe('1 articles');
    expect(t('cart.items', { count: 3 })).toBe('3 articles');
    const none = createTranslator('fr-FR', withFallbacks({}, [enCatalogue, ptCatalogue])).t;
    expect(none('cart.items', { count: 1 })).toBe('1 item');
  });

  it('the chain ends with pt for every language, and pt has none', () => {
    expect(FALLBACK_LOCALES).toEqual({ pt: [], en: ['pt'], es: ['en', 'pt'], fr: ['en', 'pt'] });
  });

  it('the build fills a part from the fallbacks: a key missing in es.json is served in English', async () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'catalogues-')), 'locales');
    mkdirSync(dir);
    writeFileSync(path.join(dir, 'pt.json'), JSON.stringify(ptCatalogue));
    writeFileSync(path.join(dir, 'en.json'), JSON.stringify(enCatalogue));
    writeFileSync(path.join(dir, 'es.json'), JSON.stringify({ cart: { title: 'Cesta' } }));
    const load = messagePartsPlugin().load as (this: { addWatchFile: (file: string) => void }, id: string) => string;
    const module = load.call({ addWatchFile: () => {} }, path.join(dir, 'es.storefront.messages.js'));
    const messages = JSON.parse(JSON.parse(/JSON\.parse\((.*)\);$/.exec(module)![1]!) as string) as Messages;
    expect(messages).toEqual({ cart: { title: 'Cesta', coupon: 'Coupon', items_one: '{{count}} item', items_other: '{{count}} items' }, only: { pt: 'Só em português' } });
  });
});
