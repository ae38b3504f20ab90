export { formatStoreDay, formatStoreDayRange, sameStoreDay, storeDay, STORE_TIME_ZONE } from './dates';
export type { CalendarDay } from './dates';
