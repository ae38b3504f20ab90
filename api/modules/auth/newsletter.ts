import { createHmac } from 'node:crypto';
import type { Locale } from '../../../contract';
import type { Query } from '../../db/client';
import { secretsEqual } from '../../http/constant-time';
import type { Mailer } from '../../mail/outbox';
import { actionButton, escapeHtml, layout, type RenderedMail } from '../../mail/templates';

/**
 * The newsletter's double opt-in. Ticking the box at registration records a pending request
 * (`newsletter_requested_at`) and e-mails a signed link: `{user uuid}.{request time, base 36}.{HMAC}`. The
 * key is derived from ADMIN_TOKEN with a purpose label, as the order links' is. Confirming checks the
 * signature and the link's age, then turns the subscription on only where the request the link was signed
 * for is still the pending one, clearing it in the same statement: a link works once, an older link of a
 * newer request does nothing, and the `newsletter` conversion (§7) is recorded by the one confirmation.
 */
export const NEWSLETTER_LINK_DAYS = 7;
const LINK_LIFETIME_MS = NEWSLETTER_LINK_DAYS * 24 * 60 * 60_000;

export type NewsletterLinks = {
  tokenOf(userUuid: string, requestedAt: Date): string;
  /** The user and request time a token names, when its signature holds; null for anything else. */
  read(token: string): { userUuid: string; requestedAt: Date } | null;
};

export function createNewsletterLinks(adminToken: string): NewsletterLinks {
  const key = createHmac('sha256', adminToken).update('storefront newsletter opt-in v1').digest();
  const signature = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  return {
    tokenOf(userUuid, requestedAt) {
      const payload = `${userUuid.toLowerCase()}.${requestedAt.getTime().toString(36)}`;
      return `${payload}.${signature(payload)}`;
    },
    read(token) {
      const match = /^([0-9a-f-]{36})\.([0-9a-z]{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (!match) return null;
      const [, userUuid, issued, mac] = match as unknown as [string, string, string, string];
      if (!secretsEqual(signature(`${userUuid}.${issued}`), mac)) return null;
      const requestedAt = new Date(Number.parseInt(issued, 36));
      return Number.isNaN(requestedAt.getTime()) ? null : { userUuid, requestedAt };
    },
  };
}

/** Records a pending subscription of the user; answers the time its link is signed for. */
export async function requestNewsletter(query: Query, userId: number, now: Date): Promise<Date> {
  await query('update users set newsletter_requested_at = $2 where id = $1', [userId, now]);
  return now;
}

/**
 * Asks a user to confirm the newsletter (registration's box, or the preferences turning it on): records the
 * pending request and e-mails its signed link in `locale`. Nothing is subscribed until the link is opened.
 */
export async function sendNewsletterConfirmation(input: {
  query: Query;
  mailer: Mailer;
  links: NewsletterLinks;
  webOrigin: string;
  user: { id: number; uuid: string; email: string; name: string };
  locale: Locale;
  now: Date;
}): Promise<void> {
  const { user, locale } = input;
  const requestedAt = await requestNewsletter(input.query, user.id, input.now);
  const link = `${input.webOrigin}${locale === 'pt' ? '' : `/${locale}`}/newsletter/confirm/${input.links.tokenOf(user.uuid, requestedAt)}`;
  const mail = newsletterConfirmMail({ locale, name: user.name, link });
  await input.mailer.send({ kind: 'newsletter-confirm', to: user.email, locale, ...mail });
}

/**
 * Confirms the subscription the token was signed for: the user id when this call turned it on, null when
 * the token is forged, expired, already used or superseded by a newer request.
 */
export async function confirmNewsletter(query: Query, links: NewsletterLinks, token: string, now: Date): Promise<number | null> {
  const named = links.read(token);
  if (!named || now.getTime() - named.requestedAt.getTime() > LINK_LIFETIME_MS) return null;
  const [row] = await query<{ id: number }>(
    `update users set newsletter = true, newsletter_confirmed_at = $3, newsletter_requested_at = null
      where uuid = $1 and newsletter_requested_at = $2 and deleted_at is null
      returning id`,
    [named.userUuid, named.requestedAt, now],
  );
  return row?.id ?? null;
}

type NewsletterTexts = { subject: string; greeting: (name: string) => string; intro: string; action: string; outro: (days: number) => string; signature: string };

const TEXTS: Record<Locale, NewsletterTexts> = {
  pt: {
    subject: 'Confirme a subscrição da newsletter',
    greeting: (name) => `Olá ${name},`,
    intro: 'Pediu para receber a nossa newsletter com novidades e campanhas. Confirme a subscrição para começar a recebê-la.',
    action: 'Confirmar a subscrição',
    outro: (days) => `A ligação é válida durante ${days} dias. Se não pediu a newsletter, ignore este e-mail: não lha enviaremos.`,
    signature: 'A equipa da loja',
  },
  en: {
    subject: 'Confirm your newsletter subscription',
    greeting: (name) => `Hello ${name},`,
    intro: 'You asked to receive our newsletter with news and campaigns. Confirm your subscription to start receiving it.',
    action: 'Confirm my subscription',
    outro: (days) => `The link is valid for ${days} days. If you did not ask for the newsletter, ignore this e-mail: we will not send it to you.`,
    signature: 'The shop team',
  },
  es: {
    subject: 'Confirma tu suscripción a la newsletter',
    greeting: (name) => `Hola ${name}:`,
    intro: 'Has pedido recibir nuestra newsletter con novedades y campañas. Confirma la suscripción para empezar a recibirla.',
    action: 'Confirmar la suscripción',
    outro: (days) => `El enlace es válido durante ${days} días. Si no pediste la newsletter, ignora este correo: no te la enviaremos.`,
    signature: 'El equipo de la tienda',
  },
  fr: {
    subject: 'Confirmez votre abonnement à la newsletter',
    greeting: (name) => `Bonjour ${name},`,
    intro: 'Vous avez demandé à recevoir notre newsletter avec nos nouveautés et nos campagnes. Confirmez votre abonnement pour commencer à la recevoir.',
    action: 'Confirmer mon abonnement',
    outro: (days) => `Le lien est valable ${days} jours. Si vous n’avez pas demandé la newsletter, ignorez cet e-mail : nous ne vous l’enverrons pas.`,
    signature: "L'équipe de la boutique",
  },
};

export function newsletterConfirmMail(input: { locale: Locale; name: string; link: string }): RenderedMail {
  const t = TEXTS[input.locale];
  const outro = t.outro(NEWSLETTER_LINK_DAYS);
  const text = [t.greeting(input.name), '', t.intro, '', `${t.action}: ${input.link}`, '', outro, '', t.signature].join('\n');
  const html = layout(
    input.locale,
    t.subject,
    [
      `<p>${escapeHtml(t.greeting(input.name))}</p>`,
      `<p>${escapeHtml(t.intro)}</p>`,
      actionButton(input.link, t.action),
      `<p style="word-break:break-all;font-size:13px;color:#555">${escapeHtml(input.link)}</p>`,
      `<p>${escapeHtml(outro)}</p>`,
      `<p>${escapeHtml(t.signature)}</p>`,
    ].join(''),
  );
  return { subject: t.subject, text, html };
}
