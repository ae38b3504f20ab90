export { OrderList, ORDER_LIST_STATES } from './OrderList';
export type { OrderListLabels, OrderListProps, OrderListState } from './OrderList';
export { OrderListItem, formatOrderDate } from './OrderListItem';
export type { OrderListItemLabels, OrderListItemProps } from './OrderListItem';
export { OrderStatusFilter, ORDER_FILTER_STATUSES } from './OrderStatusFilter';
export type { OrderStatusFilterLabels, OrderStatusFilterProps } from './OrderStatusFilter';
export { OrderStatusBadge, ORDER_STATUS_TONES } from './OrderStatusBadge';
