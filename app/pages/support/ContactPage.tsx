import { useUnit } from 'effector-react';
import { $user } from '../../../features/auth';
import { $contactErrors, $contactStatus, contactFormReset, contactSubmitted } from '../../../features/support';
import { CONTACT_FORM_FIELDS, ContactForm } from '../../../ui/ContactForm';
import { useTranslation } from '../../i18n/react';
import { useLocale } from '../../i18n/useLocale';
import { buildContactFormLabels, supportFieldErrors } from '../../shell/supportLabels';
import ContentRoutePage from '../ContentRoutePage';
import * as styles from './SupportPages.css';

/** /contact: the shop's contact page, then the contact form for everyone (a guest confirms the e-mail by a link). */
export default function ContactPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [user, status, errors] = useUnit([$user, $contactStatus, $contactErrors]);
  const [submitted, reset] = useUnit([contactSubmitted, contactFormReset]);
  const name = [user?.name, user?.lastname].filter((part) => typeof part === 'string' && part !== '').join(' ');
  return (
    <div className={styles.page}>
      <ContentRoutePage />
      <div className={styles.contentColumn}>
        <ContactForm
          // A session restored after the first paint starts the form from the customer's details.
          key={user?.id ?? 'guest'}
          labels={buildContactFormLabels(t)}
          state={status}
          errors={supportFieldErrors(t, errors, CONTACT_FORM_FIELDS)}
          initialValues={user ? { name, email: user.email } : undefined}
          onSubmit={(values) => submitted({ ...values, locale })}
          onReset={reset}
        />
      </div>
    </div>
  );
}
