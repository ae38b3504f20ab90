import { describe, expect, it } from 'vitest';
import { LOCALES, returnNumberOf, type OrderReturn } from '../../contract';
import { createI18n, loadMessages } from '../i18n/i18n';
import { buildReturnStatusLabels, returnItems } from './returnLabels';

const entry: OrderReturn = {
  return_uuid: '9b1c6a52-8d3e-4b7a-9c1e-000000000001',
  order_uuid: '3f2a9c1d-0000-4000-8000-000000000001',
  status: 'requested',
  refund_method: 'original',
  amount: 13.99,
  delivery: 3.99,
  note: null,
  lines: [{ offer_id: 11, name: 'Camisa de linho', image: null, quantity: 2, unit_price: 5, reason: 'changed_mind' }],
  created_at: '2026-11-30T10:00:00.000Z',
  approved_at: null,
  received_at: null,
  refunded_at: null,
  rejected_at: null,
};

describe('a return on the order page', () => {
  it.each(LOCALES)('%s: the delivery given back is its own line, and the summary’s amount is the refund’s', async (locale) => {
    const { t } = createI18n(locale, await loadMessages(locale));
    const items = returnItems(t, entry);
    expect(items).toHaveLength(2);
    expect(items[1]).toContain(locale === 'en' ? '€3.99' : '3,99');
    expect(items[1]).not.toContain('returns.status');
    expect(buildReturnStatusLabels(t, 'pt-PT', entry).summary).toContain(locale === 'en' ? '€13.99' : '13,99');
  });

  it.each(LOCALES)('%s: the card says the return number the e-mail asks the shopper to write on the parcel', async (locale) => {
    const { t } = createI18n(locale, await loadMessages(locale));
    const number = buildReturnStatusLabels(t, 'pt-PT', entry).number;
    expect(number).toContain(returnNumberOf(entry.return_uuid));
    expect(number).toContain('R-9B1C6A52');
    expect(number).not.toContain('returns.status');
  });

  it('a return that gives back no delivery lists its lines only', async () => {
    const { t } = createI18n('pt', await loadMessages('pt'));
    expect(returnItems(t, { ...entry, amount: 10, delivery: 0 })).toEqual(['2 × Camisa de linho — Mudei de ideias']);
  });
});
