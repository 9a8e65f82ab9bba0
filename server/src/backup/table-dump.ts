import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { once } from 'node:events';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The embedded database as plain rows: one `<table>.jsonl` per table of the site's schema (a row
 * as PostgreSQL's own `row_to_json` writes it, one a line) and the sequences' positions. Rows in
 * this form load into PGlite and into any PostgreSQL alike, whatever their versions, which is
 * what moves an embedded site to PostgreSQL. The job queue's schema (pg-boss) is not part of it:
 * the queue is rebuilt at start, and a video left processing is queued again then.
 */

/** Rows fetched or inserted at a time: bounded memory whatever a table's size. */
const BATCH_ROWS = 500;

export interface SequenceState {
  name: string;
  /** Null for a sequence never used (it starts from its first value again). */
  lastValue: number | null;
}

export interface TableDumpIndex {
  /** Each table's rows, file named `<table>.jsonl` beside the index. */
  tables: Array<{ name: string; rows: number }>;
  sequences: SequenceState[];
}

type Db = Kysely<Database> | Transaction<Database>;

/** Kysely's bookkeeping of the migrations: the restore's own migrations write it. */
const isMigrationTable = (name: string) => name.startsWith('kysely_migration');

async function tablesOf(db: Db): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    SELECT c.relname AS name FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p') AND NOT c.relispartition
    ORDER BY c.relname`.execute(db);
  return rows.map((row) => row.name).filter((name) => !isMigrationTable(name));
}

/** The columns a row can be given: generated ones are computed again from the others. */
async function writableColumnsOf(db: Db, table: string): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    SELECT column_name AS name FROM information_schema.columns
    WHERE table_schema = current_schema() AND table_name = ${table} AND is_generated = 'NEVER'
    ORDER BY ordinal_position`.execute(db);
  return rows.map((row) => row.name);
}

async function sequencesOf(db: Db): Promise<SequenceState[]> {
  const { rows } = await sql<{ name: string; last_value: string | number | null }>`
    SELECT sequencename AS name, last_value FROM pg_sequences
    WHERE schemaname = current_schema() ORDER BY sequencename`.execute(db);
  return rows.map((row) => ({
    name: row.name,
    lastValue: row.last_value === null ? null : Number(row.last_value),
  }));
}

/**
 * Writes every table of `db`'s schema into `dir`, inside one transaction so the tables agree
 * with each other (the caller's, when `db` is one already: it may read more in the same
 * snapshot). `onTable` hears of each table once written.
 */
export async function dumpTables(
  db: Kysely<Database>,
  dir: string,
  onTable: (name: string, rows: number) => void,
): Promise<TableDumpIndex> {
  await fs.mkdir(dir, { recursive: true });
  const inSnapshot = <T>(work: (trx: Kysely<Database>) => Promise<T>) =>
    db.isTransaction
      ? work(db)
      : db.transaction().setIsolationLevel('repeatable read').execute(work);
  return inSnapshot(async (trx) => {
    const tables: TableDumpIndex['tables'] = [];
    for (const name of await tablesOf(trx)) {
      const rows = await dumpTable(trx, name, path.join(dir, `${name}.jsonl`));
      tables.push({ name, rows });
      onTable(name, rows);
    }
    const index: TableDumpIndex = { tables, sequences: await sequencesOf(trx) };
    await fs.writeFile(path.join(dir, 'index.json'), `${JSON.stringify(index, null, 2)}\n`);
    return index;
  });
}

async function dumpTable(trx: Kysely<Database>, table: string, file: string) {
  const out = createWriteStream(file);
  let count = 0;
  try {
    await sql`DECLARE dump_rows NO SCROLL CURSOR FOR
      SELECT row_to_json(t)::text AS line FROM ${sql.table(table)} t`.execute(trx);
    for (;;) {
      const { rows } = await sql<{
        line: string;
      }>`FETCH ${sql.raw(String(BATCH_ROWS))} FROM dump_rows`.execute(trx);
      if (rows.length === 0) break;
      count += rows.length;
      if (!out.write(`${rows.map((row) => row.line).join('\n')}\n`)) await once(out, 'drain');
    }
    await sql`CLOSE dump_rows`.execute(trx);
  } finally {
    out.end();
    await once(out, 'close');
  }
  return count;
}

/**
 * Loads a dump written by `dumpTables` into `db`, whose schema must be the one the dump was taken
 * with (the same last migration) and which must hold nothing else: its rows (those migrations
 * insert) are replaced. One transaction: a failure leaves the tables as they were. Triggers do
 * not run (the dump holds what they wrote) and foreign keys are checked once every row is in,
 * so tables and the rows within them may come in any order; all of it works for the tables'
 * owner, no superuser needed.
 */
export async function loadTables(
  db: Kysely<Database>,
  dir: string,
  onTable: (name: string, rows: number) => void,
): Promise<void> {
  const index = JSON.parse(
    await fs.readFile(path.join(dir, 'index.json'), 'utf8'),
  ) as TableDumpIndex;
  await db.transaction().execute(async (trx) => {
    const existing = new Set(await tablesOf(trx));
    const missing = index.tables.filter((table) => !existing.has(table.name));
    if (missing.length > 0) {
      throw new Error(
        `The database has no table ${missing.map((table) => table.name).join(', ')}: it is not at the backup's migration.`,
      );
    }
    const { rows: foreignKeys } = await sql<{ table: string; name: string; definition: string }>`
      SELECT conrelid::regclass::text AS table, conname AS name,
        pg_get_constraintdef(oid) AS definition
      FROM pg_constraint
      WHERE contype = 'f' AND connamespace = current_schema()::regnamespace`.execute(trx);
    for (const key of foreignKeys)
      await sql`ALTER TABLE ${sql.raw(key.table)} DROP CONSTRAINT ${sql.id(key.name)}`.execute(trx);
    const tables = [...existing];
    if (tables.length > 0)
      await sql`TRUNCATE ${sql.join(tables.map((name) => sql.table(name)))}`.execute(trx);
    for (const { name } of index.tables) {
      await sql`ALTER TABLE ${sql.table(name)} DISABLE TRIGGER USER`.execute(trx);
      const rows = await loadTable(trx, name, path.join(dir, `${name}.jsonl`));
      await sql`ALTER TABLE ${sql.table(name)} ENABLE TRIGGER USER`.execute(trx);
      onTable(name, rows);
    }
    for (const key of foreignKeys) {
      await sql`ALTER TABLE ${sql.raw(key.table)} ADD CONSTRAINT ${sql.id(key.name)} ${sql.raw(key.definition)}`.execute(
        trx,
      );
    }
    for (const sequence of index.sequences) {
      if (sequence.lastValue === null) continue;
      await sql`SELECT setval(quote_ident(${sequence.name})::regclass, ${sequence.lastValue}, true)`.execute(
        trx,
      );
    }
  });
}

async function loadTable(trx: Transaction<Database>, table: string, file: string) {
  const columns = (await writableColumnsOf(trx, table)).map((name) => sql.ref(name));
  const list = sql.join(columns);
  const insert = (lines: string[]) =>
    // Each value goes through its type's own text input (json_populate_recordset), so what
    // row_to_json wrote comes back exactly: timestamps, arrays, JSON, bytes. OVERRIDING SYSTEM
    // VALUE keeps identity columns' numbers.
    sql`INSERT INTO ${sql.table(table)} (${list}) OVERRIDING SYSTEM VALUE
      SELECT ${list} FROM json_populate_recordset(NULL::${sql.table(table)}, ${`[${lines.join(',')}]`}::json)`.execute(
      trx,
    );
  let batch: string[] = [];
  let count = 0;
  const lines = createInterface({ input: createReadStream(file), crlfDelay: Infinity });
  for await (const line of lines) {
    if (line === '') continue;
    batch.push(line);
    count += 1;
    if (batch.length >= BATCH_ROWS) {
      await insert(batch);
      batch = [];
    }
  }
  if (batch.length > 0) await insert(batch);
  return count;
}
