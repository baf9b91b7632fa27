import { parseArgs } from 'node:util';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { createDatabaseStorage } from './database-storage';
import { createDiskStorage } from './file-storage';
import { moveUploads, removeEmptyFolders, type MoveUploadsResult } from './move-uploads';

/**
 * `npm run uploads:move -- --to database|files` (built: `node apps/api/dist/uploads-move.js
 * --to …`): moves the uploaded files between DATA_DIR/uploads and the database's
 * `stored_files`, one at a time, with the configuration the server reads. Stop every server
 * first: one still running on the old store would write new uploads there.
 */
const usage = 'Usage: npm run uploads:move -- --to database|files';
let to: string | undefined;
try {
  to = parseArgs({ options: { to: { type: 'string' } } }).values.to;
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
  process.exit(2);
}
if (to !== 'database' && to !== 'files') {
  console.error(usage);
  process.exit(2);
}

const config = loadConfig(process.env);
const size = (bytes: number) =>
  bytes < 1024
    ? `${bytes} bytes`
    : bytes < 1024 * 1024
      ? `${(bytes / 1024).toFixed(1)} kB`
      : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const report = ({ moved, bytes }: MoveUploadsResult) =>
  `${moved} ${moved === 1 ? 'file' : 'files'} (${size(bytes)})`;
const [fromName, toName] =
  to === 'database' ? [config.uploadsDir, 'the database'] : ['the database', config.uploadsDir];

const database = await openDatabase(config.database);
let progress: MoveUploadsResult = { moved: 0, bytes: 0, skipped: [] };
try {
  await database.migrate();
  const disk = createDiskStorage(config.uploadsDir);
  const rows = createDatabaseStorage(database.db);
  const result = await moveUploads(
    to === 'database' ? disk : rows,
    to === 'database' ? rows : disk,
    (sofar) => {
      progress = sofar;
      if (sofar.moved % 100 === 0) process.stdout.write(`… ${report(sofar)}\n`);
    },
  );
  if (to === 'database') await removeEmptyFolders(config.uploadsDir);
  process.stdout.write(
    result.moved === 0
      ? `Nothing to move: ${fromName} holds no uploaded files.\n`
      : `Moved ${report(result)} from ${fromName} into ${toName}.\n`,
  );
  for (const key of result.skipped) {
    process.stdout.write(`Left in ${fromName}, not a name the database takes: ${key}\n`);
  }
  // Unset with DATABASE_URL, the store is the database unless DATA_DIR/uploads holds files.
  const chosen =
    to === 'database'
      ? config.uploadStore === 'database' ||
        (config.uploadStore === 'database-unless-files' && result.skipped.length === 0)
      : config.uploadStore === 'files';
  if (!chosen) {
    process.stdout.write(`Start MaryJane with UPLOAD_STORE=${to} to serve them from there.\n`);
  }
} catch (error) {
  console.error(
    `Stopped after ${report(progress)}: ${error instanceof Error ? error.message : String(error)}` +
      '\nRun the command again to move the rest.',
  );
  process.exitCode = 1;
} finally {
  await database.close();
}
