import { useUnit } from 'effector-react';
import { useTranslation } from '../../i18n/react';
import { useLocation } from 'react-router-dom';
import { LANGUAGE_NAMES, LANGUAGE_TAGS, LOCALES } from '../../../contract';
import type { Locale } from '../../../contract';
import { $preferencesErrors, $preferencesStatus, preferencesSubmitted } from '../../../features/account';
import { $user } from '../../../features/auth';
import { PreferencesForm } from '../../../ui/PreferencesForm';
import { localizePath, splitLocale } from '../../i18n/locale';
import { useLocale } from '../../i18n/useLocale';
import * as styles from './AccountPages.css';
import { translatedErrors } from './ProfilePage';

const LANGUAGES = LOCALES.map((locale) => ({ locale, name: LANGUAGE_NAMES[locale], tag: LANGUAGE_TAGS[locale] }));
const FIELDS = ['locale', 'newsletter'] as const;

/** /account/preferences: the language (saved to the account, the cookie and storage) and the newsletter. */
export default function PreferencesPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const location = useLocation();
  const [user, errors, status] = useUnit([$user, $preferencesErrors, $preferencesStatus]);
  const submit = useUnit(preferencesSubmitted);
  if (!user) return null;
  const { path } = splitLocale(location.pathname);
  // This page in every language, so a new language loads the same page (§2 language redirect rules).
  const pageInLocale = Object.fromEntries(LOCALES.map((each) => [each, localizePath(path, each) + location.search])) as Record<Locale, string>;
  // The language chosen is the page's: the cookie decides it (§2), the account's copy may be older (another device).
  // Asked for and awaiting its e-mailed confirmation (double opt-in): shown ticked, with the pending note.
  const newsletterPending = user.newsletter_pending === true;
  const newsletter = user.newsletter === true || newsletterPending;
  return (
    <div className={styles.page}>
      <PreferencesForm
        key={`${user.id}|${newsletter}|${newsletterPending}`}
        headingLevel={1}
        languages={LANGUAGES}
        initialValues={{ locale, newsletter }}
        labels={{
          title: t('account.preferences.title'),
          intro: t('account.preferences.intro'),
          language: t('account.preferences.language'),
          newsletter: t('account.preferences.newsletter'),
          newsletterHint: t('account.preferences.newsletterHint'),
          newsletterPending: t('account.preferences.newsletterPending'),
          save: t('account.preferences.save'),
          saving: t('account.preferences.saving'),
          saved: t('account.preferences.saved'),
        }}
        errors={translatedErrors(t, errors, FIELDS)}
        status={status}
        newsletterPending={newsletterPending}
        onSubmit={(values) => submit({ ...values, currentLocale: locale, pageInLocale })}
      />
    </div>
  );
}
