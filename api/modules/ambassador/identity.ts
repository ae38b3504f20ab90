import { randomInt } from 'node:crypto';
import { canonicalEmail } from '../../../contract';
import type { Query } from '../../db/client';

/**
 * Who a person is, for the self-referral rule: an ambassador may not earn on their own orders, so a
 * friend who shares the ambassador's account, e-mail (case and `+tags` ignored), phone or shipping
 * address is the ambassador. Phones and addresses are compared after normalisation, so `+351 912 345 678`
 * is `912345678` and `Rua  Augusta, 100` is `rua augusta 100`.
 */

export type Identity = { emails: string[]; phones: string[]; addresses: string[] };

/** Digits only, the Portuguese country prefix dropped: the same phone however it was typed. */
export function canonicalPhone(phone: string | null | undefined): string | null {
  if (!phone) return null;
  let digits = phone.replace(/\D/g, '');
  if (digits.length === 14 && digits.startsWith('00351')) digits = digits.slice(5);
  if (digits.length === 12 && digits.startsWith('351')) digits = digits.slice(3);
  return digits.length >= 6 ? digits : null;
}

/** Street and postal code, accents, case, punctuation and spacing ignored. */
export function canonicalAddress(address: { street?: unknown; postal_code?: unknown } | null | undefined): string | null {
  if (!address || typeof address.street !== 'string' || typeof address.postal_code !== 'string') return null;
  const plain = (value: string) =>
    value
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
  return `${plain(address.street)}|${address.postal_code.replace(/\D/g, '')}`;
}

function identityOf(emails: (string | null)[], phones: (string | null)[], addresses: (string | null)[]): Identity {
  const present = (values: (string | null)[]) => [...new Set(values.filter((value): value is string => value !== null && value !== ''))];
  return { emails: present(emails.map((email) => (email ? canonicalEmail(email) : null))), phones: present(phones.map(canonicalPhone)), addresses: present(addresses) };
}

/** A customer as the shop knows them: the account's e-mail, saved addresses and phones, and those of their past orders. */
export async function identityOfUser(query: Query, userId: number): Promise<Identity> {
  const [user] = await query<{ email: string }>(`select email from users where id = $1`, [userId]);
  const saved = await query<{ phone: string; street: string; postal_code: string }>(`select phone, street, postal_code from addresses where user_id = $1`, [userId]);
  const orders = await query<{ email: string; phone: string; shipping_address: { street?: unknown; postal_code?: unknown } }>(
    `select email, phone, shipping_address from orders where customer_id = $1 order by id desc limit 50`,
    [userId],
  );
  return identityOf(
    [user?.email ?? null, ...orders.map((order) => order.email)],
    [...saved.map((address) => address.phone), ...orders.map((order) => order.phone)],
    [...saved.map(canonicalAddress), ...orders.map((order) => canonicalAddress(order.shipping_address))],
  );
}

/** One order's own contact and shipping address. */
export function identityOfOrder(order: { email: string; phone: string; shipping_address: { street?: unknown; postal_code?: unknown } }): Identity {
  return identityOf([order.email], [order.phone], [canonicalAddress(order.shipping_address)]);
}

export function sharesIdentity(a: Identity, b: Identity): boolean {
  const meets = (x: string[], y: string[]) => x.some((value) => y.includes(value));
  return meets(a.emails, b.emails) || meets(a.phones, b.phones) || meets(a.addresses, b.addresses);
}

/** `ana.silva@mail.pt` → `a•••@mail.pt`: the ambassador recognises a friend without reading their address. */
export function maskedEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}•••@${domain}`;
}

/** Letters a reader cannot confuse (no 0/O, 1/I/L). */
const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** A personal code people can read aloud: up to six letters of the name, a hyphen, four random characters (`ANA-7K3M`). */
export function newMemberCode(name: string): string {
  const letters = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z]/g, '')
    .slice(0, 6);
  let suffix = '';
  for (let i = 0; i < 4; i++) suffix += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return `${letters.length >= 2 ? letters : 'AMIGO'}-${suffix}`;
}
