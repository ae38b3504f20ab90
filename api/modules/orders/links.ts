import { createHmac } from 'node:crypto';
import { secretsEqual } from '../../http/constant-time';

/**
 * The signed order link: `token` = HMAC-SHA256 of the order uuid, so whoever holds the confirmation
 * e-mail (or the order event's `redirect.url`) reads that order without the browser session that placed
 * it — a guest's session id is cleared with the cart once the order is paid (§4). The key is derived
 * from ADMIN_TOKEN with a purpose label (it needs no secret of its own; a new ADMIN_TOKEN retires every link).
 */
export type OrderLinks = { tokenOf(orderUuid: string): string; verify(orderUuid: string, token: string): boolean };

export function createOrderLinks(adminToken: string): OrderLinks {
  const key = createHmac('sha256', adminToken).update('storefront order links v1').digest();
  const tokenOf = (orderUuid: string) => createHmac('sha256', key).update(orderUuid.toLowerCase()).digest('base64url');
  return {
    tokenOf,
    verify: (orderUuid, token) => secretsEqual(tokenOf(orderUuid), token),
  };
}
