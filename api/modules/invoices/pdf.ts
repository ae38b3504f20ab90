import PDFDocument from 'pdfkit';
import { COMPANY, vatIncluded, type Locale, type ShippingAddress } from '../../../contract';

/**
 * The invoice of a paid order as a PDF (A4, pdfkit's built-in Helvetica: WinAnsi covers Portuguese,
 * Spanish and French letters and €, so no font is fetched or shipped). Every price is VAT included at
 * the Portuguese standard rate; each line shows its VAT share the way the checkout computes the order's
 * (`vatIncluded`), and the totals repeat the order's own figures.
 */

/** The shop that issues the invoices (the marketplace operator); sellers are named per line group. */
export const SHOP_IDENTITY = {
  name: COMPANY.legalName,
  address: [COMPANY.street, `${COMPANY.postalCode} ${COMPANY.city}`, COMPANY.country],
  nif: COMPANY.nipc,
  email: COMPANY.email,
} as const;

export type InvoiceLine = { name: string; detail: string; seller: string; quantity: number; unitPrice: number; lineTotal: number };

export type InvoiceData = {
  locale: Locale;
  number: string;
  issuedAt: Date;
  orderNumber: string;
  customer: { name: string; email: string; nif: string | null; address: ShippingAddress };
  sellers: string[];
  lines: InvoiceLine[];
  subtotal: number;
  shipping: number;
  discount: number;
  storeCredit: number;
  vatIncluded: number;
  total: number;
};

type Labels = {
  invoice: string;
  number: string;
  date: string;
  order: string;
  billedTo: string;
  nif: string;
  soldBy: string;
  issuer: string;
  item: string;
  quantity: string;
  unitPrice: string;
  vat: string;
  lineTotal: string;
  subtotal: string;
  shipping: string;
  discount: string;
  storeCredit: string;
  total: string;
  vatNote: string;
};

const LABELS: Record<Locale, Labels> = {
  pt: {
    invoice: 'Fatura',
    number: 'N.º da fatura',
    date: 'Data',
    order: 'Encomenda',
    billedTo: 'Cliente',
    nif: 'NIF',
    soldBy: 'Vendido por',
    issuer: 'Emitida por',
    item: 'Artigo',
    quantity: 'Qtd.',
    unitPrice: 'Preço unit.',
    vat: 'IVA incl.',
    lineTotal: 'Total',
    subtotal: 'Subtotal',
    shipping: 'Envio',
    discount: 'Desconto',
    storeCredit: 'Saldo de conta',
    total: 'Total pago',
    vatNote: 'Preços com IVA incluído à taxa normal de 23 %. Valores em euros (EUR).',
  },
  en: {
    invoice: 'Invoice',
    number: 'Invoice no.',
    date: 'Date',
    order: 'Order',
    billedTo: 'Billed to',
    nif: 'Tax no. (NIF)',
    soldBy: 'Sold by',
    issuer: 'Issued by',
    item: 'Item',
    quantity: 'Qty',
    unitPrice: 'Unit price',
    vat: 'VAT incl.',
    lineTotal: 'Total',
    subtotal: 'Subtotal',
    shipping: 'Shipping',
    discount: 'Discount',
    storeCredit: 'Store credit',
    total: 'Total paid',
    vatNote: 'Prices include VAT at the Portuguese standard rate of 23%. Amounts in euros (EUR).',
  },
  es: {
    invoice: 'Factura',
    number: 'N.º de factura',
    date: 'Fecha',
    order: 'Pedido',
    billedTo: 'Cliente',
    nif: 'NIF',
    soldBy: 'Vendido por',
    issuer: 'Emitida por',
    item: 'Artículo',
    quantity: 'Cant.',
    unitPrice: 'Precio unit.',
    vat: 'IVA incl.',
    lineTotal: 'Total',
    subtotal: 'Subtotal',
    shipping: 'Envío',
    discount: 'Descuento',
    storeCredit: 'Saldo de la cuenta',
    total: 'Total pagado',
    vatNote: 'Precios con IVA incluido al tipo general portugués del 23 %. Importes en euros (EUR).',
  },
  fr: {
    invoice: 'Facture',
    number: 'N° de facture',
    date: 'Date',
    order: 'Commande',
    billedTo: 'Client',
    nif: 'N° fiscal (NIF)',
    soldBy: 'Vendu par',
    issuer: 'Émise par',
    item: 'Article',
    quantity: 'Qté',
    unitPrice: 'Prix unit.',
    vat: 'TVA incl.',
    lineTotal: 'Total',
    subtotal: 'Sous-total',
    shipping: 'Livraison',
    discount: 'Remise',
    storeCredit: 'Avoir',
    total: 'Total payé',
    vatNote: 'Prix TTC, TVA portugaise au taux normal de 23 %. Montants en euros (EUR).',
  },
};

const TAGS: Record<Locale, string> = { pt: 'pt-PT', en: 'en-GB', es: 'es-ES', fr: 'fr-FR' };

/** Renders the invoice; `compress: false` keeps the page's text readable in the file (tests read it). */
export function renderInvoice(data: InvoiceData, options: { compress?: boolean } = {}): Promise<Buffer> {
  const t = LABELS[data.locale];
  // Intl's narrow no-break spaces are outside WinAnsi: plain spaces keep the euro amounts in the built-in font.
  const money = (amount: number) => new Intl.NumberFormat(TAGS[data.locale], { style: 'currency', currency: 'EUR' }).format(amount).replace(/[\u202f\u00a0]/g, ' ');
  const day = new Intl.DateTimeFormat(TAGS[data.locale], { dateStyle: 'long', timeZone: 'Europe/Lisbon' }).format(data.issuedAt);
  const doc = new PDFDocument({ size: 'A4', margin: 48, compress: options.compress ?? true, info: { Title: `${t.invoice} ${data.number}`, Author: SHOP_IDENTITY.name } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;

  doc.font('Helvetica-Bold').fontSize(20).text(t.invoice, left, 48);
  doc.font('Helvetica').fontSize(9).fillColor('#444');
  doc.text(`${t.issuer}: ${SHOP_IDENTITY.name}`, left, 80);
  for (const line of SHOP_IDENTITY.address) doc.text(line);
  doc.text(`${t.nif}: ${SHOP_IDENTITY.nif} · ${SHOP_IDENTITY.email}`);

  const metaX = left + width / 2 + 40;
  doc.fillColor('#111').fontSize(10);
  doc.text(`${t.number}: ${data.number}`, metaX, 80);
  doc.text(`${t.date}: ${day}`, metaX);
  doc.text(`${t.order}: #${data.orderNumber}`, metaX);

  doc.moveDown(3);
  const customerTop = Math.max(doc.y, 150);
  doc.font('Helvetica-Bold').text(t.billedTo, left, customerTop);
  doc.font('Helvetica');
  doc.text(data.customer.name);
  if (data.customer.nif) doc.text(`${t.nif}: ${data.customer.nif}`);
  const address = data.customer.address;
  doc.text(address.street);
  doc.text(`${address.postal_code} ${address.city}`);
  doc.text(address.country === 'PT' ? 'Portugal' : address.country);
  doc.text(data.customer.email);

  doc.font('Helvetica-Bold').text(t.soldBy, metaX, customerTop);
  doc.font('Helvetica');
  for (const seller of data.sellers) doc.text(seller, metaX);

  // The lines' table: item, quantity, unit price, VAT share, total.
  const columns = [
    { label: t.item, x: left, w: width * 0.44, align: 'left' as const },
    { label: t.quantity, x: left + width * 0.44, w: width * 0.1, align: 'right' as const },
    { label: t.unitPrice, x: left + width * 0.54, w: width * 0.15, align: 'right' as const },
    { label: t.vat, x: left + width * 0.69, w: width * 0.15, align: 'right' as const },
    { label: t.lineTotal, x: left + width * 0.84, w: width * 0.16, align: 'right' as const },
  ];
  let y = Math.max(doc.y, customerTop + 90) + 20;
  doc.font('Helvetica-Bold').fontSize(9);
  for (const column of columns) doc.text(column.label, column.x, y, { width: column.w, align: column.align });
  y += 16;
  doc.moveTo(left, y - 4).lineTo(left + width, y - 4).strokeColor('#999').stroke();
  doc.font('Helvetica').fontSize(9);
  for (const line of data.lines) {
    if (y > doc.page.height - 200) {
      doc.addPage();
      y = doc.page.margins.top;
    }
    const description = `${line.name}${line.detail ? ` (${line.detail})` : ''} — ${line.seller}`;
    const cells = [description, String(line.quantity), money(line.unitPrice), money(vatIncluded(line.lineTotal)), money(line.lineTotal)];
    const height = doc.heightOfString(description, { width: columns[0]!.w - 6 });
    cells.forEach((cell, index) => doc.text(cell, columns[index]!.x, y, { width: columns[index]!.w - (index === 0 ? 6 : 0), align: columns[index]!.align }));
    y += Math.max(height, 12) + 6;
  }
  doc.moveTo(left, y).lineTo(left + width, y).strokeColor('#999').stroke();
  y += 10;

  const totals: [string, string, boolean][] = [
    [t.subtotal, money(data.subtotal), false],
    [t.shipping, money(data.shipping), false],
    ...(data.discount > 0 ? ([[t.discount, `-${money(data.discount)}`, false]] as [string, string, boolean][]) : []),
    ...(data.storeCredit > 0 ? ([[t.storeCredit, `-${money(data.storeCredit)}`, false]] as [string, string, boolean][]) : []),
    [t.total, money(data.total), true],
    [t.vat, money(data.vatIncluded), false],
  ];
  for (const [label, value, strong] of totals) {
    doc.font(strong ? 'Helvetica-Bold' : 'Helvetica').fontSize(strong ? 11 : 9);
    doc.text(label, left + width * 0.5, y, { width: width * 0.3, align: 'right' });
    doc.text(value, left + width * 0.8, y, { width: width * 0.2, align: 'right' });
    y += strong ? 18 : 14;
  }
  doc.font('Helvetica').fontSize(8).fillColor('#444').text(t.vatNote, left, y + 16, { width });
  doc.end();
  return finished;
}
