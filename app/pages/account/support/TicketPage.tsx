import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import {
  $closePending,
  $replyErrors,
  $replyStatus,
  $thread,
  $threadStatus,
  replySubmitted,
  ticketCloseRequested,
  ticketPageClosed,
  ticketPageOpened,
} from '../../../../features/support';
import { EmptyState } from '../../../../ui/EmptyState';
import { TicketThread } from '../../../../ui/TicketThread';
import { useTranslation } from '../../../i18n/react';
import { useLocale } from '../../../i18n/useLocale';
import { href } from '../../../routes/href';
import { buildTicketThreadLabels, supportDate, supportFieldErrors } from '../../../shell/supportLabels';
import * as styles from '../AccountPages.css';
import { useSupportLive } from './useSupportLive';

/** /account/support/{uuid}: one request's conversation, answered live by the operator. */
export default function TicketPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { uuid = '' } = useParams();
  const [thread, status, replyStatus, replyErrors, closePending] = useUnit([$thread, $threadStatus, $replyStatus, $replyErrors, $closePending]);
  const [opened, closed, reply, close] = useUnit([ticketPageOpened, ticketPageClosed, replySubmitted, ticketCloseRequested]);
  useSupportLive();
  useEffect(() => {
    opened(uuid);
    return () => closed();
  }, [uuid, opened, closed]);
  const listHref = href('accountSupport', {}, locale);

  return (
    <div className={styles.page}>
      <Link className={styles.back} to={listHref}>
        {t('support.thread.back')}
      </Link>
      {status === 'notFound' ? (
        <EmptyState headingLevel={1} icon="user" title={t('support.thread.notFoundTitle')} text={t('support.thread.notFoundText')} action={{ label: t('support.thread.back'), href: listHref }} />
      ) : status === 'failed' ? (
        <p role="alert">{t('support.thread.failed')}</p>
      ) : thread === null || thread.uuid !== uuid ? (
        <p role="status" aria-busy="true">
          {t('support.thread.loading')}
        </p>
      ) : (
        <TicketThread
          subject={thread.subject}
          category={thread.category}
          status={thread.status}
          orderNumber={thread.order?.number ?? null}
          messages={thread.messages.map((message) => ({ author: message.author, body: message.body, sent: supportDate(message.created_at, locale, true) }))}
          labels={buildTicketThreadLabels(t)}
          replyState={replyStatus}
          replyError={supportFieldErrors(t, replyErrors, ['body'] as const).body}
          closePending={closePending}
          newTicketHref={listHref}
          onReply={reply}
          onClose={close}
        />
      )}
    </div>
  );
}
