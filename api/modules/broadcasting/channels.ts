import { CUSTOMER_DISCOUNTS_CHANNEL, Uuid, customerChannel, customerDiscountsChannel } from '../../../contract';
import type { Database } from '../../db/client';
import type { AuthUser } from '../../http/auth-context';
import { peekCart } from '../cart/repository';
import { canAccess } from '../cart/service';

/**
 * Who may join which private or presence channel (protocols.md §1.6, §1.11; Laravel's
 * `routes/channels.php`): one authoriser per channel-name pattern. A pattern is a full channel name,
 * its `private-` or `presence-` prefix included, where `{name}` stands for one dot-free segment
 * (`private-checkout.{cartUuid}`). A channel name no pattern matches is refused (403).
 */

/** Who asks: the signed-in customer (cookie session or bearer) and the browser's `X-Session-Id`. */
export type BroadcastCaller = { user: AuthUser | null; sessionId: string | null };

/** A presence channel's member: `channel_data` `{user_id, user_info}` (ids are strings, protocols.md §1.6). */
export type PresenceMember = { user_id: string; user_info?: Record<string, unknown> };

/**
 * `true`: may join (a presence channel then joins as the signed-in customer, `{id, name}`);
 * a PresenceMember: may join a presence channel as that member; `false`: refused.
 */
export type ChannelAuthoriser = (caller: BroadcastCaller, params: Record<string, string>) => Promise<boolean | PresenceMember>;

export type ChannelMatch = { pattern: string; kind: 'private' | 'presence'; params: Record<string, string>; authorise: ChannelAuthoriser };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
const SEGMENT = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

function compile(pattern: string): { regex: RegExp; names: string[] } {
  const names: string[] = [];
  let source = '';
  let last = 0;
  for (const match of pattern.matchAll(SEGMENT)) {
    source += escapeRegExp(pattern.slice(last, match.index));
    source += '([^.]+)';
    names.push(match[1]!);
    last = match.index + match[0].length;
  }
  source += escapeRegExp(pattern.slice(last));
  return { regex: new RegExp(`^${source}$`), names };
}

export type ChannelRegistry = {
  /** Adds the authoriser of a pattern; the first registered pattern that matches a name decides. */
  register(pattern: string, authorise: ChannelAuthoriser): void;
  match(channelName: string): ChannelMatch | null;
  patterns(): string[];
};

export function createChannelRegistry(): ChannelRegistry {
  const entries: { pattern: string; kind: ChannelMatch['kind']; regex: RegExp; names: string[]; authorise: ChannelAuthoriser }[] = [];
  return {
    register(pattern, authorise) {
      // Exact prefixes with the dash (§1.5). Encrypted channels would need a shared secret: not offered.
      const kind = pattern.startsWith('presence-') ? 'presence' : pattern.startsWith('private-') ? 'private' : null;
      if (!kind || pattern.startsWith('private-encrypted-')) {
        throw new Error(`A channel authoriser needs a private- or presence- pattern, got ${JSON.stringify(pattern)}`);
      }
      if (entries.some((entry) => entry.pattern === pattern)) throw new Error(`The channel pattern ${pattern} has an authoriser already`);
      entries.push({ pattern, kind, ...compile(pattern), authorise });
    },
    match(channelName) {
      for (const entry of entries) {
        const found = entry.regex.exec(channelName);
        if (!found) continue;
        const params = Object.create(null) as Record<string, string>;
        entry.names.forEach((name, index) => (params[name] = found[index + 1]!));
        return { pattern: entry.pattern, kind: entry.kind, params, authorise: entry.authorise };
      }
      return null;
    },
    patterns: () => entries.map((entry) => entry.pattern),
  };
}

/** §7 `checkout.{cartUuid}` (Echo's `private('checkout.…')`): the channel of the order-created event. */
export const CHECKOUT_CHANNEL_PATTERN = 'private-checkout.{cartUuid}';

/**
 * Only whoever may read the cart joins its checkout channel — the cart's own rule (`canAccess`): a
 * guest cart answers to its session id, a customer's cart only to that signed-in customer, an
 * abandoned cart to nobody. An unknown cart is refused like someone else's.
 */
export function checkoutChannelAuthoriser(database: Database): ChannelAuthoriser {
  return async (caller, { cartUuid }) => {
    if (!cartUuid || !Uuid.safeParse(cartUuid).success) return false;
    const cart = await peekCart(database.query, cartUuid);
    return cart !== null && canAccess(cart, { userId: caller.user?.id ?? null, sessionId: caller.sessionId });
  };
}

/**
 * Beyond §7: the VIP coupons' channels (Echo's `private('discounts.customers')` and
 * `private('discounts.customer.{userId}')`). A coupon for every signed-in customer is published on the first,
 * one for named customers on each of theirs — never on the public `discount_list`.
 */
export const CUSTOMER_DISCOUNTS_CHANNEL_PATTERN = `private-${CUSTOMER_DISCOUNTS_CHANNEL}`;
export const ONE_CUSTOMER_DISCOUNTS_CHANNEL_PATTERN = `private-${customerDiscountsChannel('{userId}')}`;

/** Beyond §7: a customer's own account channel (`private('customer.{userId}')`), joined only by that customer. */
export const CUSTOMER_CHANNEL_PATTERN = `private-${customerChannel('{userId}')}`;

/** Any signed-in customer (cookie session or bearer); a guest is refused. */
export const customerDiscountsChannelAuthoriser: ChannelAuthoriser = async (caller) => caller.user !== null;

/** Only the customer the channel names; a guest and every other customer are refused. */
export const oneCustomerDiscountsChannelAuthoriser: ChannelAuthoriser = async (caller, { userId }) =>
  caller.user !== null && userId === String(caller.user.id);
