import type { Locale } from '../../contract';

/**
 * The texts of the product's e-mails in the four languages (the api does not read locales/; these
 * are its own). pt is the default and the fallback.
 */
export type RenderedMail = { subject: string; text: string; html: string };

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

type PasswordResetTexts = {
  subject: string;
  greeting: (name: string) => string;
  intro: (minutes: number) => string;
  action: string;
  outro: string;
  signature: string;
};

const PASSWORD_RESET: Record<Locale, PasswordResetTexts> = {
  pt: {
    subject: 'Redefinir a palavra-passe',
    greeting: (name) => `Olá ${name},`,
    intro: (minutes) =>
      `Recebemos um pedido para redefinir a palavra-passe da sua conta. Use a ligação abaixo, válida durante ${minutes} minutos.`,
    action: 'Redefinir palavra-passe',
    outro: 'Se não pediu a redefinição, ignore este e-mail: a sua palavra-passe não muda.',
    signature: 'A equipa da loja',
  },
  en: {
    subject: 'Reset your password',
    greeting: (name) => `Hello ${name},`,
    intro: (minutes) =>
      `We received a request to reset the password of your account. Use the link below; it is valid for ${minutes} minutes.`,
    action: 'Reset password',
    outro: 'If you did not ask for a reset, ignore this e-mail: your password stays the same.',
    signature: 'The shop team',
  },
  es: {
    subject: 'Restablecer la contraseña',
    greeting: (name) => `Hola ${name}:`,
    intro: (minutes) =>
      `Hemos recibido una solicitud para restablecer la contraseña de tu cuenta. Usa el enlace de abajo, válido durante ${minutes} minutos.`,
    action: 'Restablecer contraseña',
    outro: 'Si no pediste el restablecimiento, ignora este correo: tu contraseña no cambia.',
    signature: 'El equipo de la tienda',
  },
  fr: {
    subject: 'Réinitialiser votre mot de passe',
    greeting: (name) => `Bonjour ${name},`,
    intro: (minutes) =>
      `Nous avons reçu une demande de réinitialisation du mot de passe de votre compte. Utilisez le lien ci-dessous, valable ${minutes} minutes.`,
    action: 'Réinitialiser le mot de passe',
    outro:
      "Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail : votre mot de passe ne change pas.",
    signature: "L'équipe de la boutique",
  },
};

export function layout(locale: Locale, title: string, body: string): string {
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111;max-width:560px;margin:0 auto;padding:24px">${body}</body></html>`;
}

/** The e-mail's one call to action, a link drawn as a button (inline styles: mail clients drop stylesheets). */
export const actionButton = (link: string, label: string): string =>
  `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#111;color:#fff;text-decoration:none;border-radius:6px">${escapeHtml(label)}</a></p>`;

export function passwordResetMail(input: {
  locale: Locale;
  name: string;
  link: string;
  minutes: number;
}): RenderedMail {
  const t = PASSWORD_RESET[input.locale];
  const text = [
    t.greeting(input.name),
    '',
    t.intro(input.minutes),
    '',
    `${t.action}: ${input.link}`,
    '',
    t.outro,
    '',
    t.signature,
  ].join('\n');
  const html = layout(
    input.locale,
    t.subject,
    [
      `<p>${escapeHtml(t.greeting(input.name))}</p>`,
      `<p>${escapeHtml(t.intro(input.minutes))}</p>`,
      actionButton(input.link, t.action),
      `<p style="word-break:break-all;font-size:13px;color:#555">${escapeHtml(input.link)}</p>`,
      `<p>${escapeHtml(t.outro)}</p>`,
      `<p>${escapeHtml(t.signature)}</p>`,
    ].join(''),
  );
  return { subject: t.subject, text, html };
}
