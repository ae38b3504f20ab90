import { describe, expect, it } from 'vitest';
import { COMPANY, LOCALES, RETURNS_ADDRESS, type Locale } from '../../contract';
import { returnMail, type ReturnMailInput } from './after-sales-templates';

/** The return e-mails in the four languages: the approval gives the instructions, each step the same amount. */

const base: ReturnMailInput = {
  locale: 'pt',
  name: 'Ana Silva',
  number: '3f2a9c1d',
  returnNumber: 'R-9B1C6A52',
  status: 'approved',
  amount: 13.99,
  delivery: 3.99,
  withdrawal: true,
  faulty: false,
  refundMethod: 'original',
};

/** Each language's wording of "the postage is yours" and "the postage is ours". */
const POSTAGE: Record<Locale, { yours: string; ours: string }> = {
  pt: { yours: 'ficam a seu cargo', ours: 'ficam por nossa conta' },
  en: { yours: 'You pay the postage', ours: 'is on us' },
  es: { yours: 'corren de tu cuenta', ours: 'corren de nuestra cuenta' },
  fr: { yours: 'sont à votre charge', ours: 'sont à notre charge' },
};
const AMOUNTS: Record<Locale, { total: string; delivery: string }> = {
  pt: { total: '13,99\u00a0€', delivery: '3,99\u00a0€' },
  en: { total: '€13.99', delivery: '€3.99' },
  es: { total: '13,99\u00a0€', delivery: '3,99\u00a0€' },
  fr: { total: '13,99\u00a0€', delivery: '3,99\u00a0€' },
};

describe('the return-approved e-mail', () => {
  for (const locale of LOCALES) {
    it(`${locale}: where to send the parcel, the return number to put in it, who pays the postage and what comes back`, () => {
      const mail = returnMail({ ...base, locale });
      expect(mail.text).toContain(RETURNS_ADDRESS);
      expect(mail.text).toContain('R-9B1C6A52');
      expect(mail.text).toContain(POSTAGE[locale].yours);
      expect(mail.text).not.toContain(POSTAGE[locale].ours);
      expect(mail.text).toContain(AMOUNTS[locale].total);
      expect(mail.text).toContain(AMOUNTS[locale].delivery);
      expect(mail.html).toContain('R-9B1C6A52');
      expect(mail.html).toContain('Parque Logístico da Azambuja');
    });

    it(`${locale}: a faulty item's postage is the shop's, with the address to write to first; no delivery line when none is given back`, () => {
      const mail = returnMail({ ...base, locale, withdrawal: false, faulty: true, amount: 10, delivery: 0 });
      expect(mail.text).toContain(POSTAGE[locale].ours);
      expect(mail.text).toContain(COMPANY.email);
      expect(mail.text).not.toContain(POSTAGE[locale].yours);
      expect(mail.text).not.toContain(AMOUNTS[locale].delivery);
    });
  }

  it('the other steps give no instructions: the request states the amount, the refund what went back', () => {
    const requested = returnMail({ ...base, status: 'requested' });
    expect(requested.text).not.toContain(RETURNS_ADDRESS);
    expect(requested.text).toContain('Valor a reembolsar: 13,99\u00a0€');
    expect(requested.text).toContain('Inclui 3,99\u00a0€ dos portes de entrega');
    const refunded = returnMail({ ...base, status: 'refunded', refunded: { credit: 4, money: 9.99 } });
    expect(refunded.text).toContain('Creditámos 4,00\u00a0€');
    expect(refunded.text).toContain('Reembolsámos 9,99\u00a0€');
    expect(refunded.text).toContain('Inclui 3,99\u00a0€');
  });
});
