import type { MigrationInterface, QueryRunner } from 'typeorm';
import {
  breakingStatements,
  type ContractMark,
  contractMark,
  EXPAND_ONLY_SINCE,
  expandContractVerdict,
  migrationTimestamp,
  RELEASED_BEFORE_THE_RULE,
  upStatements,
} from './migration-rules';
import { AuditRecordCount1764200000000 } from './migrations/1764200000000-audit-record-count';
import { MIGRATIONS } from './schema-migrations';

/** A migration of one SQL text, as a test writes it. */
function migrationOf(sql: string, contract?: ContractMark): MigrationInterface {
  class Example1799999999999 implements MigrationInterface {
    contract = contract;
    async up(queryRunner: QueryRunner): Promise<void> {
      await queryRunner.query(sql);
    }
    async down(): Promise<void> {}
  }
  return new Example1799999999999();
}

async function reasons(sql: string): Promise<string[]> {
  return (await breakingStatements(migrationOf(sql))).map((found) => found.reason);
}

describe('migrations only expand (expand, then contract)', () => {
  const migrations = MIGRATIONS.map((Migration) => new Migration());

  it('holds for every migration: it expands only, completes an earlier expand as a marked contract, or was released before the rule', async () => {
    const verdicts: Record<string, string> = {};
    for (const [index, migration] of migrations.entries()) {
      const earlier = migrations.slice(0, index).map((other) => other.constructor.name);
      verdicts[migration.constructor.name] = await expandContractVerdict(migration, earlier);
    }
    const expected = Object.fromEntries(
      migrations.map((migration) => {
        const name = migration.constructor.name;
        if (name in RELEASED_BEFORE_THE_RULE) return [name, 'released before the rule'];
        return [name, contractMark(migration) ? 'contract' : 'expands'];
      }),
    );
    expect(verdicts).toEqual(expected);
  });

  it('the list of migrations released before the rule names only released migrations that did break it', async () => {
    const byName = new Map(migrations.map((migration) => [migration.constructor.name, migration]));
    for (const name of Object.keys(RELEASED_BEFORE_THE_RULE)) {
      const migration = byName.get(name);
      expect({ name, listed: migration !== undefined }).toEqual({ name, listed: true });
      expect(migrationTimestamp(migration!)).toBeLessThanOrEqual(EXPAND_ONLY_SINCE);
      expect((await breakingStatements(migration!)).length).toBeGreaterThan(0);
    }
  });

  it('catches the rename that broke the release running beside it (lead_count to record_count)', async () => {
    expect(await breakingStatements(new AuditRecordCount1764200000000())).toEqual([
      {
        statement: 'ALTER TABLE admin_audit_events RENAME COLUMN lead_count TO record_count',
        reason: 'renames something the previous release still uses by its old name',
      },
    ]);
  });

  it.each([
    ['ALTER TABLE t DROP COLUMN c', 'drops something the previous release may still read or write'],
    ['DROP TABLE t', 'drops something the previous release may still read or write'],
    ['ALTER TABLE t ALTER COLUMN c DROP DEFAULT', 'drops something the previous release may still read or write'],
    ['DROP INDEX "IDX_t_c"', 'drops something the previous release may still read or write'],
    ['ALTER TABLE t RENAME TO u', 'renames something the previous release still uses by its old name'],
    ["DO $$ BEGIN EXECUTE 'ALTER TABLE t DROP COLUMN c'; END $$", 'runs a DO block, whose statements this check cannot read'],
    ['ALTER TABLE t ALTER COLUMN c TYPE bigint', "changes a column's type under the previous release's reads and writes"],
    ['ALTER TABLE t ALTER COLUMN c SET DATA TYPE text', "changes a column's type under the previous release's reads and writes"],
    [
      'ALTER TABLE t ALTER COLUMN c SET NOT NULL',
      "makes c NOT NULL without a default: the previous release's inserts that leave it out fail",
    ],
    [
      'ALTER TABLE t ADD COLUMN c integer NOT NULL',
      'adds a NOT NULL column without a default: the previous release inserts rows without it',
    ],
    ['ALTER TABLE t ADD c integer NOT NULL', 'adds a NOT NULL column without a default: the previous release inserts rows without it'],
    [
      'ALTER TABLE t ADD COLUMN a text NULL, ADD COLUMN b text NOT NULL',
      'adds a NOT NULL column without a default: the previous release inserts rows without it',
    ],
  ])('refuses %s', async (sql, reason) => {
    expect(await reasons(sql)).toEqual([reason]);
  });

  it.each([
    'ALTER TABLE t ADD COLUMN c integer NULL',
    "ALTER TABLE t ADD COLUMN c text NOT NULL DEFAULT 'draft'",
    'ALTER TABLE t ADD COLUMN c integer NOT NULL DEFAULT 0, ADD COLUMN d uuid NULL',
    'ALTER TABLE t ADD CONSTRAINT c_positive CHECK (c > 0)',
    'ALTER TABLE t ALTER COLUMN c DROP NOT NULL',
    'ALTER TABLE t ALTER COLUMN c SET DEFAULT 0; ALTER TABLE t ALTER COLUMN c SET NOT NULL',
    'CREATE TABLE u (id uuid PRIMARY KEY, name text NOT NULL)',
    "COMMENT ON COLUMN t.c IS 'Dropped and renamed later; the type may change'",
    `CREATE FUNCTION f() RETURNS trigger AS $$ BEGIN -- drop nothing here
       RETURN NEW; END $$ LANGUAGE plpgsql`,
    'CREATE INDEX "IDX_t_c" ON t (c) -- not a DROP',
  ])('lets %s through: the previous release can ignore it', async (sql) => {
    expect(await reasons(sql)).toEqual([]);
  });

  it('takes a marked contract that completes an earlier migration and says why, and nothing less', async () => {
    const drop = 'ALTER TABLE admin_audit_events DROP COLUMN lead_count';
    const reason = 'Every running release writes record_count since the expand migration; nothing reads lead_count.';
    const earlier = ['AuditRecordCountExpand1764800000000'];
    expect(await expandContractVerdict(migrationOf(drop, { completes: earlier[0], reason }), earlier)).toBe('contract');
    expect(await expandContractVerdict(migrationOf(drop, { completes: 'Nothing1764000000001', reason }), earlier)).toBe(
      'a contract completing Nothing1764000000001, which is no earlier migration',
    );
    expect(await expandContractVerdict(migrationOf(drop, { completes: earlier[0], reason: 'later' }), earlier)).toBe(
      'a contract without its reason',
    );
    expect(await expandContractVerdict(migrationOf(drop), earlier)).toBe(
      `breaks the previous release: ${drop} (drops something the previous release may still read or write)`,
    );
  });

  it('refuses a migration built with TypeORM schema calls, whose SQL cannot be read', async () => {
    class Builder1799999999999 implements MigrationInterface {
      async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.renameColumn('t', 'a', 'b');
      }
      async down(): Promise<void> {}
    }
    await expect(upStatements(new Builder1799999999999())).rejects.toThrow(
      'Builder1799999999999 uses queryRunner.renameColumn; write migrations as SQL (queryRunner.query)',
    );
  });
});
