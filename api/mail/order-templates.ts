import { formatMultibancoReference, type Locale } from '../../contract';
import { escapeHtml, layout, type RenderedMail } from './templates';

/**
 * The order e-mails in the four languages: the confirmation of a paid order, the Multibanco reference
 * to pay, and the refund of a payment the shop could not honour. pt is the default.
 */

export type OrderMailLine = { name: string; quantity: number; lineTotal: number };
export type OrderMailShipment = { seller: string; estimate: string };

type Texts = {
  confirmation: { subject: (number: string) => string; intro: string; shipments: string; days: string; total: string; view: string };
  reference: { subject: (number: string) => string; intro: string; entity: string; reference: string; amount: string; until: string; how: string };
  refund: { subject: (number: string) => string; intro: string; duplicate: string; outro: string };
  greeting: (name: string) => string;
  signature: string;
};

const TEXTS: Record<Locale, Texts> = {
  pt: {
    confirmation: {
      subject: (number) => `Encomenda #${number} confirmada`,
      intro: 'Recebemos o seu pagamento. A sua encomenda foi confirmada.',
      shipments: 'Cada vendedor envia a sua parte em separado:',
      days: 'dias úteis',
      total: 'Total',
      view: 'Ver a encomenda',
    },
    reference: {
      subject: (number) => `Referência Multibanco da encomenda #${number}`,
      intro: 'Pague a sua encomenda num multibanco ou no seu banco online com estes dados:',
      entity: 'Entidade',
      reference: 'Referência',
      amount: 'Montante',
      until: 'Pague até',
      how: 'Escolha "Pagamentos de serviços" (ou "Pagamentos e outros serviços") e introduza a entidade, a referência e o montante.',
    },
    refund: {
      subject: (number) => `Reembolso da encomenda #${number}`,
      intro: 'O seu pagamento chegou depois de a encomenda expirar e já não temos os artigos em stock.',
      duplicate: 'Recebemos um segundo pagamento de uma encomenda que já estava paga.',
      outro: 'Devolvemos a totalidade do valor pago pelo mesmo meio de pagamento. Lamentamos o incómodo.',
    },
    greeting: (name) => `Olá ${name},`,
    signature: 'A equipa da loja',
  },
  en: {
    confirmation: {
      subject: (number) => `Order #${number} confirmed`,
      intro: 'We received your payment. Your order is confirmed.',
      shipments: 'Each seller ships its part separately:',
      days: 'working days',
      total: 'Total',
      view: 'View the order',
    },
    reference: {
      subject: (number) => `Multibanco reference for order #${number}`,
      intro: 'Pay your order at a Multibanco ATM or in your online banking with these details:',
      entity: 'Entity',
      reference: 'Reference',
      amount: 'Amount',
      until: 'Pay by',
      how: 'Choose "Payments of services" and enter the entity, the reference and the amount.',
    },
    refund: {
      subject: (number) => `Refund of order #${number}`,
      intro: 'Your payment arrived after the order had expired, and the items are no longer in stock.',
      duplicate: 'We received a second payment for an order that was already paid.',
      outro: 'We are refunding the full amount to the same payment method. We are sorry for the inconvenience.',
    },
    greeting: (name) => `Hello ${name},`,
    signature: 'The shop team',
  },
  es: {
    confirmation: {
      subject: (number) => `Pedido #${number} confirmado`,
      intro: 'Hemos recibido tu pago. Tu pedido está confirmado.',
      shipments: 'Cada vendedor envía su parte por separado:',
      days: 'días laborables',
      total: 'Total',
      view: 'Ver el pedido',
    },
    reference: {
      subject: (number) => `Referencia Multibanco del pedido #${number}`,
      intro: 'Paga tu pedido en un cajero Multibanco o en tu banca online con estos datos:',
      entity: 'Entidad',
      reference: 'Referencia',
      amount: 'Importe',
      until: 'Paga antes de',
      how: 'Elige "Pagos de servicios" e introduce la entidad, la referencia y el importe.',
    },
    refund: {
      subject: (number) => `Reembolso del pedido #${number}`,
      intro: 'Tu pago llegó después de que el pedido caducara y ya no tenemos los artículos en stock.',
      duplicate: 'Hemos recibido un segundo pago de un pedido que ya estaba pagado.',
      outro: 'Te devolvemos el importe íntegro por el mismo medio de pago. Sentimos las molestias.',
    },
    greeting: (name) => `Hola ${name}:`,
    signature: 'El equipo de la tienda',
  },
  fr: {
    confirmation: {
      subject: (number) => `Commande n° ${number} confirmée`,
      intro: 'Nous avons bien reçu votre paiement. Votre commande est confirmée.',
      shipments: 'Chaque vendeur expédie sa partie séparément :',
      days: 'jours ouvrés',
      total: 'Total',
      view: 'Voir la commande',
    },
    reference: {
      subject: (number) => `Référence Multibanco de la commande n° ${number}`,
      intro: 'Payez votre commande à un distributeur Multibanco ou dans votre banque en ligne avec ces informations :',
      entity: 'Entité',
      reference: 'Référence',
      amount: 'Montant',
      until: 'À payer avant le',
      how: 'Choisissez « Paiement de services » et saisissez l’entité, la référence et le montant.',
    },
    refund: {
      subject: (number) => `Remboursement de la commande n° ${number}`,
      intro: 'Votre paiement est arrivé après l’expiration de la commande et les articles ne sont plus en stock.',
      duplicate: 'Nous avons reçu un second paiement pour une commande déjà payée.',
      outro: 'Nous vous remboursons l’intégralité du montant sur le même moyen de paiement. Veuillez nous excuser.',
    },
    greeting: (name) => `Bonjour ${name},`,
    signature: "L'équipe de la boutique",
  },
};

export const TAGS: Record<Locale, string> = { pt: 'pt-PT', en: 'en-GB', es: 'es-ES', fr: 'fr-FR' };
export const euros = (locale: Locale, amount: number) => new Intl.NumberFormat(TAGS[locale], { style: 'currency', currency: 'EUR' }).format(amount);
const dateTime = (locale: Locale, iso: string) =>
  new Intl.DateTimeFormat(TAGS[locale], { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Lisbon' }).format(new Date(iso));

export function render(locale: Locale, subject: string, name: string, paragraphs: string[], list: string[], link: { label: string; href: string } | null): RenderedMail {
  const t = TEXTS[locale];
  const text = [t.greeting(name), '', ...paragraphs.flatMap((p) => [p, '']), ...list, ...(list.length ? [''] : []), ...(link ? [`${link.label}: ${link.href}`, ''] : []), t.signature].join('\n');
  const html = layout(
    locale,
    subject,
    [
      `<p>${escapeHtml(t.greeting(name))}</p>`,
      ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
      list.length ? `<ul>${list.map((entry) => `<li>${escapeHtml(entry)}</li>`).join('')}</ul>` : '',
      link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : '',
      `<p>${escapeHtml(t.signature)}</p>`,
    ].join(''),
  );
  return { subject, text, html };
}

export function orderConfirmationMail(input: {
  locale: Locale;
  name: string;
  number: string;
  total: number;
  lines: OrderMailLine[];
  shipments: OrderMailShipment[];
  link: string;
}): RenderedMail {
  const t = TEXTS[input.locale].confirmation;
  return render(
    input.locale,
    t.subject(input.number),
    input.name,
    [t.intro, ...(input.shipments.length > 1 ? [t.shipments] : [])],
    [
      ...input.lines.map((line) => `${line.quantity} × ${line.name} — ${euros(input.locale, line.lineTotal)}`),
      ...input.shipments.map((shipment) => `${shipment.seller}: ${shipment.estimate} ${t.days}`),
      `${t.total}: ${euros(input.locale, input.total)}`,
    ],
    { label: t.view, href: input.link },
  );
}

export function multibancoReferenceMail(input: {
  locale: Locale;
  name: string;
  number: string;
  entity: string;
  reference: string;
  amount: number;
  expiresAt: string;
}): RenderedMail {
  const t = TEXTS[input.locale].reference;
  return render(
    input.locale,
    t.subject(input.number),
    input.name,
    [t.intro],
    [
      `${t.entity}: ${input.entity}`,
      `${t.reference}: ${formatMultibancoReference(input.reference)}`,
      `${t.amount}: ${euros(input.locale, input.amount)}`,
      `${t.until}: ${dateTime(input.locale, input.expiresAt)}`,
      t.how,
    ],
    null,
  );
}

export function refundMail(input: { locale: Locale; name: string; number: string; amount: number; reason: 'paid_after_expiry' | 'duplicate_payment' }): RenderedMail {
  const t = TEXTS[input.locale].refund;
  const why = input.reason === 'duplicate_payment' ? t.duplicate : t.intro;
  return render(input.locale, t.subject(input.number), input.name, [why, `${euros(input.locale, input.amount)} — ${t.outro}`], [], null);
}
