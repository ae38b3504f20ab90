import type { Locale } from '../../../contract';
import { escapeHtml, layout, type RenderedMail } from '../../mail/templates';

/** The ambassador's e-mail when a friend's order's return window has closed and the commission became store credit. */

const TEXTS: Record<Locale, { subject: string; greeting: (name: string) => string; body: (amount: string, number: string) => string; outro: string; signature: string }> = {
  pt: {
    subject: 'A sua comissão de embaixador já é crédito na loja',
    greeting: (name) => `Olá ${name},`,
    body: (amount, number) => `A encomenda #${number} do seu amigo passou o prazo de devolução: ${amount} foram adicionados ao seu crédito na loja.`,
    outro: 'Pode usá-lo na sua próxima compra. Obrigado por recomendar a nossa loja!',
    signature: 'A equipa da loja',
  },
  en: {
    subject: 'Your ambassador commission is now store credit',
    greeting: (name) => `Hello ${name},`,
    body: (amount, number) => `Your friend's order #${number} is past its return window: ${amount} has been added to your store credit.`,
    outro: 'You can spend it on your next order. Thank you for recommending our shop!',
    signature: 'The shop team',
  },
  es: {
    subject: 'Tu comisión de embajador ya es crédito en la tienda',
    greeting: (name) => `Hola ${name}:`,
    body: (amount, number) => `El pedido n.º ${number} de tu amigo ha superado el plazo de devolución: hemos añadido ${amount} a tu crédito en la tienda.`,
    outro: 'Puedes usarlo en tu próxima compra. ¡Gracias por recomendar nuestra tienda!',
    signature: 'El equipo de la tienda',
  },
  fr: {
    subject: 'Votre commission d’ambassadeur est devenue un avoir',
    greeting: (name) => `Bonjour ${name},`,
    body: (amount, number) => `La commande n° ${number} de votre ami a dépassé le délai de retour : ${amount} ont été ajoutés à votre avoir.`,
    outro: 'Vous pouvez l’utiliser lors de votre prochaine commande. Merci de recommander notre boutique !',
    signature: "L'équipe de la boutique",
  },
};

const TAGS: Record<Locale, string> = { pt: 'pt-PT', en: 'en-GB', es: 'es-ES', fr: 'fr-FR' };

export function commissionMaturedMail(input: { locale: Locale; name: string; amount: number; number: string }): RenderedMail {
  const t = TEXTS[input.locale];
  const amount = new Intl.NumberFormat(TAGS[input.locale], { style: 'currency', currency: 'EUR' }).format(input.amount);
  const paragraphs = [t.greeting(input.name), t.body(amount, input.number), t.outro, t.signature];
  return {
    subject: t.subject,
    text: paragraphs.join('\n\n'),
    html: layout(input.locale, t.subject, paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('')),
  };
}
