import { useUnit } from 'effector-react';
import { useMemo } from 'react';
import { useTranslation } from '../i18n/react';
import { useLocale } from '../i18n/useLocale';
import { href } from '../routes/href';
// What the dialogs' answers do in the app (toasts, logout) comes with them when they open before the browser session.
import './authWiring';
import {
  $forgotPasswordFieldErrors,
  $forgotPasswordSentTo,
  $forgotPasswordStatus,
  $loginFailure,
  $loginFieldErrors,
  $loginPending,
  $openDialog,
  $registerFailure,
  $registerFieldErrors,
  $registerPending,
  dialogsClosed,
  forgotPasswordDialogOpened,
  forgotPasswordSubmitted,
  loginDialogOpened,
  loginSubmitted,
  registerDialogOpened,
  registerSubmitted,
} from '../../features/auth';
import { ForgotPasswordDialog, LoginDialog, RegisterDialog } from '../../ui/AuthDialogs';
import {
  forgotPasswordDialogLabels,
  loginDialogLabels,
  noticeMessage,
  registerDialogLabels,
  translatedFieldErrors,
} from './authLabels';

/**
 * The sign-in dialogs (loaded lazily by AuthDialogsHost once one opens): whichever of login,
 * register and forgot password `$openDialog` names; closing calls `dialogsClosed`. Texts and field
 * errors in the page's language. Only the open one is mounted: switching closes the old one at once,
 * so its focus return (to the button that opened it) happens before the new one takes the focus,
 * never while someone types.
 */
export default function AuthDialogs() {
  const { t } = useTranslation();
  const locale = useLocale();
  const model = useUnit({
    open: $openDialog,
    loginErrors: $loginFieldErrors,
    loginPending: $loginPending,
    loginFailure: $loginFailure,
    registerErrors: $registerFieldErrors,
    registerPending: $registerPending,
    registerFailure: $registerFailure,
    forgotErrors: $forgotPasswordFieldErrors,
    forgotStatus: $forgotPasswordStatus,
    forgotSentTo: $forgotPasswordSentTo,
  });
  const events = useUnit({
    closed: dialogsClosed,
    login: loginDialogOpened,
    register: registerDialogOpened,
    forgot: forgotPasswordDialogOpened,
    loginSubmitted,
    registerSubmitted,
    forgotPasswordSubmitted,
  });
  const labels = useMemo(
    () => ({
      login: loginDialogLabels(t),
      register: registerDialogLabels(t),
      forgot: forgotPasswordDialogLabels(t),
    }),
    [t],
  );
  const loginErrors = useMemo(() => translatedFieldErrors(t, model.loginErrors), [t, model.loginErrors]);
  const registerErrors = useMemo(
    () => translatedFieldErrors(t, model.registerErrors),
    [t, model.registerErrors],
  );
  const forgotErrors = useMemo(() => translatedFieldErrors(t, model.forgotErrors), [t, model.forgotErrors]);
  const forgot = model.forgotStatus;
  return (
    <>
      {model.open === 'login' && (
        <LoginDialog
          open
          labels={labels.login}
          fieldErrors={loginErrors}
          pending={model.loginPending}
          failure={model.loginFailure ? noticeMessage(t, model.loginFailure) : null}
          onSubmit={events.loginSubmitted}
          onClose={events.closed}
          onForgotPassword={events.forgot}
          onRegister={events.register}
        />
      )}
      {model.open === 'register' && (
        <RegisterDialog
          open
          labels={labels.register}
          fieldErrors={registerErrors}
          pending={model.registerPending}
          failure={model.registerFailure ? noticeMessage(t, model.registerFailure) : null}
          termsHref={href('legal', { slug: 'terms-of-service' }, locale)}
          privacyHref={href('legal', { slug: 'privacy-policy' }, locale)}
          onSubmit={(values) => events.registerSubmitted({ ...values, locale })}
          onClose={events.closed}
          onLogin={() => events.login()}
        />
      )}
      {model.open === 'forgotPassword' && (
        <ForgotPasswordDialog
          open={model.open === 'forgotPassword'}
          labels={labels.forgot}
          fieldErrors={forgotErrors}
          pending={forgot.state === 'pending'}
          failure={
            forgot.state === 'failed' && Object.keys(forgotErrors).length === 0
              ? { title: t('auth.forgot.failed') }
              : null
          }
          sentTo={forgot.state === 'done' ? model.forgotSentTo : null}
          onSubmit={(values) => events.forgotPasswordSubmitted({ ...values, locale })}
          onClose={events.closed}
          onLogin={() => events.login()}
        />
      )}
    </>
  );
}
