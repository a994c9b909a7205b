import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
} from 'kysely';
import type { ReservedSql } from 'postgres';
import type { PostgresPool } from './postgres-pool';

const WRITES = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE']);

/**
 * One Kysely connection. Outside a transaction its queries go to the postgres.js pool, which spreads
 * them over its connections and pipelines what arrives together, as prepared statements; a transaction
 * reserves one connection. kysely-postgres-js reserves a connection for every query and prepares none:
 * it served half the requests a second on the same gateway (decision 055).
 */
class PostgresJsConnection implements DatabaseConnection {
  readonly #pool: PostgresPool;
  #reserved: ReservedSql | null = null;

  constructor(pool: PostgresPool) {
    this.#pool = pool;
  }

  async reserve(): Promise<void> {
    this.#reserved ??= await this.#pool.guard((sql) => sql.reserve());
  }

  release(): void {
    this.#reserved?.release();
    this.#reserved = null;
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const reserved = this.#reserved;
    // Kysely's parameters are unknown[]; postgres.js types them by the statement it prepares (and our
    // serializers in connection.ts), so the cast only bridges the two declarations.
    const parameters = [...query.parameters] as never[];
    const result = await this.#pool.guard((sql) =>
      (reserved ?? sql).unsafe(query.sql, parameters, { prepare: true }),
    );
    return {
      rows: [...result] as R[],
      ...(WRITES.has(result.command) ? { numAffectedRows: BigInt(result.count) } : {}),
    };
  }

  // biome-ignore lint/correctness/useYield: streaming is not offered; the method only says so.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming queries are not supported by this dialect.');
  }
}

class PostgresJsDriver implements Driver {
  readonly #pool: PostgresPool;

  constructor(pool: PostgresPool) {
    this.#pool = pool;
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new PostgresJsConnection(this.#pool);
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as PostgresJsConnection).reserve();
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    (connection as PostgresJsConnection).release();
  }

  async destroy(): Promise<void> {
    await this.#pool.end();
  }
}

/**
 * Kysely over a postgres.js pool, behind the pool's bound on every call (postgres-pool.ts). Kept by hand
 * for what decision 055 measured; everything but the driver is Kysely's own PostgreSQL dialect.
 */
export const postgresJsDialect = (pool: PostgresPool): Dialect => ({
  createAdapter: () => new PostgresAdapter(),
  createDriver: () => new PostgresJsDriver(pool),
  createQueryCompiler: () => new PostgresQueryCompiler(),
  createIntrospector: (db) => new PostgresIntrospector(db),
});
