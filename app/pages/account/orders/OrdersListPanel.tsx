import { useUnit } from 'effector-react';
import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { LANGUAGE_TAGS } from '../../../../contract/constants';
import type { OrderStatus } from '../../../../contract';
import { ORDER_STATUSES } from '../../../../contract/constants';
import { $orderUuid, $orders, $ordersMeta, $ordersQuery, $ordersStatus, ordersPageOpened, ordersRetried } from '../../../../features/orders';
import { OrderList, OrderStatusFilter } from '../../../../ui/OrderList';
import { useTranslation } from '../../../i18n/react';
import { useLocale } from '../../../i18n/useLocale';
import { href } from '../../../routes/href';
import { buildOrderListLabels, buildOrderStatusFilterLabels } from '../../../shell/orderLabels';
import * as styles from './Orders.css';

/** `?status=&page=` of the list's address, read as the model's query (anything else: all, page 1). */
export function ordersQueryOf(search: string): { status: OrderStatus | null; page: number } {
  const params = new URLSearchParams(search);
  const status = params.get('status');
  const page = Number(params.get('page'));
  return {
    status: (ORDER_STATUSES as readonly string[]).includes(status ?? '') ? (status as OrderStatus) : null,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

function searchOf(query: { status: OrderStatus | null; page: number }): string {
  const params = new URLSearchParams();
  if (query.status) params.set('status', query.status);
  if (query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The customer's orders with their status filter. On a list page the address holds the filter and page
 * (`listPath`: moving them is a navigation, so back goes back); beside an order it keeps the model's query.
 */
export function OrdersListPanel({ listPath, className }: { listPath: string | null; className?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const [orders, meta, status, query, currentUuid] = useUnit([$orders, $ordersMeta, $ordersStatus, $ordersQuery, $orderUuid]);
  const [opened, retried] = useUnit([ordersPageOpened, ordersRetried]);
  const listLabels = useMemo(() => buildOrderListLabels(t), [t]);
  const filterLabels = useMemo(() => buildOrderStatusFilterLabels(t), [t]);
  const search = listPath === null ? null : location.search;

  useEffect(() => {
    if (search !== null) opened({ ...ordersQueryOf(search), locale });
    else if (status === 'idle') opened({ status: null, page: 1, locale });
    // The list beside an order loads once; a list page follows its address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search, locale, opened]);

  const move = (next: { status: OrderStatus | null; page: number }) => {
    if (listPath !== null) void navigate(`${listPath}${searchOf(next)}`);
    else opened({ ...next, locale });
  };

  return (
    <div className={[styles.listPanel, className].filter(Boolean).join(' ')}>
      <OrderStatusFilter value={query.status} onChange={(next) => move({ status: next, page: 1 })} labels={filterLabels} />
      <OrderList
        orders={orders}
        state={status === 'idle' ? 'loading' : status}
        filtered={query.status !== null}
        page={meta?.current_page ?? query.page}
        pages={meta?.last_page ?? 1}
        hrefOf={(uuid) => href('accountOrder', { uuid }, locale)}
        currentUuid={currentUuid}
        shopHref={href('home', {}, locale)}
        onOpen={(target) => void navigate(target)}
        onPage={(page) => move({ ...query, page })}
        onRetry={retried}
        languageTag={LANGUAGE_TAGS[locale]}
        labels={listLabels}
      />
    </div>
  );
}
