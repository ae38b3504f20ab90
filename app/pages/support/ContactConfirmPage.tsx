import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { $confirmStatus, contactConfirmOpened } from '../../../features/support';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { Heading } from '../../../ui/Heading';
import { useTranslation } from '../../i18n/react';
import { useLocale } from '../../i18n/useLocale';
import { href } from '../../routes/href';
import * as styles from './SupportPages.css';

/** /contact/confirm/{token}: the guest's e-mail is confirmed once the page runs in the browser. */
export default function ContactConfirmPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { token = '' } = useParams();
  const [status, opened] = useUnit([$confirmStatus, contactConfirmOpened]);
  useEffect(() => {
    opened(token);
  }, [token, opened]);
  const contact = href('contact', {}, locale);

  if (status === 'confirmed') {
    return <EmptyState headingLevel={1} icon="check" title={t('support.confirm.confirmedTitle')} text={t('support.confirm.confirmedText')} action={{ label: t('nav.home'), href: href('home', {}, locale) }} />;
  }
  if (status === 'invalid') {
    return <EmptyState headingLevel={1} icon="close" title={t('support.confirm.invalidTitle')} text={t('support.confirm.invalidText')} action={{ label: t('support.confirm.contact'), href: contact }} />;
  }
  return (
    <section className={styles.confirm} aria-labelledby="contact-confirm-title">
      <Heading level={1} id="contact-confirm-title">
        {t('support.confirm.title')}
      </Heading>
      {status === 'failed' ? (
        <>
          <p role="alert">{t('support.confirm.failed')}</p>
          <Button variant="primary" onClick={() => opened(token)}>
            {t('support.confirm.retry')}
          </Button>
        </>
      ) : (
        <p role="status" aria-busy="true">
          {t('support.confirm.pending')}
        </p>
      )}
    </section>
  );
}
