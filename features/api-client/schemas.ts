import type { ZodType } from 'zod';
import type * as ZodFunctions from './zodOnly';

/**
 * A contract schema the browser loads when it is first needed, with its own contract module (and zod):
 * `() => import('../../contract/cart').then((contract) => contract.CartResponse)`. Never in the first load,
 * and a page loads only the modules of the answers it reads — a guest's product page builds the reviews'
 * and the coupons' schemas, not the checkout's or the account's (zod builds every schema of a module as it
 * loads, which is what a phone spends its time on). The server loads the same modules and validates every
 * answer too.
 */
export type LazySchema<T> = () => Promise<ZodType<T>>;

/** The zod functions an edge composes its own few schemas with, on first use. */
export const loadZod = (): Promise<typeof ZodFunctions> => import('./zodOnly');

/** Any body at all (a 204's null, a body the edge reads no further): checked only as JSON. */
export const anyBody: LazySchema<unknown> = async () => (await loadZod()).unknown();

/** A value checked with a contract schema — after a shopper's action or an answer, never before the page is interactive. */
export async function safeParseWithContract<T>(schema: LazySchema<T> | ZodType<T>, value: unknown): Promise<ReturnType<ZodType<T>['safeParse']>> {
  return (typeof schema === 'function' ? await schema() : schema).safeParse(value);
}
