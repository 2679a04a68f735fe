import type { Database } from './database';

/** What a database holds, table by table, in a form two databases can be compared by. */
export interface DatabaseSnapshot {
  /** Per table of the public schema: its row count and a digest of every row's text, in a fixed order. */
  tables: Record<string, { rows: number; digest: string }>;
  /** Per sequence: its current value, so ids handed out after a restore never repeat old ones. */
  sequences: Record<string, string | null>;
  /** Columns, constraints, indexes, triggers and functions, as PostgreSQL prints their definitions. */
  schema: string[];
}

/**
 * Reads every table whole (fine for a test database): a restore that lost a row, a byte of a cover
 * image or a sequence's position gives another snapshot. Tables are found, not listed, so a table a
 * later migration adds (staff accounts, say) is compared without changing this.
 */
export async function snapshotDatabase(database: Database): Promise<DatabaseSnapshot> {
  const tables: DatabaseSnapshot['tables'] = {};
  const names = await database.query<{ name: string }>(
    `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
  );
  for (const { name } of names) {
    const quoted = `"${name.replace(/"/g, '""')}"`;
    const [row] = await database.query<{ rows: number; digest: string }>(
      `SELECT count(*)::int AS rows, coalesce(md5(string_agg(t::text, E'\\n' ORDER BY t::text)), '') AS digest FROM ${quoted} t`,
    );
    tables[name] = row;
  }
  const sequences: DatabaseSnapshot['sequences'] = {};
  for (const row of await database.query<{ name: string; value: string | null }>(
    `SELECT sequencename AS name, last_value::text AS value FROM pg_sequences WHERE schemaname = 'public'`,
  )) {
    sequences[row.name] = row.value;
  }
  const schema = await database.query<{ line: string }>(
    `SELECT line FROM (
       SELECT format('column %s.%s %s %s default %s', table_name, column_name, data_type, is_nullable, column_default) AS line
         FROM information_schema.columns WHERE table_schema = 'public'
       UNION ALL
       SELECT format('constraint %s on %s: %s', conname, conrelid::regclass, pg_get_constraintdef(oid))
         FROM pg_constraint WHERE connamespace = 'public'::regnamespace
       UNION ALL
       SELECT format('index %s', indexdef) FROM pg_indexes WHERE schemaname = 'public'
       UNION ALL
       SELECT format('trigger %s', pg_get_triggerdef(oid)) FROM pg_trigger WHERE NOT tgisinternal
       UNION ALL
       SELECT format('function %s', pg_get_functiondef(p.oid)) FROM pg_proc p WHERE pronamespace = 'public'::regnamespace AND prokind IN ('f', 'p')
     ) AS definitions ORDER BY line`,
  );
  return { tables, sequences, schema: schema.map((row) => row.line) };
}
