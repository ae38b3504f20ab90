import { COMPANY, RETURN_WINDOW_DAYS, type Locale, type RefundMethod } from '../../contract';
import { FACTS } from '../db/content/facts';
import type { RenderedMail } from './templates';
import { euros, render, TAGS } from './order-templates';

/**
 * After-sales e-mails in the four languages: a shipment prepared, shipped (carrier and tracking number)
 * and delivered (the return window), and each step of a return request.
 */

type Texts = {
  shipment: {
    subject: (number: string) => string;
    preparing: (seller: string) => string;
    shipped: (seller: string) => string;
    carrier: string;
    tracking: string;
    delivered: (seller: string) => string;
    window: (days: number, until: string) => string;
  };
  returns: {
    subject: (number: string) => string;
    requested: string;
    approved: string;
    received: string;
    refundedOriginal: (amount: string) => string;
    refundedCredit: (amount: string) => string;
    rejected: string;
    /** What the request gives back, and the part of it that is the order's delivery. */
    amount: (amount: string) => string;
    delivery: (amount: string) => string;
    /** The instructions once approved: where the parcel goes, what it carries, who pays its postage. */
    sendTo: (address: string) => string;
    include: (returnNumber: string) => string;
    /** The return-postage rule (`FACTS.returnPostage`): a withdrawal's parcel, and a faulty item's. */
    postage: Record<typeof FACTS.returnPostage, { cost: string; faulty: (email: string) => string }>;
  };
};

const TEXTS: Record<Locale, Texts> = {
  pt: {
    shipment: {
      subject: (number) => `Atualização da encomenda #${number}`,
      preparing: (seller) => `${seller} está a preparar a sua encomenda.`,
      shipped: (seller) => `${seller} enviou a sua encomenda.`,
      carrier: 'Transportadora',
      tracking: 'Número de seguimento',
      delivered: (seller) => `A parte de ${seller} da sua encomenda foi entregue.`,
      window: (days, until) => `Pode devolver os artigos no prazo de ${days} dias, até ${until}, a partir da sua conta.`,
    },
    returns: {
      subject: (number) => `Devolução da encomenda #${number}`,
      requested: 'Recebemos o seu pedido de devolução. Vamos analisá-lo e dizer-lhe como enviar os artigos.',
      approved: 'O seu pedido de devolução foi aprovado. Envie os artigos na embalagem original.',
      received: 'Recebemos os artigos devolvidos. O reembolso segue em breve.',
      refundedOriginal: (amount) => `Reembolsámos ${amount} pelo meio de pagamento original.`,
      refundedCredit: (amount) => `Creditámos ${amount} em saldo na sua conta.`,
      rejected: 'O seu pedido de devolução não foi aceite. Contacte-nos se tiver dúvidas.',
      amount: (amount) => `Valor a reembolsar: ${amount}.`,
      delivery: (amount) => `Inclui ${amount} dos portes de entrega, porque devolve todos os artigos do volume.`,
      sendTo: (address) => `Envie o volume para: ${address}.`,
      include: (number) => `Junte aos artigos uma folha com o número da devolução, ${number}, e escreva-o também no exterior do volume.`,
      postage: {
        customer: {
          cost: 'Os portes do envio de volta ficam a seu cargo; não descontamos nenhuma taxa do reembolso.',
          faulty: (email) => `Os portes dos artigos que chegaram danificados ou diferentes do descrito ficam por nossa conta: escreva-nos para ${email} antes de os enviar.`,
        },
      },
    },
  },
  en: {
    shipment: {
      subject: (number) => `Update on order #${number}`,
      preparing: (seller) => `${seller} is preparing your order.`,
      shipped: (seller) => `${seller} has shipped your order.`,
      carrier: 'Carrier',
      tracking: 'Tracking number',
      delivered: (seller) => `The part of your order from ${seller} has been delivered.`,
      window: (days, until) => `You can return items within ${days} days, until ${until}, from your account.`,
    },
    returns: {
      subject: (number) => `Return for order #${number}`,
      requested: 'We received your return request. We will review it and tell you how to send the items.',
      approved: 'Your return request was approved. Please send the items in their original packaging.',
      received: 'We received the returned items. Your refund follows shortly.',
      refundedOriginal: (amount) => `We refunded ${amount} to your original payment method.`,
      refundedCredit: (amount) => `We added ${amount} of store credit to your account.`,
      rejected: 'Your return request was not accepted. Contact us if you have any questions.',
      amount: (amount) => `Amount to be refunded: ${amount}.`,
      delivery: (amount) => `It includes ${amount} of delivery charges, as you are returning every item of the parcel.`,
      sendTo: (address) => `Send the parcel to: ${address}.`,
      include: (number) => `Put a note with the return number, ${number}, in with the items, and write it on the outside of the parcel too.`,
      postage: {
        customer: {
          cost: 'You pay the postage for sending the items back; we take no fee off the refund.',
          faulty: (email) => `The postage for items that arrived damaged or not as described is on us: write to ${email} before sending them.`,
        },
      },
    },
  },
  es: {
    shipment: {
      subject: (number) => `Novedades del pedido n.º ${number}`,
      preparing: (seller) => `${seller} está preparando tu pedido.`,
      shipped: (seller) => `${seller} ha enviado tu pedido.`,
      carrier: 'Transportista',
      tracking: 'Número de seguimiento',
      delivered: (seller) => `La parte de tu pedido de ${seller} se ha entregado.`,
      window: (days, until) => `Puedes devolver los artículos en un plazo de ${days} días, hasta el ${until}, desde tu cuenta.`,
    },
    returns: {
      subject: (number) => `Devolución del pedido n.º ${number}`,
      requested: 'Hemos recibido tu solicitud de devolución. La revisaremos y te diremos cómo enviar los artículos.',
      approved: 'Tu solicitud de devolución ha sido aprobada. Envía los artículos en su embalaje original.',
      received: 'Hemos recibido los artículos devueltos. El reembolso llegará en breve.',
      refundedOriginal: (amount) => `Hemos reembolsado ${amount} en tu método de pago original.`,
      refundedCredit: (amount) => `Hemos añadido ${amount} de saldo a tu cuenta.`,
      rejected: 'Tu solicitud de devolución no ha sido aceptada. Contáctanos si tienes dudas.',
      amount: (amount) => `Importe que se reembolsará: ${amount}.`,
      delivery: (amount) => `Incluye ${amount} de gastos de entrega, porque devuelves todos los artículos del paquete.`,
      sendTo: (address) => `Envía el paquete a: ${address}.`,
      include: (number) => `Incluye con los artículos una nota con el número de devolución, ${number}, y escríbelo también en el exterior del paquete.`,
      postage: {
        customer: {
          cost: 'Los gastos de envío de la devolución corren de tu cuenta; no descontamos ninguna tasa del reembolso.',
          faulty: (email) => `Los gastos de envío de los artículos que llegaron dañados o no corresponden a la descripción corren de nuestra cuenta: escríbenos a ${email} antes de enviarlos.`,
        },
      },
    },
  },
  fr: {
    shipment: {
      subject: (number) => `Suivi de la commande n° ${number}`,
      preparing: (seller) => `${seller} prépare votre commande.`,
      shipped: (seller) => `${seller} a expédié votre commande.`,
      carrier: 'Transporteur',
      tracking: 'Numéro de suivi',
      delivered: (seller) => `La partie de votre commande expédiée par ${seller} a été livrée.`,
      window: (days, until) => `Vous pouvez retourner des articles dans un délai de ${days} jours, jusqu’au ${until}, depuis votre compte.`,
    },
    returns: {
      subject: (number) => `Retour de la commande n° ${number}`,
      requested: 'Nous avons bien reçu votre demande de retour. Nous allons l’examiner et vous dire comment envoyer les articles.',
      approved: 'Votre demande de retour est acceptée. Renvoyez les articles dans leur emballage d’origine.',
      received: 'Nous avons reçu les articles retournés. Le remboursement suit sous peu.',
      refundedOriginal: (amount) => `Nous vous avons remboursé ${amount} sur votre moyen de paiement d’origine.`,
      refundedCredit: (amount) => `Nous avons ajouté ${amount} d’avoir à votre compte.`,
      rejected: 'Votre demande de retour n’a pas été acceptée. Contactez-nous pour toute question.',
      amount: (amount) => `Montant à rembourser : ${amount}.`,
      delivery: (amount) => `Il comprend ${amount} de frais de livraison, car vous renvoyez tous les articles du colis.`,
      sendTo: (address) => `Envoyez le colis à : ${address}.`,
      include: (number) => `Joignez aux articles une note portant le numéro de retour, ${number}, et inscrivez-le aussi sur l’extérieur du colis.`,
      postage: {
        customer: {
          cost: 'Les frais de renvoi sont à votre charge ; nous ne retenons rien sur le remboursement.',
          faulty: (email) => `Les frais de renvoi des articles arrivés abîmés ou non conformes à leur description sont à notre charge : écrivez-nous à ${email} avant de les envoyer.`,
        },
      },
    },
  },
};

const day = (locale: Locale, at: Date) => new Intl.DateTimeFormat(TAGS[locale], { dateStyle: 'long', timeZone: 'Europe/Lisbon' }).format(at);

export type ShipmentMailInput = {
  locale: Locale;
  name: string;
  number: string;
  seller: string;
  status: 'preparing' | 'shipped' | 'delivered';
  carrier: string | null;
  trackingNumber: string | null;
  /** For `delivered`: the last day a return may be asked for. */
  returnBy: Date | null;
};

export function shipmentMail(input: ShipmentMailInput): RenderedMail {
  const t = TEXTS[input.locale].shipment;
  const subject = t.subject(input.number);
  if (input.status === 'preparing') return render(input.locale, subject, input.name, [t.preparing(input.seller)], [], null);
  if (input.status === 'shipped') {
    return render(input.locale, subject, input.name, [t.shipped(input.seller)], [`${t.carrier}: ${input.carrier ?? ''}`, `${t.tracking}: ${input.trackingNumber ?? ''}`], null);
  }
  const paragraphs = [t.delivered(input.seller), ...(input.returnBy ? [t.window(RETURN_WINDOW_DAYS, day(input.locale, input.returnBy))] : [])];
  return render(input.locale, subject, input.name, paragraphs, [], null);
}

export type ReturnMailInput = {
  locale: Locale;
  name: string;
  number: string;
  /** The return's own number (`returnNumberOf`), which the parcel carries. */
  returnNumber: string;
  status: 'requested' | 'approved' | 'received' | 'refunded' | 'rejected';
  amount: number;
  /** The part of `amount` that gives back the order's delivery. */
  delivery: number;
  /** Whether some returned item is withdrawn (its postage is the shopper's, per FACTS.returnPostage). */
  withdrawal: boolean;
  /** Whether some returned item arrived damaged or not as described (its postage is the shop's). */
  faulty: boolean;
  refundMethod: RefundMethod;
  /** What the refund gave back as credit and as money (an order paid partly with credit splits it); absent: all by `refundMethod`. */
  refunded?: { credit: number; money: number };
};

export function returnMail(input: ReturnMailInput): RenderedMail {
  const t = TEXTS[input.locale].returns;
  const amount = (value: number) => euros(input.locale, value);
  const refunded = input.refunded ?? (input.refundMethod === 'store_credit' ? { credit: input.amount, money: 0 } : { credit: 0, money: input.amount });
  const delivery = input.delivery > 0 ? [t.delivery(amount(input.delivery))] : [];
  const postage = t.postage[FACTS.returnPostage];
  const paragraphs =
    input.status === 'refunded'
      ? [...(refunded.credit > 0 ? [t.refundedCredit(amount(refunded.credit))] : []), ...(refunded.money > 0 ? [t.refundedOriginal(amount(refunded.money))] : []), ...delivery]
      : input.status === 'requested'
        ? [t.requested, t.amount(amount(input.amount)), ...delivery]
        : input.status === 'approved'
          ? [
              t.approved,
              t.sendTo(FACTS.returnsAddress),
              t.include(input.returnNumber),
              ...(input.withdrawal ? [postage.cost] : []),
              ...(input.faulty ? [postage.faulty(COMPANY.email)] : []),
              t.amount(amount(input.amount)),
              ...delivery,
            ]
          : [t[input.status]];
  return render(input.locale, t.subject(input.number), input.name, paragraphs, [], null);
}
