import { useUnit } from 'effector-react';
import type { Translate } from '../../i18n/translate';
import { useTranslation } from '../../i18n/react';
import { $passwordErrors, $passwordStatus, $profileErrors, $profileStatus, passwordSubmitted, profileSubmitted } from '../../../features/account';
import type { AccountFieldErrors } from '../../../features/account';
import { $user } from '../../../features/auth';
import { Heading } from '../../../ui/Heading';
import { PasswordForm, ProfileForm } from '../../../ui/ProfileForm';
import * as styles from './AccountPages.css';
import { DataRightsSection } from './support/DataRightsSection';

/** Field error keys of the model in the page's language. */
export function translatedErrors<Field extends string>(t: Translate, errors: AccountFieldErrors, fields: readonly Field[]): Partial<Record<Field, string>> {
  const result: Partial<Record<Field, string>> = {};
  for (const field of fields) {
    const key = errors[field];
    if (key) result[field] = t(`account.errors.${key}`);
  }
  return result;
}

const PROFILE_FIELDS = ['name', 'lastname', 'email', 'current_password'] as const;
const PASSWORD_FIELDS = ['current_password', 'password', 'password_confirmation'] as const;
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** /account/profile: name, last name and e-mail, and the password. */
export default function ProfilePage() {
  const { t } = useTranslation();
  const passwordToggle = { show: t('auth.password.show'), hide: t('auth.password.hide') };
  const [user, profileErrors, profileStatus, passwordErrors, passwordStatus] = useUnit([$user, $profileErrors, $profileStatus, $passwordErrors, $passwordStatus]);
  const [submitProfile, submitPassword] = useUnit([profileSubmitted, passwordSubmitted]);
  if (!user) return null;
  const initialValues = { name: text(user.name), lastname: text(user.lastname), email: user.email };
  return (
    <div className={styles.page}>
      <Heading level={1}>{t('account.nav.profile')}</Heading>
      <div className={styles.forms}>
        {/* A new user (the verified one, or the saved one) starts the form afresh from its details. */}
        <ProfileForm
          key={`${user.id}|${initialValues.email}|${initialValues.name}|${initialValues.lastname}`}
          initialValues={initialValues}
          labels={{
            title: t('account.profile.title'),
            intro: t('account.profile.intro'),
            name: t('account.profile.name'),
            lastname: t('account.profile.lastname'),
            email: t('account.profile.email'),
            currentPassword: t('account.profile.currentPassword'),
            emailChangeHint: t('account.profile.emailChangeHint'),
            passwordToggle,
            save: t('account.profile.save'),
            saving: t('account.profile.saving'),
            saved: t('account.profile.saved'),
          }}
          errors={translatedErrors(t, profileErrors, PROFILE_FIELDS)}
          status={profileStatus}
          onSubmit={submitProfile}
        />
        <PasswordForm
          labels={{
            title: t('account.password.title'),
            current: t('account.password.current'),
            new: t('account.password.new'),
            confirmation: t('account.password.confirmation'),
            hint: t('account.password.hint'),
            logoutOthers: t('account.password.logoutOthers'),
            passwordToggle,
            save: t('account.password.save'),
            saving: t('account.password.saving'),
            saved: t('account.password.saved'),
          }}
          errors={translatedErrors(t, passwordErrors, PASSWORD_FIELDS)}
          status={passwordStatus}
          onSubmit={submitPassword}
        />
        <DataRightsSection />
      </div>
    </div>
  );
}
