import { loadConfig } from '../config';
import { moveToEmbeddedPostgres } from './move-to-postgres';

/** `npm run db:move`: the PGlite database in DATA_DIR moves into the embedded PostgreSQL. */
const config = loadConfig(process.env);
if (config.database.driver !== 'embedded') {
  console.error('DATABASE_URL is set: the embedded database is not in use, nothing to move.');
  process.exit(1);
}
try {
  const { tables, keptAt } = await moveToEmbeddedPostgres(config.dataDir);
  const rows = tables.reduce((sum, table) => sum + table.rows, 0);
  process.stdout.write(
    `Moved ${rows} rows in ${tables.length} tables into ${config.dataDir}/postgres.\n`,
  );
  process.stdout.write(
    `The PGlite database is kept at ${keptAt}; delete it once MaryJane runs well.\n`,
  );
} catch (error) {
  console.error(`Nothing was moved: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
