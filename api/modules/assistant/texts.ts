import type { FulfilmentStatus, Locale, OrderStatus } from '../../../contract';
import { TAGS } from '../../mail/order-templates';
export { euros } from '../../mail/order-templates';

/**
 * What the assistant says, in the four languages (the API keeps its own texts, as its e-mails do; it
 * does not read locales/). Every fact in a reply comes from a tool or a content page: these are only
 * the words around them. `[label](/path)` is the one markup the widget turns into a link.
 */
export type AssistantTexts = {
  greeting: string;
  starters: { tracking: string; shipping: string; returns: string };
  talkToPerson: string;
  startReturn: string;
  /** Nothing matched: said plainly, with a person offered. */
  dontKnow: string;
  moreOn: (link: string) => string;
  // Orders
  askOrderProof: string;
  askOrderEmail: (number: string) => string;
  orderNotFound: (number: string) => string;
  noOrders: string;
  orderHeadline: (number: string, date: string, status: string) => string;
  parcel: (seller: string, status: string) => string;
  carrier: (carrier: string, tracking: string) => string;
  estimate: (min: number, max: number) => string;
  viewOrder: string;
  orderStatus: Record<OrderStatus, string>;
  fulfilment: Record<FulfilmentStatus, string>;
  // Shipping
  estimatesIntro: string;
  estimateLine: (seller: string, methods: string) => string;
  method: (name: string, min: number, max: number, price: string) => string;
  /** The delivery methods' names by their code (the sellers' own names are Portuguese); an unknown code keeps its name. */
  methods: Record<string, string>;
  noEstimates: string;
  // Returns
  returnsNeedAccount: (link: string) => string;
  returnable: (number: string, lines: string, deadline: string) => string;
  nothingReturnable: (number: string) => string;
  noDeliveredOrder: string;
  returnStarted: (number: string, amount: string) => string;
  returnsLink: string;
  // Coupons
  couponsIntro: string;
  couponLine: (code: string, value: string, minimum: string | null, until: string | null) => string;
  freeShipping: string;
  noCoupons: string;
  // Catalogue
  productsIntro: (count: number) => string;
  noProducts: string;
  // Hand-off
  handoffCustomer: (link: string) => string;
  handoffAskEmail: string;
  handoffGuest: (email: string) => string;
  handoffAlready: string;
  ticketSubject: (goal: string) => string;
  summary: { heading: string; goal: string; order: string; none: string; tried: string; transcript: string; shopper: string; assistant: string };
};

const TEXTS: Record<Locale, AssistantTexts> = {
  pt: {
    greeting: 'Olá! Sou o assistente da loja. Posso ajudar com encomendas, envios, devoluções, pagamentos, cupões e produtos.',
    starters: { tracking: 'Onde está a minha encomenda?', shipping: 'Quanto tempo demora o envio?', returns: 'Como faço uma devolução?' },
    talkToPerson: 'Falar com uma pessoa',
    startReturn: 'Iniciar a devolução',
    dontKnow: 'Não encontrei uma resposta para isso e não quero inventar. Posso passar a conversa a uma pessoa da nossa equipa.',
    moreOn: (link) => `Mais em ${link}.`,
    askOrderProof: 'Para ver uma encomenda, indique o número da encomenda (8 caracteres, por exemplo 1a2b3c4d) e o e-mail com que a fez.',
    askOrderEmail: (number) => `Obrigado. Para confirmar que a encomenda #${number} é sua, indique o e-mail com que a fez.`,
    orderNotFound: (number) => `Não encontrei nenhuma encomenda #${number} com esses dados. Confirme o número e o e-mail da encomenda.`,
    noOrders: 'Ainda não encontrei encomendas na sua conta.',
    orderHeadline: (number, date, status) => `A encomenda #${number}, de ${date}, está: ${status}.`,
    parcel: (seller, status) => `Envio de ${seller}: ${status}.`,
    carrier: (carrier, tracking) => `Transportadora ${carrier}, número de seguimento ${tracking}.`,
    estimate: (min, max) => `Entrega prevista em ${min}–${max} dias úteis após o pagamento.`,
    viewOrder: 'Ver a encomenda',
    orderStatus: {
      pending_payment: 'a aguardar pagamento',
      paid: 'paga',
      expired: 'expirada (o pagamento não chegou a tempo)',
      declined: 'com o pagamento recusado',
      cancelled: 'cancelada',
      paid_after_expiry: 'paga depois do prazo (o valor é reembolsado)',
    },
    fulfilment: {
      pending_payment: 'a aguardar pagamento',
      paid: 'paga, a aguardar preparação',
      preparing: 'em preparação',
      shipped: 'enviada',
      delivered: 'entregue',
      cancelled: 'cancelada',
      expired: 'expirada',
      declined: 'pagamento recusado',
      refunded: 'reembolsada',
    },
    estimatesIntro: 'Prazos de entrega por vendedor (dias úteis, a contar do pagamento):',
    estimateLine: (seller, methods) => `${seller}: ${methods}`,
    method: (name, min, max, price) => `${name} ${min}–${max} dias (${price})`,
    methods: { standard: 'Entrega standard', express: 'Entrega expressa', pickup: 'Levantamento em loja' },
    noEstimates: 'Não encontrei prazos de entrega para isso.',
    returnsNeedAccount: (link) => `Para iniciar uma devolução precisa de ter sessão iniciada: as devoluções fazem-se a partir da encomenda em ${link}.`,
    returnable: (number, lines, deadline) => `Da encomenda #${number} pode devolver: ${lines}. Prazo: até ${deadline}. Quer que inicie a devolução de tudo, com reembolso pelo meio de pagamento original?`,
    nothingReturnable: (number) => `A encomenda #${number} não tem artigos que ainda possam ser devolvidos (só artigos entregues, dentro do prazo de devolução).`,
    noDeliveredOrder: 'Não encontrei nenhuma encomenda entregue na sua conta que possa ser devolvida.',
    returnStarted: (number, amount) => `Pedido de devolução criado para a encomenda #${number} (${amount}). Receberá um e-mail com os próximos passos.`,
    returnsLink: 'Devoluções da encomenda',
    couponsIntro: 'Cupões disponíveis agora:',
    couponLine: (code, value, minimum, until) => `${code}: ${value}${minimum ? `, em compras a partir de ${minimum}` : ''}${until ? `, válido até ${until}` : ''}`,
    freeShipping: 'envio grátis',
    noCoupons: 'De momento não há cupões disponíveis.',
    productsIntro: (count) => (count === 1 ? 'Encontrei este produto:' : `Encontrei ${count} produtos:`),
    noProducts: 'Não encontrei produtos com essa descrição.',
    handoffCustomer: (link) => `Passei a conversa à nossa equipa de apoio. Pode acompanhar o pedido em ${link}.`,
    handoffAskEmail: 'Vou passar a conversa a uma pessoa da nossa equipa. Indique o e-mail para onde devemos responder.',
    handoffGuest: (email) => `Passei a conversa à nossa equipa. Enviámos um e-mail para ${email}: confirme-o e a resposta seguirá por e-mail.`,
    handoffAlready: 'A nossa equipa já tem esta conversa e vai responder.',
    ticketSubject: (goal) => `Assistente: ${goal}`,
    summary: { heading: 'Resumo do assistente', goal: 'Objetivo', order: 'Encomenda', none: 'nenhuma', tried: 'O que foi tentado', transcript: 'Conversa', shopper: 'Cliente', assistant: 'Assistente' },
  },
  en: {
    greeting: "Hello! I'm the shop's assistant. I can help with orders, shipping, returns, payments, coupons and products.",
    starters: { tracking: 'Where is my order?', shipping: 'How long does shipping take?', returns: 'How do I return something?' },
    talkToPerson: 'Talk to a person',
    startReturn: 'Start the return',
    dontKnow: "I couldn't find an answer to that, and I won't make one up. I can hand the conversation to a person on our team.",
    moreOn: (link) => `More on ${link}.`,
    askOrderProof: 'To look up an order, give me its order number (8 characters, for example 1a2b3c4d) and the e-mail it was placed with.',
    askOrderEmail: (number) => `Thanks. To confirm order #${number} is yours, give me the e-mail it was placed with.`,
    orderNotFound: (number) => `I found no order #${number} with those details. Check the order number and e-mail.`,
    noOrders: "I haven't found any orders in your account yet.",
    orderHeadline: (number, date, status) => `Order #${number}, placed on ${date}, is ${status}.`,
    parcel: (seller, status) => `Parcel from ${seller}: ${status}.`,
    carrier: (carrier, tracking) => `Carrier ${carrier}, tracking number ${tracking}.`,
    estimate: (min, max) => `Expected delivery ${min}–${max} working days after payment.`,
    viewOrder: 'View the order',
    orderStatus: {
      pending_payment: 'waiting for payment',
      paid: 'paid',
      expired: 'expired (the payment did not arrive in time)',
      declined: 'declined by the payment',
      cancelled: 'cancelled',
      paid_after_expiry: 'paid after its deadline (the amount is refunded)',
    },
    fulfilment: {
      pending_payment: 'waiting for payment',
      paid: 'paid, waiting to be prepared',
      preparing: 'being prepared',
      shipped: 'shipped',
      delivered: 'delivered',
      cancelled: 'cancelled',
      expired: 'expired',
      declined: 'payment declined',
      refunded: 'refunded',
    },
    estimatesIntro: 'Delivery times per seller (working days, from payment):',
    estimateLine: (seller, methods) => `${seller}: ${methods}`,
    method: (name, min, max, price) => `${name} ${min}–${max} days (${price})`,
    methods: { standard: 'Standard delivery', express: 'Express delivery', pickup: 'Store pickup' },
    noEstimates: "I couldn't find delivery times for that.",
    returnsNeedAccount: (link) => `To start a return you need to be signed in: returns are made from the order in ${link}.`,
    returnable: (number, lines, deadline) => `From order #${number} you can return: ${lines}. Deadline: ${deadline}. Shall I start the return of everything, refunded to the original payment method?`,
    nothingReturnable: (number) => `Order #${number} has nothing that can still be returned (only delivered items, within the return period).`,
    noDeliveredOrder: "I couldn't find a delivered order in your account that can be returned.",
    returnStarted: (number, amount) => `Return request created for order #${number} (${amount}). You'll get an e-mail with the next steps.`,
    returnsLink: "The order's returns",
    couponsIntro: 'Coupons available now:',
    couponLine: (code, value, minimum, until) => `${code}: ${value}${minimum ? `, on orders from ${minimum}` : ''}${until ? `, valid until ${until}` : ''}`,
    freeShipping: 'free shipping',
    noCoupons: 'There are no coupons available right now.',
    productsIntro: (count) => (count === 1 ? 'I found this product:' : `I found ${count} products:`),
    noProducts: "I couldn't find products matching that.",
    handoffCustomer: (link) => `I've handed the conversation to our support team. You can follow the request in ${link}.`,
    handoffAskEmail: "I'll hand the conversation to a person on our team. What e-mail should we answer to?",
    handoffGuest: (email) => `I've handed the conversation to our team. We sent an e-mail to ${email}: confirm it and the answer will follow by e-mail.`,
    handoffAlready: 'Our team already has this conversation and will answer.',
    ticketSubject: (goal) => `Assistant: ${goal}`,
    summary: { heading: "Assistant's summary", goal: 'Goal', order: 'Order', none: 'none', tried: 'What was tried', transcript: 'Conversation', shopper: 'Shopper', assistant: 'Assistant' },
  },
  es: {
    greeting: '¡Hola! Soy el asistente de la tienda. Puedo ayudarte con pedidos, envíos, devoluciones, pagos, cupones y productos.',
    starters: { tracking: '¿Dónde está mi pedido?', shipping: '¿Cuánto tarda el envío?', returns: '¿Cómo hago una devolución?' },
    talkToPerson: 'Hablar con una persona',
    startReturn: 'Iniciar la devolución',
    dontKnow: 'No encontré una respuesta a eso y no quiero inventarla. Puedo pasar la conversación a una persona de nuestro equipo.',
    moreOn: (link) => `Más en ${link}.`,
    askOrderProof: 'Para consultar un pedido, indícame su número (8 caracteres, por ejemplo 1a2b3c4d) y el correo con el que lo hiciste.',
    askOrderEmail: (number) => `Gracias. Para confirmar que el pedido #${number} es tuyo, indícame el correo con el que lo hiciste.`,
    orderNotFound: (number) => `No encontré ningún pedido #${number} con esos datos. Comprueba el número y el correo del pedido.`,
    noOrders: 'Todavía no he encontrado pedidos en tu cuenta.',
    orderHeadline: (number, date, status) => `El pedido #${number}, del ${date}, está: ${status}.`,
    parcel: (seller, status) => `Envío de ${seller}: ${status}.`,
    carrier: (carrier, tracking) => `Transportista ${carrier}, número de seguimiento ${tracking}.`,
    estimate: (min, max) => `Entrega prevista en ${min}–${max} días laborables tras el pago.`,
    viewOrder: 'Ver el pedido',
    orderStatus: {
      pending_payment: 'pendiente de pago',
      paid: 'pagado',
      expired: 'caducado (el pago no llegó a tiempo)',
      declined: 'con el pago rechazado',
      cancelled: 'cancelado',
      paid_after_expiry: 'pagado fuera de plazo (se reembolsa el importe)',
    },
    fulfilment: {
      pending_payment: 'pendiente de pago',
      paid: 'pagado, pendiente de preparar',
      preparing: 'en preparación',
      shipped: 'enviado',
      delivered: 'entregado',
      cancelled: 'cancelado',
      expired: 'caducado',
      declined: 'pago rechazado',
      refunded: 'reembolsado',
    },
    estimatesIntro: 'Plazos de entrega por vendedor (días laborables, desde el pago):',
    estimateLine: (seller, methods) => `${seller}: ${methods}`,
    method: (name, min, max, price) => `${name} ${min}–${max} días (${price})`,
    methods: { standard: 'Envío estándar', express: 'Envío exprés', pickup: 'Recogida en tienda' },
    noEstimates: 'No encontré plazos de entrega para eso.',
    returnsNeedAccount: (link) => `Para iniciar una devolución tienes que iniciar sesión: las devoluciones se hacen desde el pedido en ${link}.`,
    returnable: (number, lines, deadline) => `Del pedido #${number} puedes devolver: ${lines}. Plazo: hasta el ${deadline}. ¿Inicio la devolución de todo, con reembolso al método de pago original?`,
    nothingReturnable: (number) => `El pedido #${number} no tiene artículos que aún puedan devolverse (solo artículos entregados, dentro del plazo de devolución).`,
    noDeliveredOrder: 'No encontré ningún pedido entregado en tu cuenta que pueda devolverse.',
    returnStarted: (number, amount) => `Solicitud de devolución creada para el pedido #${number} (${amount}). Recibirás un correo con los siguientes pasos.`,
    returnsLink: 'Devoluciones del pedido',
    couponsIntro: 'Cupones disponibles ahora:',
    couponLine: (code, value, minimum, until) => `${code}: ${value}${minimum ? `, en compras desde ${minimum}` : ''}${until ? `, válido hasta el ${until}` : ''}`,
    freeShipping: 'envío gratis',
    noCoupons: 'Ahora mismo no hay cupones disponibles.',
    productsIntro: (count) => (count === 1 ? 'Encontré este producto:' : `Encontré ${count} productos:`),
    noProducts: 'No encontré productos con esa descripción.',
    handoffCustomer: (link) => `He pasado la conversación a nuestro equipo de atención. Puedes seguir la solicitud en ${link}.`,
    handoffAskEmail: 'Voy a pasar la conversación a una persona de nuestro equipo. ¿A qué correo te respondemos?',
    handoffGuest: (email) => `He pasado la conversación a nuestro equipo. Te enviamos un correo a ${email}: confírmalo y la respuesta llegará por correo.`,
    handoffAlready: 'Nuestro equipo ya tiene esta conversación y te responderá.',
    ticketSubject: (goal) => `Asistente: ${goal}`,
    summary: { heading: 'Resumen del asistente', goal: 'Objetivo', order: 'Pedido', none: 'ninguno', tried: 'Lo que se intentó', transcript: 'Conversación', shopper: 'Cliente', assistant: 'Asistente' },
  },
  fr: {
    greeting: "Bonjour ! Je suis l'assistant de la boutique. Je peux vous aider pour les commandes, la livraison, les retours, les paiements, les codes promo et les produits.",
    starters: { tracking: 'Où est ma commande ?', shipping: 'Quel est le délai de livraison ?', returns: 'Comment faire un retour ?' },
    talkToPerson: 'Parler à une personne',
    startReturn: 'Lancer le retour',
    dontKnow: "Je n'ai pas trouvé de réponse à cela et je ne veux pas en inventer une. Je peux transmettre la conversation à une personne de notre équipe.",
    moreOn: (link) => `Plus d'informations : ${link}.`,
    askOrderProof: "Pour consulter une commande, donnez-moi son numéro (8 caractères, par exemple 1a2b3c4d) et l'e-mail utilisé pour la commande.",
    askOrderEmail: (number) => `Merci. Pour confirmer que la commande #${number} est la vôtre, donnez-moi l'e-mail utilisé pour la commande.`,
    orderNotFound: (number) => `Je n'ai trouvé aucune commande #${number} avec ces informations. Vérifiez le numéro et l'e-mail de la commande.`,
    noOrders: "Je n'ai pas encore trouvé de commande dans votre compte.",
    orderHeadline: (number, date, status) => `La commande #${number}, du ${date}, est : ${status}.`,
    parcel: (seller, status) => `Colis de ${seller} : ${status}.`,
    carrier: (carrier, tracking) => `Transporteur ${carrier}, numéro de suivi ${tracking}.`,
    estimate: (min, max) => `Livraison prévue sous ${min} à ${max} jours ouvrés après le paiement.`,
    viewOrder: 'Voir la commande',
    orderStatus: {
      pending_payment: 'en attente de paiement',
      paid: 'payée',
      expired: "expirée (le paiement n'est pas arrivé à temps)",
      declined: 'au paiement refusé',
      cancelled: 'annulée',
      paid_after_expiry: 'payée après le délai (le montant est remboursé)',
    },
    fulfilment: {
      pending_payment: 'en attente de paiement',
      paid: 'payée, en attente de préparation',
      preparing: 'en préparation',
      shipped: 'expédiée',
      delivered: 'livrée',
      cancelled: 'annulée',
      expired: 'expirée',
      declined: 'paiement refusé',
      refunded: 'remboursée',
    },
    estimatesIntro: 'Délais de livraison par vendeur (jours ouvrés, à partir du paiement) :',
    estimateLine: (seller, methods) => `${seller} : ${methods}`,
    method: (name, min, max, price) => `${name} ${min} à ${max} jours (${price})`,
    methods: { standard: 'Livraison standard', express: 'Livraison express', pickup: 'Retrait en magasin' },
    noEstimates: "Je n'ai pas trouvé de délais de livraison pour cela.",
    returnsNeedAccount: (link) => `Pour lancer un retour, vous devez être connecté : les retours se font depuis la commande, dans ${link}.`,
    returnable: (number, lines, deadline) => `De la commande #${number}, vous pouvez retourner : ${lines}. Date limite : ${deadline}. Voulez-vous que je lance le retour de tout, remboursé sur le moyen de paiement d'origine ?`,
    nothingReturnable: (number) => `La commande #${number} n'a plus d'article retournable (seulement les articles livrés, dans le délai de retour).`,
    noDeliveredOrder: "Je n'ai trouvé aucune commande livrée dans votre compte qui puisse être retournée.",
    returnStarted: (number, amount) => `Demande de retour créée pour la commande #${number} (${amount}). Vous recevrez un e-mail avec les prochaines étapes.`,
    returnsLink: 'Retours de la commande',
    couponsIntro: 'Codes promo disponibles en ce moment :',
    couponLine: (code, value, minimum, until) => `${code} : ${value}${minimum ? `, dès ${minimum} d'achat` : ''}${until ? `, valable jusqu'au ${until}` : ''}`,
    freeShipping: 'livraison gratuite',
    noCoupons: "Il n'y a pas de code promo disponible en ce moment.",
    productsIntro: (count) => (count === 1 ? "J'ai trouvé ce produit :" : `J'ai trouvé ${count} produits :`),
    noProducts: "Je n'ai pas trouvé de produit correspondant.",
    handoffCustomer: (link) => `J'ai transmis la conversation à notre service client. Vous pouvez suivre la demande dans ${link}.`,
    handoffAskEmail: "Je vais transmettre la conversation à une personne de notre équipe. À quel e-mail devons-nous répondre ?",
    handoffGuest: (email) => `J'ai transmis la conversation à notre équipe. Nous avons envoyé un e-mail à ${email} : confirmez-le et la réponse suivra par e-mail.`,
    handoffAlready: 'Notre équipe a déjà cette conversation et vous répondra.',
    ticketSubject: (goal) => `Assistant : ${goal}`,
    summary: { heading: "Résumé de l'assistant", goal: 'Objectif', order: 'Commande', none: 'aucune', tried: 'Ce qui a été essayé', transcript: 'Conversation', shopper: 'Client', assistant: 'Assistant' },
  },
};

export function textsOf(locale: Locale): AssistantTexts {
  return TEXTS[locale];
}

/** A date as the reply's language writes it (Lisbon time). */
export function dateIn(locale: Locale, value: Date | string): string {
  return new Intl.DateTimeFormat(TAGS[locale], { dateStyle: 'long', timeZone: 'Europe/Lisbon' }).format(new Date(value));
}

/** A `[label](/path)` link of a reply. */
export const link = (label: string, href: string) => `[${label.replace(/[[\]]/g, '')}](${href})`;
