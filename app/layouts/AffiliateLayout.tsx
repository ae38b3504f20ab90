import { AccountGate } from '../pages/account/AccountGate';
import { DefaultLayout } from './DefaultLayout';

/** §2 Affiliate layout: the shop's frame around the affiliate pages, behind the same login guard (§6). */
export function AffiliateLayout() {
  return (
    <DefaultLayout>
      <AccountGate area="affiliate" />
    </DefaultLayout>
  );
}
