import { opendir, rmdir } from 'node:fs/promises';
import path from 'node:path';
import { isPlainKey } from './database-storage';
import type { FileStorage } from './file-storage';

export interface MoveUploadsResult {
  /** Files now in the target store and gone from the source. */
  moved: number;
  bytes: number;
  /** Keys left where they were: names the database store does not take (`..`, backslashes). */
  skipped: string[];
}

/**
 * Moves every file of `from` into `to` (`npm run uploads:move`), one at a time: read, written,
 * read back and compared, and only then removed from `from`. Keys stay the same, so the URLs
 * stored in the database stay valid. Stopped half-way, run it again: what was moved is not in
 * `from` any more, and writing a file again over its copy is no harm.
 */
export async function moveUploads(
  from: FileStorage,
  to: FileStorage,
  onMoved: (result: MoveUploadsResult) => void = () => {},
): Promise<MoveUploadsResult> {
  const result: MoveUploadsResult = { moved: 0, bytes: 0, skipped: [] };
  for await (const key of from.keys()) {
    if (!isPlainKey(key)) {
      result.skipped.push(key);
      continue;
    }
    const content = await from.read(key);
    if (!content) continue; // removed meanwhile
    await to.put(key, content);
    const copy = await to.read(key);
    if (!copy?.equals(content)) {
      throw new Error(`the copy of ${key} differs from the original, which was kept`);
    }
    await from.remove(key);
    result.moved += 1;
    result.bytes += content.length;
    onMoved(result);
  }
  return result;
}

/** Removes the empty folders below `root` (not `root` itself), as a move leaves them. */
export async function removeEmptyFolders(root: string): Promise<void> {
  let dir;
  try {
    dir = await opendir(root);
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') return;
    throw error;
  }
  const folders: string[] = [];
  for await (const entry of dir) if (entry.isDirectory()) folders.push(entry.name);
  for (const name of folders) {
    const folder = path.join(root, name);
    await removeEmptyFolders(folder);
    await rmdir(folder).catch((error: { code?: string }) => {
      if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
    });
  }
}
