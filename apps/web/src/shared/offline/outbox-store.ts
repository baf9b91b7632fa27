/**
 * Where the outbox keeps its writes: IndexedDB in the browser (it holds Blobs, survives a reload
 * and a closed app, unlike localStorage), a Map in unit tests and on the server. The raw
 * IndexedDB API is enough for one object store read whole and written per item, so no dependency.
 */

/** A write the grower made that the server has not confirmed yet. */
export interface OutboxItem {
  /** The Idempotency-Key it is sent with; made when the grower saved. */
  key: string;
  /** Order of saving: items are sent oldest first. */
  queuedAt: number;
  cycleId: string;
  kind: 'journal' | 'photo';
  /** A journal entry's body, opaque JSON as the form made it. */
  body?: unknown;
  /** A photo: the file and its form fields. */
  photo?: { file: Blob; fileName: string; fields: Record<string, string> };
  /** A photo of a queued entry: that entry's key, until the entry is sent and has an id. */
  entryKey?: string;
  /**
   * The grower who saved it, when known: only their session sends it or shows it, so another
   * grower signing in on the same device never sees or sends it.
   */
  owner?: string | null;
  /** 'failed': the server refused it (4xx); it stays until the grower discards it. */
  state: 'waiting' | 'failed';
  error?: string;
}

export interface OutboxStore {
  all(): Promise<OutboxItem[]>;
  put(item: OutboxItem): Promise<void>;
  delete(key: string): Promise<void>;
}

export function memoryStore(): OutboxStore {
  const items = new Map<string, OutboxItem>();
  return {
    all: async () => [...items.values()],
    put: async (item) => void items.set(item.key, item),
    delete: async (key) => void items.delete(key),
  };
}

const DB_NAME = 'maryjane-outbox';
const STORE = 'writes';

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

export function indexedDbStore(factory: IDBFactory = indexedDB): OutboxStore {
  let opened: Promise<IDBDatabase> | null = null;
  const open = () => {
    opened ??= (() => {
      const request = factory.open(DB_NAME, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'key' });
      return done(request);
    })();
    return opened;
  };
  const store = async (mode: IDBTransactionMode) =>
    (await open()).transaction(STORE, mode).objectStore(STORE);
  return {
    all: async () => (await done((await store('readonly')).getAll())) as OutboxItem[],
    put: async (item) => void (await done((await store('readwrite')).put(item))),
    delete: async (key) => void (await done((await store('readwrite')).delete(key))),
  };
}

/** IndexedDB where there is one; a private window or an old browser may have none. */
export function defaultStore(): OutboxStore {
  return typeof indexedDB === 'undefined' ? memoryStore() : indexedDbStore();
}
