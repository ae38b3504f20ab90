export { OrderDetail } from './OrderDetail';
export type { OrderDetailLabels, OrderDetailProps } from './OrderDetail';
export { ReorderNotice } from './ReorderNotice';
export type { ReorderNoticeLabels, ReorderNoticeProps } from './ReorderNotice';
export { PayAgain } from './PayAgain';
export type { PayAgainLabels, PayAgainProps } from './PayAgain';
