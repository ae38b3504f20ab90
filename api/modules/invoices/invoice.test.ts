import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, DATABASE_MODES, type TestApi } from '../../test-support';
import { takeOffers, type TestOffer } from '../cart/cart-test-kit';
import { account, customer, paidOrder, type Customer } from '../fulfilment/after-sales-test-kit';
import { FakeGateway } from '../orders/order-test-kit';

/**
 * GET /v1/account/orders/{uuid}/invoice: a real PDF of the signed-in customer's paid order. The text is
 * read back from the file itself (each content stream inflated, each TJ string decoded as WinAnsi, the
 * encoding of pdfkit's built-in Helvetica), so accents and € are checked as a reader would see them.
 */

const WIN_ANSI = new TextDecoder('windows-1252');

/** The text of every page, one string per text-showing operator, in drawing order. */
export function pdfText(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const texts: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    const bytes = Buffer.from(match[1]!, 'latin1');
    let content: string;
    try {
      content = inflateSync(bytes).toString('latin1');
    } catch {
      content = bytes.toString('latin1');
    }
    for (const operator of content.matchAll(/\[((?:<[0-9a-fA-F]*>\s*-?[\d.]*\s*)+)\]\s*TJ/g)) {
      const hex = [...operator[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((part) => part[1]).join('');
      texts.push(WIN_ANSI.decode(Buffer.from(hex, 'hex')));
    }
  }
  return texts;
}

for (const { mode, enabled } of DATABASE_MODES) {
  describe.runIf(enabled)(`the invoice PDF on ${mode}`, () => {
    let api: TestApi;
    let offers: TestOffer[];
    let next = 0;
    let ana: Customer;
    const gateway = new FakeGateway();
    const take = (count = 1) => offers.slice(next, (next += count));

    beforeAll(async () => {
      api = await createTestApi(mode, { products: 40, paymentGateway: gateway });
      offers = await takeOffers(api.database, 30, 0);
      ana = await customer(api.app);
    });
    afterAll(() => api?.close());

    it('a paid order answers a PDF attachment named after the order number, with the number, NIF, lines, VAT and total', async () => {
      const order = await paidOrder(api, gateway, take(2), ana, { nif: '123456789', quantity: 2 });
      const response = await account(api.app, ana).invoice(order.uuid);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      const number = order.uuid.slice(0, 8);
      expect(response.headers['content-disposition']).toBe(`attachment; filename="invoice-${number}.pdf"`);
      expect(response.headers['cache-control']).toBe('no-store');
      const pdf = response.rawPayload;
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf.subarray(-6).toString()).toContain('%%EOF');

      const text = pdfText(pdf).join('\n');
      const [row] = await api.database.query<{ total: number; vat_included: number; name: string }>(`select total::float8 as total, vat_included::float8 as vat_included, name from orders where uuid = $1`, [order.uuid]);
      const euros = (amount: number) => new Intl.NumberFormat('pt-PT', { style: 'currency', currency: 'EUR' }).format(amount).replace(/[\u202f\u00a0]/g, ' ');
      expect(text).toContain(`FT ${number.toUpperCase()}`);
      expect(text).toContain('NIF: 123456789');
      expect(text).toContain(row!.name);
      expect(text).toContain(euros(row!.total));
      expect(text).toContain(euros(row!.vat_included));
      expect(text).toContain('Rua Augusta 100');
      expect(text).toContain('Outlet Marketplace, Lda.');
      // The built-in font's encoding carries the Portuguese letters and the euro sign.
      expect(text).toContain('N.º da fatura');
      expect(text).toContain('Preços com IVA incluído à taxa normal de 23 %');
      expect(text).toContain('€');
      const lines = await api.database.query<{ name: string; line_total: number }>(
        `select l.details->>'name' as name, l.line_total::float8 as line_total from order_lines l join orders o on o.id = l.order_id where o.uuid = $1`,
        [order.uuid],
      );
      expect(lines).toHaveLength(2);
      for (const line of lines) {
        expect(text).toContain(line.name.slice(0, 20));
        expect(text).toContain(euros(line.line_total));
        // VAT included per line: the 23 % share of the line's total, as the checkout computes it.
        expect(text).toContain(euros(Math.round((line.line_total - line.line_total / 1.23) * 100) / 100));
      }
    });

    it("is written in the order's language; without a NIF it names none", async () => {
      const order = await paidOrder(api, gateway, take(), ana, { locale: 'fr' });
      const text = pdfText((await account(api.app, ana).invoice(order.uuid)).rawPayload).join('\n');
      expect(text).toContain('Facture');
      expect(text).toContain('Émise par');
      expect(text).not.toContain('NIF: ');
      expect(text).not.toMatch(/^N° fiscal \(NIF\): \d+$/m);
    });

    it('another customer, an unpaid order, a made-up or malformed id → 404; a guest → 401', async () => {
      const order = await paidOrder(api, gateway, take(), ana);
      const other = await customer(api.app);
      const notFound = await account(api.app, other).invoice(order.uuid);
      expect(notFound.statusCode).toBe(404);
      expect(notFound.json()).toEqual({ message: 'The order could not be found.' });
      const unpaid = await paidOrder(api, gateway, take(), ana, { pay: false });
      expect((await account(api.app, ana).invoice(unpaid.uuid)).statusCode).toBe(404);
      expect((await account(api.app, ana).invoice('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
      expect((await account(api.app, ana).invoice('not-a-uuid')).statusCode).toBe(404);
      const guest = await account(api.app, null).invoice(order.uuid);
      expect(guest.statusCode).toBe(401);
      expect(guest.json()).toEqual({ message: 'Unauthenticated.' });
    });
  });
}
