/**
 * The sign-in pieces' sentences (`auth.*`, `toasts.*`) in a locale, built by the app's own builders —
 * so every story shows the shipped catalogue text in pt, en, es and fr.
 */
import type { Locale } from '../contract';
import { AUTH_NOTICES } from '../features/auth';
import type { AuthNotice, AuthNoticeKey, FieldErrors } from '../features/auth';
import {
  forgotPasswordDialogLabels,
  loginDialogLabels,
  noticeMessage,
  registerDialogLabels,
  resetPasswordFormLabels,
  toasterLabels,
  translatedFieldErrors,
} from '../app/shell/authLabels';
import { i18nFor } from './i18n';

const tFor = (locale: Locale) => i18nFor(locale).t;

export const loginLabels = (locale: Locale) => loginDialogLabels(tFor(locale));
export const registerLabels = (locale: Locale) => registerDialogLabels(tFor(locale));
export const forgotLabels = (locale: Locale) => forgotPasswordDialogLabels(tFor(locale));
export const resetLabels = (locale: Locale) => resetPasswordFormLabels(tFor(locale));
export const toastLabels = (locale: Locale) => toasterLabels(tFor(locale));
export const fieldErrorsIn = (locale: Locale, errors: FieldErrors) => translatedFieldErrors(tFor(locale), errors);
export const noticeIn = (locale: Locale, notice: AuthNotice) => noticeMessage(tFor(locale), notice);
export const textIn = (locale: Locale, key: string, values?: Record<string, string | number>) => tFor(locale)(key, values);

/** A §8 notice by its key, in the locale (stories show the dialogs' server failures with it). */
export const noticeByKey = (locale: Locale, key: AuthNoticeKey) => noticeMessage(tFor(locale), AUTH_NOTICES[key]);
