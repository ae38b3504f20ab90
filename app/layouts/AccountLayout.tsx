import { AccountGate } from '../pages/account/AccountGate';
import { DefaultLayout } from './DefaultLayout';

/**
 * §2 Account layout: the shop's header, footer and bottom bar around the account shell (greeting,
 * navigation to every account section, logout), behind the login guard.
 */
export function AccountLayout() {
  return (
    <DefaultLayout>
      <AccountGate area="account" />
    </DefaultLayout>
  );
}
