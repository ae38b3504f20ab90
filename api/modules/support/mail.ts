import type { Locale } from '../../../contract';
import { actionButton, escapeHtml, layout, type RenderedMail } from '../../mail/templates';

/** The support e-mails in the four languages: a guest's confirmation link, and an operator's answer. */
type SupportTexts = {
  confirmSubject: (subject: string) => string;
  greeting: (name: string) => string;
  confirmIntro: string;
  confirmAction: string;
  confirmOutro: string;
  answerSubject: (subject: string) => string;
  answerIntro: string;
  answerClosed: string;
  answerAction: string;
  answerGuest: string;
  signature: string;
};

const TEXTS: Record<Locale, SupportTexts> = {
  pt: {
    confirmSubject: (subject) => `Confirme o seu e-mail: ${subject}`,
    greeting: (name) => `Olá ${name},`,
    confirmIntro: 'Recebemos a sua mensagem. Para que a possamos responder, confirme que este e-mail é seu.',
    confirmAction: 'Confirmar o e-mail',
    confirmOutro: 'Se não nos escreveu, ignore este e-mail: a mensagem não será respondida.',
    answerSubject: (subject) => `Resposta ao seu pedido: ${subject}`,
    answerIntro: 'A nossa equipa de apoio respondeu ao seu pedido:',
    answerClosed: 'O pedido foi encerrado. Se precisar de mais ajuda, abra um novo pedido.',
    answerAction: 'Ver o pedido',
    answerGuest: 'Para acrescentar alguma coisa, escreva-nos de novo pelo formulário de contacto.',
    signature: 'A equipa da loja',
  },
  en: {
    confirmSubject: (subject) => `Confirm your e-mail: ${subject}`,
    greeting: (name) => `Hello ${name},`,
    confirmIntro: 'We received your message. So that we can answer it, please confirm this e-mail address is yours.',
    confirmAction: 'Confirm my e-mail',
    confirmOutro: 'If you did not write to us, ignore this e-mail: the message will not be answered.',
    answerSubject: (subject) => `Answer to your request: ${subject}`,
    answerIntro: 'Our support team answered your request:',
    answerClosed: 'The request is now closed. If you need more help, open a new request.',
    answerAction: 'View the request',
    answerGuest: 'To add something, write to us again through the contact form.',
    signature: 'The shop team',
  },
  es: {
    confirmSubject: (subject) => `Confirma tu correo: ${subject}`,
    greeting: (name) => `Hola ${name}:`,
    confirmIntro: 'Hemos recibido tu mensaje. Para poder responderlo, confirma que este correo es tuyo.',
    confirmAction: 'Confirmar el correo',
    confirmOutro: 'Si no nos escribiste, ignora este correo: el mensaje no se responderá.',
    answerSubject: (subject) => `Respuesta a tu solicitud: ${subject}`,
    answerIntro: 'Nuestro equipo de atención respondió a tu solicitud:',
    answerClosed: 'La solicitud se ha cerrado. Si necesitas más ayuda, abre una nueva solicitud.',
    answerAction: 'Ver la solicitud',
    answerGuest: 'Para añadir algo, vuelve a escribirnos desde el formulario de contacto.',
    signature: 'El equipo de la tienda',
  },
  fr: {
    confirmSubject: (subject) => `Confirmez votre e-mail : ${subject}`,
    greeting: (name) => `Bonjour ${name},`,
    confirmIntro: 'Nous avons bien reçu votre message. Pour que nous puissions y répondre, confirmez que cette adresse e-mail est la vôtre.',
    confirmAction: 'Confirmer mon e-mail',
    confirmOutro: "Si vous ne nous avez pas écrit, ignorez cet e-mail : le message ne recevra pas de réponse.",
    answerSubject: (subject) => `Réponse à votre demande : ${subject}`,
    answerIntro: 'Notre service client a répondu à votre demande :',
    answerClosed: 'La demande est désormais close. Si vous avez besoin d’aide, ouvrez une nouvelle demande.',
    answerAction: 'Voir la demande',
    answerGuest: 'Pour ajouter quelque chose, écrivez-nous de nouveau via le formulaire de contact.',
    signature: "L'équipe de la boutique",
  },
};

const button = actionButton;

export function contactConfirmMail(input: { locale: Locale; name: string; subject: string; link: string }): RenderedMail {
  const t = TEXTS[input.locale];
  const subject = t.confirmSubject(input.subject);
  const text = [t.greeting(input.name), '', t.confirmIntro, '', `${t.confirmAction}: ${input.link}`, '', t.confirmOutro, '', t.signature].join('\n');
  const html = layout(
    input.locale,
    subject,
    [
      `<p>${escapeHtml(t.greeting(input.name))}</p>`,
      `<p>${escapeHtml(t.confirmIntro)}</p>`,
      button(input.link, t.confirmAction),
      `<p style="word-break:break-all;font-size:13px;color:#555">${escapeHtml(input.link)}</p>`,
      `<p>${escapeHtml(t.confirmOutro)}</p>`,
      `<p>${escapeHtml(t.signature)}</p>`,
    ].join(''),
  );
  return { subject, text, html };
}

/** `link`: the ticket's page in the account (a customer's ticket); null for a guest, who writes again instead. */
export function ticketAnswerMail(input: { locale: Locale; name: string; subject: string; body: string; closed: boolean; link: string | null }): RenderedMail {
  const t = TEXTS[input.locale];
  const subject = t.answerSubject(input.subject);
  const after = [input.closed ? t.answerClosed : null, input.link ? `${t.answerAction}: ${input.link}` : t.answerGuest].filter((line) => line !== null);
  const text = [t.greeting(input.name), '', t.answerIntro, '', input.body, '', ...after, '', t.signature].join('\n');
  const html = layout(
    input.locale,
    subject,
    [
      `<p>${escapeHtml(t.greeting(input.name))}</p>`,
      `<p>${escapeHtml(t.answerIntro)}</p>`,
      `<blockquote style="margin:0;padding:12px 16px;border-left:3px solid #111;white-space:pre-wrap">${escapeHtml(input.body)}</blockquote>`,
      input.closed ? `<p>${escapeHtml(t.answerClosed)}</p>` : '',
      input.link ? button(input.link, t.answerAction) : `<p>${escapeHtml(t.answerGuest)}</p>`,
      `<p>${escapeHtml(t.signature)}</p>`,
    ].join(''),
  );
  return { subject, text, html };
}
