import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-error';
import { createOutbox, type SendWrite } from './outbox';
import { memoryStore, type OutboxItem } from './outbox-store';

const offline = () => new ApiError({ status: 0, kind: 'network', message: 'Failed to fetch' });
const refused = (status: number, message: string) =>
  new ApiError({ status, kind: 'bad_request', message, serverMessage: message });

const entry = (key: string, note = key) => ({
  key,
  kind: 'journal' as const,
  cycleId: 'cycle-1',
  body: { date: '2026-01-20', kind: 'water', note },
});

function outboxWith(send: SendWrite) {
  const store = memoryStore();
  const sent: string[] = [];
  const outbox = createOutbox({ store, send, onSent: (item) => sent.push(item.key) });
  return { outbox, store, sent };
}

afterEach(() => vi.useRealTimers());

describe('the outbox', () => {
  it('sends waiting writes oldest first and forgets each once it is stored', async () => {
    const send = vi.fn<SendWrite>(async (item) => ({ id: `id-${item.key}` }));
    const { outbox, store, sent } = outboxWith(send);
    await outbox.add(entry('second-key-000000'), 2);
    await outbox.add(entry('first-key-0000000'), 1);
    expect(outbox.items().map((item) => item.state)).toEqual(['waiting', 'waiting']);
    await outbox.flush();
    expect(send.mock.calls.map(([item]) => item.key)).toEqual([
      'first-key-0000000',
      'second-key-000000',
    ]);
    expect(sent).toEqual(['first-key-0000000', 'second-key-000000']);
    expect(await store.all()).toEqual([]);
    expect(outbox.items()).toEqual([]);
  });

  it('keeps writes without a connection and tries again later, waiting longer each time', async () => {
    vi.useFakeTimers();
    const send = vi.fn<SendWrite>().mockRejectedValue(offline());
    const { outbox, sent } = outboxWith(send);
    await outbox.add(entry('key-aaaaaaaaaaaaa'));
    await outbox.add(entry('key-bbbbbbbbbbbbb'));
    await outbox.flush();
    // The first failure stops the run: order is kept, and the second is not tried alone.
    expect(send).toHaveBeenCalledTimes(1);
    expect(outbox.items()).toHaveLength(2);

    await vi.advanceTimersByTimeAsync(5_000);
    expect(send).toHaveBeenCalledTimes(2);
    // The next pause is twice as long.
    await vi.advanceTimersByTimeAsync(9_000);
    expect(send).toHaveBeenCalledTimes(2);
    send.mockResolvedValue({ id: 'made' });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sent).toEqual(['key-aaaaaaaaaaaaa', 'key-bbbbbbbbbbbbb']);
    expect(outbox.items()).toEqual([]);
  });

  it('retries a server failure (5xx) but marks a refused write (4xx) failed, once', async () => {
    const send = vi.fn<SendWrite>(async (item) => {
      if (item.key === 'key-refused-00000') throw refused(422, 'Validation error');
      return { id: 'made' };
    });
    const { outbox, sent } = outboxWith(send);
    await outbox.add(entry('key-refused-00000'), 1);
    await outbox.add(entry('key-fine-00000000'), 2);
    await outbox.flush();
    expect(sent).toEqual(['key-fine-00000000']);
    expect(outbox.items()).toMatchObject([
      { key: 'key-refused-00000', state: 'failed', error: 'Validation error' },
    ]);
    await outbox.flush();
    expect(send).toHaveBeenCalledTimes(2); // the failed one is not sent again

    const serverError = vi
      .fn<SendWrite>()
      .mockRejectedValue(new ApiError({ status: 503, kind: 'bad_response', message: 'Down' }));
    const second = outboxWith(serverError);
    await second.outbox.add(entry('key-5xx-000000000'));
    await second.outbox.flush();
    expect(second.outbox.items()).toMatchObject([{ state: 'waiting' }]);
  });

  it('sends a photo of a queued entry after the entry, with the entry’s new id', async () => {
    const send = vi.fn<SendWrite>(async (item) => (item.kind === 'journal' ? { id: 'e-1' } : {}));
    const { outbox } = outboxWith(send);
    const photo: Omit<OutboxItem, 'queuedAt' | 'state'> = {
      key: 'key-photo-0000000',
      kind: 'photo',
      cycleId: 'cycle-1',
      entryKey: 'key-entry-0000000',
      photo: { file: new Blob(['jpeg']), fileName: 'bud.jpg', fields: { takenOn: '2026-01-20' } },
    };
    // Saved first, but it waits for its entry.
    await outbox.add(photo, 1);
    await outbox.add(entry('key-entry-0000000'), 2);
    await outbox.flush();
    expect(send.mock.calls.map(([item]) => item.key)).toEqual([
      'key-entry-0000000',
      'key-photo-0000000',
    ]);
    const sentPhoto = send.mock.calls[1]?.[0];
    expect(sentPhoto?.photo?.fields).toEqual({ takenOn: '2026-01-20', entryId: 'e-1' });
    expect(sentPhoto?.entryKey).toBeUndefined();
  });

  it('discards an entry with the photos waiting for it', async () => {
    const { outbox } = outboxWith(vi.fn<SendWrite>());
    await outbox.add(entry('key-entry-0000000'));
    await outbox.add({
      key: 'key-photo-0000000',
      kind: 'photo',
      cycleId: 'cycle-1',
      entryKey: 'key-entry-0000000',
    });
    await outbox.add(entry('key-other-0000000'));
    await outbox.discard('key-entry-0000000');
    expect(outbox.items().map((item) => item.key)).toEqual(['key-other-0000000']);
  });

  it('sends each write once when several flushes start together', async () => {
    const send = vi.fn<SendWrite>(async () => ({ id: 'made' }));
    const { outbox } = outboxWith(send);
    await outbox.add(entry('key-once-00000000'));
    await Promise.all([outbox.flush(), outbox.flush(), outbox.flush()]);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('shows and sends a grower’s writes only while that grower is signed in', async () => {
    const send = vi.fn<SendWrite>(async () => ({ id: 'made' }));
    let signedIn: string | null = 'mary';
    const store = memoryStore();
    const outbox = createOutbox({ store, send, owner: () => signedIn });
    await outbox.add(entry('key-mary-00000000'));
    expect(outbox.items().map((item) => item.owner)).toEqual(['mary']);

    // Otto signs in on the same device: Mary's entry is neither shown to him nor sent.
    signedIn = 'otto';
    outbox.ownerChanged();
    expect(outbox.items()).toEqual([]);
    await outbox.flush();
    expect(send).not.toHaveBeenCalled();
    expect(await store.all()).toHaveLength(1);

    signedIn = 'mary';
    outbox.ownerChanged();
    await outbox.flush();
    expect(send.mock.calls.map(([item]) => item.key)).toEqual(['key-mary-00000000']);
    expect(await store.all()).toEqual([]);
  });
});
