import type { Locale } from '../../../../contract';
import type { AssistantIntent } from '../intents';

/**
 * The words the content pages use for each topic a shopper asks about. A question seldom uses the
 * page's own words ("send back" for "return", "talk to someone" for "customer service"); once its
 * intent is known, these join the question at a lower weight so the page on that topic comes up.
 * Greetings and 'other' have no page of their own.
 */
export const INTENT_TOPICS: Record<Locale, Partial<Record<AssistantIntent, string>>> = {
  pt: {
    order_status: 'acompanho encomenda estado número de seguimento envio',
    shipping: 'entrega prazo dias úteis vendedor portes envio',
    returns: 'devolver artigo devoluções 14 dias após a entrega reembolso',
    payment: 'meios de pagamento MB WAY Multibanco pagamento confirmado',
    account: 'conta dados pessoais direitos',
    human_handoff: 'contactos apoio ao cliente',
  },
  en: {
    order_status: 'track order status tracking number shipment',
    shipping: 'delivery time working days seller shipping',
    returns: 'return item returns 14 days after delivery refund',
    payment: 'payment methods MB WAY Multibanco payment confirmed',
    account: 'account personal data rights',
    human_handoff: 'contact customer service',
  },
  es: {
    order_status: 'sigo pedido estado número de seguimiento envío',
    shipping: 'entrega plazo días laborables vendedor envío',
    returns: 'devolver artículo devoluciones 14 días desde la entrega reembolso',
    payment: 'medios de pago MB WAY Multibanco pago confirmado',
    account: 'cuenta datos personales derechos',
    human_handoff: 'contacto atención al cliente',
  },
  fr: {
    order_status: 'suivre commande statut numéro de suivi envoi',
    shipping: 'livraison délai jours ouvrés vendeur envoi',
    returns: 'retourner article retours 14 jours après la livraison remboursement',
    payment: 'moyens de paiement MB WAY Multibanco paiement confirmé',
    account: 'compte données personnelles droits',
    human_handoff: 'contact service client',
  },
};
