import { useUnit } from 'effector-react';
import { useMemo } from 'react';
import { useTranslation } from '../../i18n/react';
import { useParams, useSearchParams } from 'react-router-dom';
import { $resetPasswordFieldErrors, $resetPasswordStatus, forgotPasswordDialogOpened, isInvalidResetToken, resetPasswordSubmitted } from '../../../features/auth';
import { ResetPasswordForm } from '../../../ui/AuthDialogs';
import { Heading } from '../../../ui/Heading';
import { Stack } from '../../../ui/Stack';
import { Text } from '../../../ui/Text';
import { resetPasswordFormLabels, translatedFieldErrors } from '../../shell/authLabels';

/**
 * /recovery/{token} (§2, auth layout): a new password for the account of the link's e-mail
 * (`?email=`). Accepted: a toast and the login dialog (the auth model). An invalid or expired
 * token: a clear message and a button for a new link (the forgot-password dialog).
 */
export default function RecoveryPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const [search] = useSearchParams();
  const [status, fieldErrors, submit, requestNewLink] = useUnit([$resetPasswordStatus, $resetPasswordFieldErrors, resetPasswordSubmitted, forgotPasswordDialogOpened]);
  const labels = useMemo(() => resetPasswordFormLabels(t), [t]);
  const errors = useMemo(() => translatedFieldErrors(t, fieldErrors), [t, fieldErrors]);
  const failed = status.state === 'failed' ? status.error : null;
  const invalidToken = failed !== null && isInvalidResetToken(failed);
  return (
    <Stack gap="large">
      <Stack gap="small">
        <Heading level={1}>{t('auth.recovery.title')}</Heading>
        <Text tone="muted">{t('auth.recovery.description')}</Text>
      </Stack>
      {status.state === 'done' ? (
        <div role="status">
          <Text weight="strong">{t('auth.recovery.successTitle')}</Text>
          <Text>{t('auth.recovery.successDescription')}</Text>
        </div>
      ) : (
        <ResetPasswordForm
          labels={labels}
          defaultEmail={search.get('email') ?? ''}
          fieldErrors={errors}
          pending={status.state === 'pending'}
          failure={failed && !invalidToken && Object.keys(errors).length === 0 ? { title: t('auth.recovery.failed') } : null}
          invalidToken={invalidToken}
          onSubmit={(values) => submit({ ...values, token })}
          onRequestNewLink={() => requestNewLink()}
        />
      )}
    </Stack>
  );
}
