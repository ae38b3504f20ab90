import type { Database, Query } from './client';

/**
 * Unique-index races (two first writes of one key), deadlock victims and serialization failures: the
 * transaction is rolled back whole, so running it again from the start is safe.
 */
export const RETRYABLE_SQLSTATES = new Set(['23505', '40P01', '40001']);
export const MAX_TRANSACTION_ATTEMPTS = 5;

export const sqlState = (error: unknown) => (typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '');

/** `database.transaction(run)`, run again (up to MAX_TRANSACTION_ATTEMPTS times) when it fails with a RETRYABLE_SQLSTATES error. */
export async function transactionWithRetry<T>(database: Database, run: (query: Query) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await database.transaction(run);
    } catch (error) {
      if (attempt < MAX_TRANSACTION_ATTEMPTS && RETRYABLE_SQLSTATES.has(sqlState(error))) continue;
      throw error;
    }
  }
}
