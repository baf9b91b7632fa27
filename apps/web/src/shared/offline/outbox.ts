import { isApiError } from '../api-error';
import { getApiErrorMessage } from '../api-error-handler';
import type { OutboxItem, OutboxStore } from './outbox-store';

/** Sends one write; resolves with what the server made (a journal entry's id). */
export type SendWrite = (item: OutboxItem) => Promise<{ id?: string } | undefined>;

export type NewOutboxItem = Omit<OutboxItem, 'queuedAt' | 'state' | 'error' | 'owner'>;

const FIRST_RETRY_MS = 5_000;
const LAST_RETRY_MS = 5 * 60_000;

/**
 * The server refused this write for good (a 4xx): it is kept as failed instead of being sent
 * forever. An ended session, a timeout and a rate limit are worth sending again later.
 */
function isRefused(error: unknown): boolean {
  return (
    isApiError(error) &&
    error.status >= 400 &&
    error.status < 500 &&
    ![401, 408, 429].includes(error.status)
  );
}

/** A network failure (no answer at all): the write waits on the device. */
export function isOffline(error: unknown): boolean {
  return isApiError(error) && ['network', 'timeout', 'aborted'].includes(error.kind);
}

/**
 * The writes a grower made without a connection (issue 26), sent in the order they were made when
 * the connection returns. Each carries its Idempotency-Key, so a send whose answer was lost is
 * stored once when sent again.
 */
export function createOutbox({
  store,
  send,
  onSent = () => {},
  owner = () => null,
}: {
  store: OutboxStore;
  send: SendWrite;
  onSent?: (item: OutboxItem) => void;
  /** The signed-in grower's id, null while unknown. */
  owner?: () => string | null;
}) {
  /** Every write on the device, and those of the signed-in grower (what is shown and sent). */
  let all: OutboxItem[] = [];
  let items: OutboxItem[] = [];
  /** A write saved while the grower was unknown belongs to whoever signs in. */
  const isMine = (item: OutboxItem) => !item.owner || item.owner === owner();
  let loaded: Promise<void> | null = null;
  let flushing: Promise<void> | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let retryDelay = FIRST_RETRY_MS;
  const listeners = new Set<() => void>();
  let sentListener = onSent;

  function show() {
    items = all.filter(isMine);
    for (const listener of listeners) listener();
  }
  async function refresh() {
    all = (await store.all()).sort((a, b) => a.queuedAt - b.queuedAt);
    show();
  }
  const load = () => (loaded ??= refresh());

  function scheduleRetry() {
    if (retryTimer !== null) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void flush();
    }, retryDelay);
    retryDelay = Math.min(retryDelay * 2, LAST_RETRY_MS);
  }

  /** One pass, oldest first; false when the connection failed and the rest must wait. */
  async function sendPass(): Promise<{ online: boolean; sent: number }> {
    let sent = 0;
    for (const queued of [...items]) {
      // Read again: an entry sent just before may have given this photo its entry id.
      const item = (await store.all()).find((each) => each.key === queued.key);
      if (!item || item.state !== 'waiting' || !isMine(item)) continue;
      // A photo of an entry still waiting goes after it; of a failed entry, never.
      if (item.entryKey && items.some((each) => each.key === item.entryKey)) continue;
      try {
        const made = await send(item);
        await store.delete(item.key);
        if (item.kind === 'journal' && made?.id) await givePhotosTheirEntry(item.key, made.id);
        await refresh();
        sent += 1;
        sentListener(item);
      } catch (error) {
        if (!isRefused(error)) return { online: false, sent };
        // In the grower's language when the code is known (errors:codes), else the server's words.
        const message = getApiErrorMessage(error);
        await store.put({ ...item, state: 'failed', error: message });
        await refresh();
      }
    }
    return { online: true, sent };
  }

  async function sendAll() {
    await load();
    // A photo saved before its entry is sent in the pass after the entry's.
    for (;;) {
      const pass = await sendPass();
      if (!pass.online) return scheduleRetry();
      if (pass.sent === 0) break;
    }
    retryDelay = FIRST_RETRY_MS;
  }

  async function givePhotosTheirEntry(entryKey: string, entryId: string) {
    for (const photo of (await store.all()).filter((each) => each.entryKey === entryKey)) {
      const { entryKey: _sent, ...rest } = photo;
      const fields = { ...photo.photo?.fields, entryId };
      await store.put({ ...rest, photo: photo.photo && { ...photo.photo, fields } });
    }
  }

  /** Sends what waits, oldest first; one run at a time. */
  function flush(): Promise<void> {
    if (retryTimer !== null) {
      clearTimeout(retryTimer);
      retryTimer = null;
    }
    flushing ??= sendAll().finally(() => {
      flushing = null;
    });
    return flushing;
  }

  return {
    load,
    flush,
    /** Keeps a write on the device; it is sent with the next flush. */
    async add(item: NewOutboxItem, queuedAt?: number) {
      await load();
      // Strictly increasing: two writes of one millisecond keep the order they were made in.
      const last = all.reduce((latest, each) => Math.max(latest, each.queuedAt), 0);
      const at = queuedAt ?? Math.max(Date.now(), last + 1);
      await store.put({ ...item, queuedAt: at, state: 'waiting', owner: owner() });
      await refresh();
    },
    /** The grower gives a write up; photos waiting for a discarded entry go with it. */
    async discard(key: string) {
      await load();
      for (const item of items) {
        if (item.key === key || item.entryKey === key) await store.delete(item.key);
      }
      await refresh();
    },
    /** Told after each write the server stored (e.g. to refresh the cached pages). */
    onSent(listener: (item: OutboxItem) => void) {
      sentListener = listener;
    },
    items: () => items,
    /** The signed-in grower changed (or became known): show and send their writes. */
    ownerChanged: show,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
