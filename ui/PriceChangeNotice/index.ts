export { PriceChangeNotice } from './PriceChangeNotice';
export type { PriceChangeNoticeProps, PriceChangeNoticeLabels } from './PriceChangeNotice';
