import type { Translate } from '../i18n/translate';
import { PASSWORD_MIN_LENGTH } from '../../contract';
import { fieldErrorRule } from '../../features/auth';
import type { AuthNotice, FieldErrors } from '../../features/auth';
import type { ForgotPasswordDialogLabels, FormMessage, LoginDialogLabels, PasswordLabels, RegisterDialogLabels, ResetPasswordFormLabels } from '../../ui/AuthDialogs';
import type { ToasterLabels } from '../../ui/Toaster';

/** The sentences of the sign-in pieces, from `auth.*` and `toasts.*` of locales/*.json. */
const passwordToggle = (t: Translate): PasswordLabels => ({ show: t('auth.password.show'), hide: t('auth.password.hide') });

export function loginDialogLabels(t: Translate): LoginDialogLabels {
  return {
    title: t('auth.login.title'),
    description: t('auth.login.description'),
    email: t('auth.login.email'),
    password: t('auth.login.password'),
    remember: t('auth.login.remember'),
    submit: t('auth.login.submit'),
    pending: t('auth.login.pending'),
    forgot: t('auth.login.forgot'),
    noAccount: t('auth.login.noAccount'),
    createAccount: t('auth.login.createAccount'),
    close: t('nav.close'),
    passwordToggle: passwordToggle(t),
  };
}

export function registerDialogLabels(t: Translate): RegisterDialogLabels {
  return {
    title: t('auth.register.title'),
    description: t('auth.register.description'),
    name: t('auth.register.name'),
    lastname: t('auth.register.lastname'),
    email: t('auth.register.email'),
    password: t('auth.register.password'),
    passwordHint: t('auth.register.passwordHint', { min: PASSWORD_MIN_LENGTH }),
    passwordConfirmation: t('auth.register.passwordConfirmation'),
    submit: t('auth.register.submit'),
    pending: t('auth.register.pending'),
    haveAccount: t('auth.register.haveAccount'),
    login: t('auth.register.login'),
    close: t('nav.close'),
    acceptTerms: t('auth.register.acceptTerms'),
    newsletter: t('auth.register.newsletter'),
    newsletterHint: t('auth.register.newsletterHint'),
    passwordToggle: passwordToggle(t),
  };
}

export function forgotPasswordDialogLabels(t: Translate): ForgotPasswordDialogLabels {
  return {
    title: t('auth.forgot.title'),
    description: t('auth.forgot.description'),
    email: t('auth.forgot.email'),
    submit: t('auth.forgot.submit'),
    pending: t('auth.forgot.pending'),
    sentTitle: t('auth.forgot.sentTitle'),
    sentDescription: (email) => t('auth.forgot.sentDescription', { email }),
    backToLogin: t('auth.forgot.backToLogin'),
    close: t('nav.close'),
  };
}

export function resetPasswordFormLabels(t: Translate): ResetPasswordFormLabels {
  return {
    email: t('auth.recovery.email'),
    password: t('auth.recovery.password'),
    passwordHint: t('auth.register.passwordHint', { min: PASSWORD_MIN_LENGTH }),
    passwordConfirmation: t('auth.recovery.passwordConfirmation'),
    submit: t('auth.recovery.submit'),
    pending: t('auth.recovery.pending'),
    invalidTitle: t('auth.recovery.invalidTitle'),
    invalidDescription: t('auth.recovery.invalidDescription'),
    requestNew: t('auth.recovery.requestNew'),
    passwordToggle: passwordToggle(t),
  };
}

export function toasterLabels(t: Translate): ToasterLabels {
  return { region: t('toasts.region'), toast: t('toasts.toast'), close: t('toasts.close') };
}

/** Field errors (the contract's or the API's English) in the page's language, by rule (`auth.errors.<rule>`). */
export function translatedFieldErrors(t: Translate, errors: FieldErrors): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => {
      const { rule, values } = fieldErrorRule(field, message);
      return [field, t(`auth.errors.${rule}`, values)];
    }),
  );
}

/** A §8 notice in the page's language (`auth.notices.<key>`). */
export function noticeMessage(t: Translate, notice: AuthNotice): FormMessage {
  return {
    title: t(`auth.notices.${notice.key}.title`),
    ...(notice.description ? { description: t(`auth.notices.${notice.key}.description`) } : {}),
  };
}
