import type { ReactNode } from 'react';
import type { AccountOrderView } from '../../../../contract';

/** What follows a delivered order (returns) under its detail. */
export function OrderAfterSales(_props: { order: AccountOrderView }): ReactNode {
  return null;
}
