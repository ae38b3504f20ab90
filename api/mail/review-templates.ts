import type { Locale } from '../../contract';
import type { RenderedMail } from './templates';
import { render } from './order-templates';

/** The invitation to review what a delivered parcel brought, in the order's language. */

type Texts = { subject: (number: string) => string; intro: string; ask: string; link: (product: string) => string };

const TEXTS: Record<Locale, Texts> = {
  pt: {
    subject: (number) => `Como correu a sua encomenda #${number}?`,
    intro: 'A sua encomenda foi entregue. Esperamos que goste do que comprou!',
    ask: 'A sua opinião ajuda outros clientes a escolher. Avalie os artigos de 1 a 5 estrelas e diga-nos o que achou:',
    link: (product) => `Avaliar ${product}`,
  },
  en: {
    subject: (number) => `How was your order #${number}?`,
    intro: 'Your order has been delivered. We hope you enjoy what you bought!',
    ask: 'Your opinion helps other shoppers choose. Rate the items from 1 to 5 stars and tell us what you think:',
    link: (product) => `Review ${product}`,
  },
  es: {
    subject: (number) => `¿Qué tal tu pedido n.º ${number}?`,
    intro: 'Tu pedido se ha entregado. ¡Esperamos que te guste lo que has comprado!',
    ask: 'Tu opinión ayuda a otros clientes a elegir. Valora los artículos de 1 a 5 estrellas y cuéntanos qué te parecen:',
    link: (product) => `Valorar ${product}`,
  },
  fr: {
    subject: (number) => `Votre commande n° ${number} vous plaît-elle ?`,
    intro: 'Votre commande a été livrée. Nous espérons que vos achats vous plaisent !',
    ask: 'Votre avis aide les autres clients à choisir. Notez les articles de 1 à 5 étoiles et dites-nous ce que vous en pensez :',
    link: (product) => `Donner mon avis sur ${product}`,
  },
};

export type ReviewInvitationInput = {
  locale: Locale;
  name: string;
  number: string;
  /** Each delivered product not reviewed yet, with the link that opens its review form. */
  products: { name: string; href: string }[];
};

export function reviewInvitationMail(input: ReviewInvitationInput): RenderedMail {
  const t = TEXTS[input.locale];
  const [first] = input.products;
  // Several products: each one's link in the list; the first also as the mail's button.
  const list = input.products.length > 1 ? input.products.map((product) => `${t.link(product.name)}: ${product.href}`) : [];
  return render(input.locale, t.subject(input.number), input.name, [t.intro, t.ask], list, first ? { label: t.link(first.name), href: first.href } : null);
}
