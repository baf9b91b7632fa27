import { existsSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, type Database } from './client';

/** Rows copied per statement: big tables (sensor readings) move in pieces, not in one answer. */
const BATCH = 5_000;

export interface MoveResult {
  tables: { name: string; rows: number }[];
  /** Where the PGlite database was kept after the move. */
  keptAt: string;
}

/**
 * Copies a PGlite database (DATA_DIR/pglite) into the embedded PostgreSQL (DATA_DIR/postgres):
 * both are migrated to the same schema, then every table is copied row by row as JSON, with
 * foreign keys and triggers paused for the copy, and the counts compared. On success the PGlite
 * directory is renamed `pglite.moved-<time>` (kept, not deleted); on any failure the new
 * cluster is removed and the server goes on starting on PGlite as before.
 */
export async function moveToEmbeddedPostgres(dataDir: string): Promise<MoveResult> {
  const pgliteDir = path.join(dataDir, 'pglite');
  const clusterDir = path.join(dataDir, 'postgres');
  if (!existsSync(path.join(pgliteDir, 'PG_VERSION'))) {
    throw new Error(`There is no PGlite database in ${pgliteDir}: nothing to move.`);
  }
  if (existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    throw new Error(`${clusterDir} already holds a PostgreSQL database: nothing was moved.`);
  }

  const source = await openDatabase({ driver: 'pglite', dataDir: pgliteDir });
  let target: Awaited<ReturnType<typeof openDatabase>> | null = null;
  try {
    await source.migrate();
    target = await openDatabase({ driver: 'embedded', dataDir, prefer: 'postgres' });
    await target.migrate();
    const tables = await copyTables(source.db, target.db);
    await target.close();
    await source.close();
    const keptAt = `${pgliteDir}.moved-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    await rename(pgliteDir, keptAt);
    return { tables, keptAt };
  } catch (error) {
    await target?.close().catch(() => {});
    await source.close().catch(() => {});
    await rm(clusterDir, { recursive: true, force: true });
    throw error;
  }
}

async function copyTables(from: Database, to: Database): Promise<MoveResult['tables']> {
  const tables = await queryRows<{ name: string }>(
    from,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const copied: MoveResult['tables'] = [];
  await to.transaction(async (tx) => {
    // Foreign keys are triggers: replica mode skips them, so tables can be filled in any order.
    await tx.execute(sql`set local session_replication_role = replica`);
    for (const { name } of tables) {
      const table = sql.identifier(name);
      // Migrations may have inserted rows (none today); the copy is the whole truth.
      await tx.execute(sql`delete from ${table}`);
      let rows = 0;
      for (let offset = 0; ; offset += BATCH) {
        const [answer] = await queryRows<{ batch: unknown[] | null }>(
          from,
          sql`select json_agg(t) as batch from (select * from ${table} order by ctid
              limit ${BATCH} offset ${offset}) t`,
        );
        const batch = answer?.batch;
        if (!batch || batch.length === 0) break;
        await tx.execute(
          sql`insert into ${table} select * from json_populate_recordset(null::${table}, ${JSON.stringify(batch)}::json)`,
        );
        rows += batch.length;
        if (batch.length < BATCH) break;
      }
      const [counted] = await queryRows<{ count: number }>(
        tx as unknown as Database,
        sql`select count(*)::int as count from ${table}`,
      );
      const count = counted?.count ?? 0;
      if (count !== rows) throw new Error(`Table ${name}: copied ${rows} rows, found ${count}.`);
      copied.push({ name, rows });
    }
  });
  return copied;
}
