import type { Compilable, CompiledQuery, Kysely } from 'kysely';

/** Where a value goes in a prepared query: replaced by the call's value of that name. */
class Slot {
  constructor(readonly name: string) {}
}

export interface PreparedQuery<P, O> {
  /** Every row. */
  all(values: P): Promise<O[]>;
  /** The first row, or undefined. */
  first(values: P): Promise<O | undefined>;
}

/**
 * A query built and compiled by Kysely once, then run with each call's values. Kysely otherwise builds
 * and compiles the query tree on every call: 20–80 µs a query, a third of GET /api/home's CPU with its
 * eleven queries (docs/performance.md). `build` receives stand-ins for the values (`p.memberKey`), used
 * only where Kysely makes a parameter of them (`=`, `<=`, `limit`; not `in`, whose list is spread).
 * The first call checks that every stand-in became exactly its parameter, so a misuse fails in tests.
 */
export function prepare<DB, P extends Record<string, unknown>, O>(
  db: Kysely<DB>,
  build: (params: P) => Compilable<O>,
): PreparedQuery<P, O> {
  let compiled: CompiledQuery<O> | null = null;

  const compile = (): CompiledQuery<O> => {
    const used = new Set<string>();
    const params = new Proxy({} as P, {
      get: (_target, name) => {
        if (typeof name !== 'string') return undefined;
        used.add(name);
        return new Slot(name);
      },
    });
    const query = build(params).compile();
    const placed = new Set(query.parameters.filter((v) => v instanceof Slot).map((v) => (v as Slot).name));
    const lost = [...used].filter((name) => !placed.has(name));
    // `in $1` is a stand-in Kysely took for one value where it spreads a list: `in ($1, $2)`.
    if (lost.length > 0 || query.sql.includes('[object Object]') || /\bin \$\d/i.test(query.sql))
      throw new Error(`prepare: ${[...used].join(', ')} did not all become parameters of: ${query.sql}`);
    return query;
  };

  const run = async (values: P): Promise<O[]> => {
    compiled ??= compile();
    const parameters = compiled.parameters.map((value) => {
      if (!(value instanceof Slot)) return value;
      const given = values[value.name];
      if (given === undefined) throw new Error(`prepare: no value for ${value.name}`);
      return given;
    });
    return (await db.executeQuery<O>({ ...compiled, parameters })).rows;
  };

  return {
    all: run,
    first: async (values) => (await run(values))[0],
  };
}
