import { type Kysely, sql } from 'kysely';

/**
 * Runs a script of DDL statements one by one: prepared statements (pg and PGlite) take a single
 * command. Statements are split at a `;` that ends a line before the next top-level keyword, so
 * plpgsql bodies between `$$` stay whole.
 */
export async function runSqlScript(db: Kysely<unknown>, script: string): Promise<void> {
  const statements = script
    .split(/;\s*\n(?=\s*(?:create|alter|drop|insert|update|comment)\b)/i)
    .map((s) => s.trim().replace(/;$/, ''))
    .filter(Boolean);
  for (const statement of statements) await sql.raw(statement).execute(db);
}
