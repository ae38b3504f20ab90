import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/**
 * One database handle for both modes: Drizzle for typed queries (`db`), `query` for the few raw
 * statements (bulk seeding, health check), `migrate` and `close`.
 */
export type Query = <Row = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<Row[]>;

export type Database = {
  kind: 'pglite' | 'postgres';
  db: Db;
  query: Query;
  /** Runs `run` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(run: (query: Query) => Promise<T>): Promise<T>;
  migrate(): Promise<void>;
  close(): Promise<void>;
};

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

export type DatabaseOptions =
  /** `dataDir: null` keeps PGlite in memory (tests). */
  | { kind: 'pglite'; dataDir: string | null }
  | { kind: 'postgres'; url: string; max?: number; onIdleError?: (error: Error) => void };

/** DATABASE_URL set → node-postgres pool; unset → PGlite under `${DATA_DIR}/pgdata`. */
export function databaseOptionsFromConfig(config: { databaseUrl: string | null; dataDir: string }): DatabaseOptions {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: path.resolve(config.dataDir, 'pgdata') };
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.max ?? 10 });
    // An idle connection the server closes (restart, failover, admin) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (error) =>
      options.onIdleError
        ? options.onIdleError(error)
        : process.stderr.write(`PostgreSQL closed an idle connection: ${error.message}\n`),
    );
    const db = drizzlePg({ client: pool, schema });
    return {
      kind: 'postgres',
      db: db as unknown as Db,
      async query<Row>(text: string, params: unknown[] = []) {
        const result = await pool.query(text, params);
        return result.rows as Row[];
      },
      async transaction<T>(run: (query: Query) => Promise<T>): Promise<T> {
        const connection = await pool.connect();
        try {
          await connection.query('begin');
          const result = await run(async <Row>(text: string, params: unknown[] = []) =>
            (await connection.query(text, params)).rows as Row[],
          );
          await connection.query('commit');
          return result;
        } catch (error) {
          await connection.query('rollback').catch(() => undefined);
          throw error;
        } finally {
          connection.release();
        }
      },
      migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
      close: () => pool.end(),
    };
  }

  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    extensions: { unaccent, pg_trgm },
  });
  const db = drizzlePglite({ client, schema });
  return {
    kind: 'pglite',
    db: db as unknown as Db,
    async query<Row>(text: string, params: unknown[] = []) {
      const result = await client.query<Row>(text, params);
      return result.rows;
    },
    transaction<T>(run: (query: Query) => Promise<T>): Promise<T> {
      return client.transaction((tx) =>
        run(async <Row>(text: string, params: unknown[] = []) => (await tx.query<Row>(text, params)).rows),
      );
    },
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
  };
}
