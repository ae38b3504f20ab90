import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { $createdTicket, $orderOptions, $ticketFormErrors, $ticketFormPending, $tickets, $ticketsMeta, $ticketsStatus, supportPageOpened, ticketSubmitted } from '../../../../features/support';
import { Button } from '../../../../ui/Button';
import { Heading } from '../../../../ui/Heading';
import { TicketForm, TICKET_FORM_FIELDS } from '../../../../ui/TicketForm';
import { TicketList } from '../../../../ui/TicketList';
import { useTranslation } from '../../../i18n/react';
import { useLocale } from '../../../i18n/useLocale';
import { href } from '../../../routes/href';
import { buildTicketFormLabels, buildTicketListLabels, supportDate, supportFieldErrors } from '../../../shell/supportLabels';
import * as styles from '../AccountPages.css';
import { useSupportLive } from './useSupportLive';

/** /account/support: the customer's requests, newest activity first, and a new request's form. */
export function SupportSection() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const [tickets, meta, status, orders, errors, pending, created] = useUnit([$tickets, $ticketsMeta, $ticketsStatus, $orderOptions, $ticketFormErrors, $ticketFormPending, $createdTicket]);
  const [opened, submitted] = useUnit([supportPageOpened, ticketSubmitted]);
  const [writing, setWriting] = useState(false);
  useSupportLive();
  useEffect(() => {
    opened({ page: 1 });
  }, [opened]);
  // The new request opens on its own page.
  useEffect(() => {
    if (created) void navigate(href('accountSupportTicket', { uuid: created }, locale));
  }, [created, navigate, locale]);

  const listState = status === 'ready' ? 'ready' : status === 'failed' ? 'failed' : 'loading';
  return (
    <div className={styles.page}>
      <Heading level={1}>{t('account.nav.support')}</Heading>
      <p className={styles.intro}>{t('support.list.intro')}</p>
      {writing ? (
        <TicketForm
          orders={orders}
          labels={buildTicketFormLabels(t)}
          errors={supportFieldErrors(t, errors, TICKET_FORM_FIELDS)}
          pending={pending}
          onSubmit={submitted}
          onCancel={() => setWriting(false)}
        />
      ) : (
        <div>
          <Button variant="primary" icon="plus" onClick={() => setWriting(true)}>
            {t('support.list.newTicket')}
          </Button>
        </div>
      )}
      <TicketList
        items={tickets.map((ticket) => ({
          uuid: ticket.uuid,
          subject: ticket.subject,
          category: ticket.category,
          status: ticket.status,
          orderNumber: ticket.order?.number ?? null,
          updated: supportDate(ticket.updated_at, locale),
          href: href('accountSupportTicket', { uuid: ticket.uuid }, locale),
        }))}
        state={listState}
        labels={buildTicketListLabels(t)}
        page={meta?.page ?? 1}
        pages={meta?.lastPage ?? 1}
        onPageChange={(page) => opened({ page })}
        onRetry={() => opened({ page: meta?.page ?? 1 })}
      />
    </div>
  );
}
