import { sql } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import { queryRows, type Database } from '../../db/client';
import { createDiskStorage } from './file-storage';

export type UploadStore = 'files' | 'database';

export const moveCommand = 'npm run uploads:move -- --to';

export interface UploadStoreChoice {
  store: UploadStore;
  /** For the start-up log: files this instance does not serve, and what to do about them. */
  warning: string | null;
}

/** Whether the `files` store holds at least one file (stops at the first). */
export async function diskHoldsFiles(uploadsDir: string): Promise<boolean> {
  for await (const _key of createDiskStorage(uploadsDir).keys()) return true;
  return false;
}

async function databaseHoldsFiles(db: Database): Promise<boolean> {
  const [row] = await queryRows<{ any: boolean }>(
    db,
    sql`select exists (select 1 from stored_files) as "any"`,
  );
  return row?.any === true;
}

/**
 * The store this start uses (config.ts, UploadStoreConfig, says why the default is what it is),
 * with a warning when the other store holds files: they are not served until moved.
 */
export async function chooseUploadStore(
  config: Pick<AppConfig, 'uploadStore' | 'uploadsDir'>,
  db: Database,
): Promise<UploadStoreChoice> {
  const onDisk = await diskHoldsFiles(config.uploadsDir);
  if (config.uploadStore === 'database-unless-files' && onDisk) {
    return {
      store: 'files',
      warning:
        `Uploads stay in ${config.uploadsDir}, which holds files: other instances on this ` +
        `database do not see them. Stop the server and run \`${moveCommand} database\` to keep ` +
        `them in the database (every instance sees them), or set UPLOAD_STORE=files to keep ` +
        `them on disk and silence this warning.`,
    };
  }
  const store = config.uploadStore === 'files' ? 'files' : 'database';
  if (store === 'database' && onDisk) {
    return {
      store,
      warning:
        `Uploads are kept in the database, but ${config.uploadsDir} holds files that are not ` +
        `served: stop the server and run \`${moveCommand} database\`.`,
    };
  }
  if (store === 'files' && (await databaseHoldsFiles(db))) {
    return {
      store,
      warning:
        `UPLOAD_STORE=files, but the database holds uploaded files that are not served: ` +
        `stop the server and run \`${moveCommand} files\`, or set UPLOAD_STORE=database.`,
    };
  }
  return { store, warning: null };
}
