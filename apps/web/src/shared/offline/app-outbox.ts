import { apiPath, apiPaths } from '@maryjane/contract/api-paths';
import { idempotencyKeyHeader } from '@maryjane/contract/idempotency';
import { useSyncExternalStore } from 'react';
import { apiClient } from '../api-client';
import { createOutbox, isOffline, type NewOutboxItem } from './outbox';
import { defaultStore, type OutboxItem } from './outbox-store';

/** Where a queued photo goes: POST /grow-cycles/{id}/photos, multipart (issue 26). */
const photosPath = (cycleId: string) => apiPath(apiPaths.growCyclePhotos, { id: cycleId });

/** Sends a queued write with its key; the server stores it once however often it comes. */
export function sendWrite(
  item: Pick<OutboxItem, 'key' | 'kind' | 'cycleId' | 'body' | 'photo'>,
): Promise<{ id?: string } | undefined> {
  const headers = { [idempotencyKeyHeader]: item.key };
  if (item.kind === 'journal') {
    return apiClient.post(apiPath(apiPaths.growCycleJournal, { id: item.cycleId }), item.body, {
      headers,
    });
  }
  const form = new FormData();
  for (const [name, value] of Object.entries(item.photo?.fields ?? {})) form.set(name, value);
  if (item.photo) form.set('photo', item.photo.file, item.photo.fileName);
  return apiClient.post(photosPath(item.cycleId), form, { headers });
}

/** The app's one outbox, kept in IndexedDB. */
let signedIn: () => string | null = () => null;
/** Where the outbox learns who is signed in (./start-outbox.ts: the current user's id). */
export function setOutboxOwner(owner: () => string | null) {
  signedIn = owner;
}

export const outbox = createOutbox({
  store: defaultStore(),
  send: sendWrite,
  owner: () => signedIn(),
});

/**
 * A key per write, made when the grower saves: 32 hex digits. Not crypto.randomUUID, which a
 * browser offers only on https or localhost, and a home server is often reached by its address.
 */
export function newWriteKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const isBrowserOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * Sends a write now, or keeps it on the device when there is no connection (the browser says so,
 * or the request got no answer): `{ queued: true, key }` then. An answer from the server, even an
 * error, is not a lost connection and is thrown as usual.
 */
export async function sendOrQueue<T>(
  write: NewOutboxItem,
  sendNow: (key: string) => Promise<T>,
): Promise<{ queued: false; made: T } | { queued: true; key: string }> {
  if (!isBrowserOffline()) {
    try {
      return { queued: false, made: await sendNow(write.key) };
    } catch (error) {
      if (!isOffline(error)) throw error;
    }
  }
  await outbox.add(write);
  return { queued: true, key: write.key };
}

export interface PhotoUpload {
  cycleId: string;
  file: Blob;
  fileName: string;
  /** The form's text fields: entryId, plantId, takenOn. */
  fields: Record<string, string>;
  /** The key of a journal entry that waits on the device: the photo waits for it. */
  entryKey?: string;
}

/**
 * POST /grow-cycles/{id}/photos, or kept on the device like a journal entry. A photo of an entry
 * still waiting is always kept: it is sent after its entry, with the entry's new id.
 */
export async function uploadOrQueuePhoto<T>({
  cycleId,
  file,
  fileName,
  fields,
  entryKey,
}: PhotoUpload) {
  const write: NewOutboxItem = {
    key: newWriteKey(),
    kind: 'photo',
    cycleId,
    photo: { file, fileName, fields },
    ...(entryKey ? { entryKey } : {}),
  };
  if (entryKey) {
    await outbox.add(write);
    return { queued: true as const, key: write.key };
  }
  return sendOrQueue(write, async () => (await sendWrite(write)) as T);
}

const noItems: OutboxItem[] = [];

/** The writes waiting on this device, oldest first (none while rendered on the server). */
export function useOutboxItems(): OutboxItem[] {
  return useSyncExternalStore(outbox.subscribe, outbox.items, () => noItems);
}
