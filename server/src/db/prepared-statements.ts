import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';

/**
 * Distinct statement texts named at most: texts with a variable number of parameters (`IN (…)`
 * lists) would otherwise grow every connection's set of prepared statements without end.
 */
const MAX_NAMED = 2000;

/** A pool client whose parameterised statements run as named (prepared) statements. */
class PreparingClient implements PostgresPoolClient {
  constructor(
    private readonly client: pg.PoolClient,
    private readonly nameOf: (text: string) => string | undefined,
  ) {}

  query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(
    statement: string | PostgresCursor<R>,
    parameters: ReadonlyArray<unknown> = [],
  ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    if (typeof statement !== 'string')
      throw new Error('Cursors are not configured for this database.');
    // Without parameters node-postgres uses the simple protocol, which scripts (migrations) need.
    const name = parameters.length > 0 ? this.nameOf(statement) : undefined;
    const values = [...parameters];
    const result = name
      ? this.client.query({ name, text: statement, values })
      : this.client.query(statement, values);
    return result as unknown as Promise<PostgresQueryResult<R>>;
  }

  release(): void {
    this.client.release();
  }
}

/**
 * Kysely's pool with prepared statements: each statement text gets a name, so a connection
 * parses and plans it once and later only binds and executes it. node-postgres remembers per
 * connection which names it has prepared.
 */
export function preparingPool(pool: pg.Pool): PostgresPool {
  const names = new Map<string, string>();
  const nameOf = (text: string): string | undefined => {
    const known = names.get(text);
    if (known || names.size >= MAX_NAMED) return known;
    const name = `kinora_${names.size}`;
    names.set(text, name);
    return name;
  };
  return {
    connect: async () => new PreparingClient(await pool.connect(), nameOf),
    end: () => pool.end(),
  };
}
