import type { ZodType } from 'zod';
import type * as Contract from './contractSchemas';

/**
 * The contract's schemas (and zod), as one module the browser loads on first use or on idle after
 * hydration — never in the first load. A request names its response schema with a picker,
 * `schema: (contract) => contract.ProductResponse`, so the features' API edges import no schema
 * themselves; the server loads the same module once and keeps validating every answer.
 */
export type ContractSchemas = typeof Contract;

/** Picks the response schema from the loaded contract. */
export type SchemaPicker<T> = (contract: ContractSchemas) => ZodType<T>;

let loading: Promise<ContractSchemas> | null = null;

/** The contract's schemas, fetched once (a failed fetch is tried again on the next call). */
export function loadContractSchemas(): Promise<ContractSchemas> {
  loading ??= import('./contractSchemas').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/**
 * A value checked with a contract schema, once the schemas are loaded: what a model checks after a
 * shopper's action or an answer (a submitted form, an error body, a live message), never before the
 * page is interactive.
 */
export async function safeParseWithContract<T>(schema: SchemaPicker<T> | ZodType<T>, value: unknown): Promise<ReturnType<ZodType<T>['safeParse']>> {
  return (typeof schema === 'function' ? schema(await loadContractSchemas()) : schema).safeParse(value);
}
