import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Expand, then contract (docs/operations.md, "Upgrading with zero downtime and rolling back"): during a
 * rolling upgrade the new release's first backend migrates the database while backends and workers of
 * the previous release still serve. A migration may therefore only add what that release can ignore.
 * Anything that takes away or changes what it reads and writes (a drop, a rename, a new type, a new
 * NOT NULL it does not fill) waits for a later release, as a migration marked `contract`.
 */

/** The newest migration released before the rule; the rule holds for every later one. */
export const EXPAND_ONLY_SINCE = 1764700000000;

/**
 * Released migrations that broke the rule before it existed. A released migration is never edited, so
 * they stay, each with what it did to the release running beside it; no migration joins this list.
 */
export const RELEASED_BEFORE_THE_RULE: Readonly<Record<string, string>> = {
  LeadDesk1763762760000: 'dropped the index on interest_leads.created_at for one on (created_at, id): reads only slower',
  NewsletterTokens1764100000000:
    "dropped newsletter_subscriptions' token hash columns for newsletter_tokens: confirm and unsubscribe links failed on the old backends",
  AuditRecordCount1764200000000:
    'renamed admin_audit_events.lead_count to record_count: the old backends failed every audited staff call until they were replaced',
  BlogStudio1764500000000: 'changed admin_audit_events.target_id from uuid to text: harmless to a writer of uuids, by luck',
};

/** The mark of a contract migration: which earlier migration expanded the schema, and why the old shape can go now. */
export interface ContractMark {
  /** Name of the expand migration of an earlier release that this one completes. */
  completes: string;
  /** Why no release still running reads or writes what this migration removes or changes. */
  reason: string;
}

/** A statement the previous release may trip over, and why. */
export interface BreakingStatement {
  statement: string;
  reason: string;
}

/** Quoted text and comments hold words such as "drop" that are no SQL; function bodies are checked by review. */
function withoutLiteralsAndComments(sql: string): string {
  return sql
    .replace(/\$([A-Za-z_]*)\$[\s\S]*?\$\1\$/g, "''")
    .replace(/'(?:[^']|'')*'/g, "''")
    .replace(/--[^\n]*/g, '')
    .replace(/\/\*[\s\S]*?\*\//g, '');
}

/** The statements of one `queryRunner.query` call, split at semicolons outside literals. */
function statementsOf(sql: string): string[] {
  return withoutLiteralsAndComments(sql)
    .split(';')
    .map((statement) => statement.replace(/\s+/g, ' ').trim())
    .filter((statement) => statement !== '');
}

const identifier = `"?([A-Za-z_][A-Za-z0-9_]*)"?`;
const setNotNull = new RegExp(String.raw`ALTER\s+COLUMN\s+${identifier}\s+SET\s+NOT\s+NULL`, 'gi');

/** Rules on one statement; `defaulted` names the columns this migration gave a default to before. */
function breakingReasons(statement: string, defaulted: ReadonlySet<string>): string[] {
  const reasons: string[] = [];
  // An anonymous block's statements are a string this check does not read: write them as plain SQL.
  if (/^DO\b/i.test(statement)) reasons.push('runs a DO block, whose statements this check cannot read');
  // DROP NOT NULL only loosens; every other DROP takes away a table, column, default, constraint, index, ...
  if (/\bDROP\b(?!\s+NOT\s+NULL)/i.test(statement)) reasons.push('drops something the previous release may still read or write');
  if (/\bRENAME\b/i.test(statement)) reasons.push('renames something the previous release still uses by its old name');
  if (/\bALTER\s+(?:COLUMN\s+)?\S+\s+(?:SET\s+DATA\s+)?TYPE\b/i.test(statement))
    reasons.push("changes a column's type under the previous release's reads and writes");
  for (const match of statement.matchAll(setNotNull)) {
    if (!defaulted.has(match[1].toLowerCase()))
      reasons.push(`makes ${match[1]} NOT NULL without a default: the previous release's inserts that leave it out fail`);
  }
  if (/^ALTER\s+TABLE\b/i.test(statement)) {
    // Each ADD [COLUMN] clause up to the next clause; ADD CONSTRAINT and the like are no columns.
    const added = statement.split(/\bADD\s+(?:COLUMN\s+)?(?!CONSTRAINT\b|PRIMARY\b|UNIQUE\b|CHECK\b|FOREIGN\b|EXCLUDE\b)/i).slice(1);
    for (const clause of added.map((rest) => rest.split(/,\s*(?:ADD|ALTER|DROP)\b/i)[0])) {
      if (/\bNOT\s+NULL\b/i.test(clause) && !/\bDEFAULT\b/i.test(clause))
        reasons.push('adds a NOT NULL column without a default: the previous release inserts rows without it');
    }
  }
  return reasons;
}

/** Columns a statement gives a default to (`ALTER COLUMN x SET DEFAULT`). */
function defaultedColumns(statement: string): string[] {
  return [...statement.matchAll(new RegExp(String.raw`ALTER\s+COLUMN\s+${identifier}\s+SET\s+DEFAULT`, 'gi'))].map((match) =>
    match[1].toLowerCase(),
  );
}

/** The SQL a migration's up() sends, read by running it against a query runner that records instead of executing. */
export async function upStatements(migration: MigrationInterface): Promise<string[]> {
  const sent: string[] = [];
  const recorder = new Proxy({} as QueryRunner, {
    get(_target, property) {
      if (property === 'query')
        return async (sql: string) => {
          sent.push(sql);
          return [];
        };
      // Only SQL can be checked: TypeORM's schema builder (createTable, renameColumn, ...) hides the statements.
      throw new Error(`${migration.constructor.name} uses queryRunner.${String(property)}; write migrations as SQL (queryRunner.query)`);
    },
  });
  await migration.up(recorder);
  return sent.flatMap(statementsOf);
}

/** What in a migration's up() the previous release may trip over; empty for a migration that only expands. */
export async function breakingStatements(migration: MigrationInterface): Promise<BreakingStatement[]> {
  const defaulted = new Set<string>();
  const found: BreakingStatement[] = [];
  for (const statement of await upStatements(migration)) {
    for (const column of defaultedColumns(statement)) defaulted.add(column);
    for (const reason of breakingReasons(statement, defaulted)) found.push({ statement, reason });
  }
  return found;
}

/** The timestamp TypeORM reads from a migration's class name (`AuditTargetId1764400000000`). */
export function migrationTimestamp(migration: MigrationInterface): number {
  const digits = /(\d{13})$/.exec(migration.constructor.name)?.[1];
  if (!digits) throw new Error(`${migration.constructor.name}: a migration's class name ends in its 13-digit timestamp`);
  return Number(digits);
}

export function contractMark(migration: MigrationInterface): ContractMark | undefined {
  return (migration as MigrationInterface & { contract?: ContractMark }).contract;
}

/**
 * Where a migration stands under the rule: `expands`, `contract` (marked, completing an earlier
 * migration, with its reason), `released before the rule`, or what is wrong with it.
 * `earlier`: the names of the migrations before it in the chain.
 */
export async function expandContractVerdict(migration: MigrationInterface, earlier: readonly string[]): Promise<string> {
  const name = migration.constructor.name;
  const breaking = await breakingStatements(migration);
  if (breaking.length === 0) return 'expands';
  const mark = contractMark(migration);
  if (mark) {
    if (!earlier.includes(mark.completes)) return `a contract completing ${mark.completes}, which is no earlier migration`;
    if (mark.reason.trim().length < 20) return 'a contract without its reason';
    return 'contract';
  }
  if (name in RELEASED_BEFORE_THE_RULE && migrationTimestamp(migration) <= EXPAND_ONLY_SINCE) return 'released before the rule';
  return `breaks the previous release: ${breaking.map((found) => `${found.statement} (${found.reason})`).join('; ')}`;
}
