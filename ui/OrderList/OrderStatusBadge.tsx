import type { OrderStatus } from '../../contract';
import { Badge, type BadgeTone } from '../Badge';

/** The tone each order status reads in: waiting (caution), paid (positive), ended unpaid (neutral or critical). */
export const ORDER_STATUS_TONES = {
  pending_payment: 'caution',
  paid: 'positive',
  paid_after_expiry: 'positive',
  expired: 'neutral',
  declined: 'critical',
  cancelled: 'neutral',
} as const satisfies Record<OrderStatus, BadgeTone>;

/** An order's status as a badge: its word from the caller, its tone from the status. */
export function OrderStatusBadge({ status, label }: { status: OrderStatus; label: string }) {
  return <Badge tone={ORDER_STATUS_TONES[status]}>{label}</Badge>;
}
