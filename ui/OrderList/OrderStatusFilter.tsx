import type { OrderStatus } from '../../contract';
import * as styles from './OrderList.css';

/** The statuses a customer filters by, in the order offered ('all' first). */
export const ORDER_FILTER_STATUSES = ['pending_payment', 'paid', 'cancelled', 'expired', 'declined'] as const satisfies readonly OrderStatus[];

export interface OrderStatusFilterLabels {
  /** The group's name: 'Filtrar por estado'. */
  title: string;
  all: string;
  statuses: Record<OrderStatus, string>;
}

export interface OrderStatusFilterProps {
  value: OrderStatus | null;
  onChange: (status: OrderStatus | null) => void;
  labels: OrderStatusFilterLabels;
}

/** One status or all, as toggle chips (the pressed one is the filter shown). */
export function OrderStatusFilter({ value, onChange, labels }: OrderStatusFilterProps) {
  const options: Array<{ status: OrderStatus | null; label: string }> = [
    { status: null, label: labels.all },
    ...ORDER_FILTER_STATUSES.map((status) => ({ status, label: labels.statuses[status] })),
  ];
  return (
    <div role="group" aria-label={labels.title} className={styles.filter}>
      {options.map((option) => (
        <button
          key={option.status ?? 'all'}
          type="button"
          className={styles.chip}
          aria-pressed={value === option.status}
          onClick={() => {
            if (value !== option.status) onChange(option.status);
          }}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
