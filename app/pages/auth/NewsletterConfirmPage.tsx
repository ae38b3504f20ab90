import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { $newsletterConfirmStatus, newsletterConfirmOpened } from '../../../features/auth';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { Heading } from '../../../ui/Heading';
import { useTranslation } from '../../i18n/react';
import { useLocale } from '../../i18n/useLocale';
import { href } from '../../routes/href';
import * as styles from '../support/SupportPages.css';

/** /newsletter/confirm/{token}: the subscription of the confirmation e-mail, confirmed once the page runs in the browser. */
export default function NewsletterConfirmPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { token = '' } = useParams();
  const [status, opened] = useUnit([$newsletterConfirmStatus, newsletterConfirmOpened]);
  useEffect(() => {
    opened(token);
  }, [token, opened]);

  if (status === 'subscribed') {
    return (
      <EmptyState
        headingLevel={1}
        icon="check"
        title={t('account.newsletter.subscribedTitle')}
        text={t('account.newsletter.subscribedText')}
        action={{ label: t('account.newsletter.shop'), href: href('home', {}, locale) }}
      />
    );
  }
  if (status === 'invalid') {
    return (
      <EmptyState
        headingLevel={1}
        icon="close"
        title={t('account.newsletter.invalidTitle')}
        text={t('account.newsletter.invalidText')}
        action={{ label: t('account.newsletter.preferences'), href: href('accountPreferences', {}, locale) }}
      />
    );
  }
  return (
    <section className={styles.confirm} aria-labelledby="newsletter-confirm-title">
      <Heading level={1} id="newsletter-confirm-title">
        {t('account.newsletter.title')}
      </Heading>
      {status === 'failed' ? (
        <>
          <p role="alert">{t('account.newsletter.failed')}</p>
          <Button variant="primary" onClick={() => opened(token)}>
            {t('account.newsletter.retry')}
          </Button>
        </>
      ) : (
        <p role="status" aria-busy="true">
          {t('account.newsletter.pending')}
        </p>
      )}
    </section>
  );
}
