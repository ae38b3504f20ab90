/** The account order pieces' texts in a locale, from the app's own builders (app/shell/orderLabels.ts). */
import {
  buildOrderDetailLabels,
  buildOrderListLabels,
  buildOrderStatusFilterLabels,
  buildShipmentTimelineLabels,
} from '../app/shell/orderLabels';
import { i18nFor, type Locale } from './i18n';

const tFor = (locale: Locale) => i18nFor(locale).t;
export const orderListLabels = (locale: Locale) => buildOrderListLabels(tFor(locale));
export const orderStatusFilterLabels = (locale: Locale) => buildOrderStatusFilterLabels(tFor(locale));
export const shipmentTimelineLabels = (locale: Locale) => buildShipmentTimelineLabels(tFor(locale));
export const orderDetailLabels = (locale: Locale) => buildOrderDetailLabels(tFor(locale));
