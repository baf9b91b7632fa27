import { afterEach, describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../test/api-mock';
import { outbox, uploadOrQueuePhoto } from './app-outbox';

// Photos go the outbox's way too (issue 26): sent at once when possible, else kept on the device.

afterEach(async () => {
  for (const item of outbox.items()) await outbox.discard(item.key);
});

const photosOf = '/grow-cycles/cycle-1/photos';
const picked = { cycleId: 'cycle-1', file: new Blob(['jpeg']), fileName: 'bud.jpg' };

describe('photo uploads', () => {
  it('sends a photo at once as multipart, with its key and fields', async () => {
    const api = mockApi({ [`POST ${photosOf}`]: () => ok({ id: 'photo-1' }, 201) });
    const result = await uploadOrQueuePhoto({ ...picked, fields: { takenOn: '2026-01-20' } });
    expect(result).toEqual({ queued: false, made: { id: 'photo-1' } });
    const [call] = api.callsTo(`POST ${photosOf}`);
    const form = call?.body as FormData;
    expect(form.get('takenOn')).toBe('2026-01-20');
    expect((form.get('photo') as File).name).toBe('bud.jpg');
    expect(call?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f]{32}$/);
    expect(outbox.items()).toEqual([]);
  });

  it('keeps a photo without a connection, and one of a waiting entry without trying', async () => {
    const api = mockApi({ [`POST ${photosOf}`]: () => Promise.reject(new TypeError('offline')) });
    const lost = await uploadOrQueuePhoto({ ...picked, fields: {} });
    expect(lost).toMatchObject({ queued: true });
    expect(api.callsTo(`POST ${photosOf}`)).toHaveLength(1);

    const ofEntry = await uploadOrQueuePhoto({
      ...picked,
      fields: {},
      entryKey: 'entry-key-000000',
    });
    expect(ofEntry).toMatchObject({ queued: true });
    expect(api.callsTo(`POST ${photosOf}`)).toHaveLength(1);
    expect(outbox.items()).toMatchObject([
      { kind: 'photo', state: 'waiting' },
      { kind: 'photo', entryKey: 'entry-key-000000' },
    ]);
  });
});
