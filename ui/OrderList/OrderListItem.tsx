import type { MouseEvent } from 'react';
import type { AccountOrderSummary, OrderPaymentMethod, OrderStatus } from '../../contract';
import { Icon } from '../Icon';
import { formatPrice } from '../Price/formatPrice';
import { OrderStatusBadge } from './OrderStatusBadge';
import * as styles from './OrderList.css';

export interface OrderListItemLabels {
  /** 'Encomenda #{{number}}' */
  orderNumber: (number: string) => string;
  /** 'Feita a {{date}}' */
  placedOn: (date: string) => string;
  /** '3 artigos' */
  itemCount: (count: number) => string;
  statuses: Record<OrderStatus, string>;
  methods: Record<OrderPaymentMethod, string>;
}

export interface OrderListItemProps {
  order: AccountOrderSummary;
  href: string;
  /** The open order (its detail is beside the list on a wide screen). */
  current?: boolean;
  /** A plain click: the app navigates (opening in a new tab stays the browser's). */
  onOpen?: (href: string) => void;
  languageTag: string;
  labels: OrderListItemLabels;
}

const plainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

export function formatOrderDate(iso: string, languageTag: string): string {
  return new Intl.DateTimeFormat(languageTag, { dateStyle: 'medium', timeZone: 'Europe/Lisbon' }).format(new Date(iso));
}

/** One order of the list as a link: its number, date, status, total, units, method and first pictures. */
export function OrderListItem({ order, href, current = false, onOpen, languageTag, labels }: OrderListItemProps) {
  return (
    <a
      href={href}
      className={styles.item}
      aria-current={current ? 'page' : undefined}
      onClick={(event) => {
        if (!onOpen || !plainClick(event)) return;
        event.preventDefault();
        onOpen(href);
      }}
    >
      <span className={styles.itemHead}>
        <span className={styles.number}>{labels.orderNumber(order.number)}</span>
        <OrderStatusBadge status={order.status} label={labels.statuses[order.status]} />
      </span>
      <span className={styles.itemMeta}>
        <span>{labels.placedOn(formatOrderDate(order.created_at, languageTag))}</span>
        <span aria-hidden="true">·</span>
        <span>{labels.itemCount(order.item_count)}</span>
        {/* A line of its own: wrapped after a '·' in a narrow card, the separator would end a line. */}
        <span className={styles.itemMethod}>{labels.methods[order.method]}</span>
      </span>
      <span className={styles.itemFoot}>
        <span className={styles.thumbnails} aria-hidden="true">
          {order.images.map((image) => (
            <img key={image} className={styles.thumbnail} src={image} alt="" width={40} height={53} loading="lazy" />
          ))}
        </span>
        <span className={styles.total}>{formatPrice(order.total, languageTag)}</span>
        <Icon name="chevron" size="small" direction="right" />
      </span>
    </a>
  );
}
