import type { DataExport } from '@maryjane/contract/data-export';
import type { JournalEntry } from '@maryjane/contract/grow-cycles';
import type { Photo } from '@maryjane/contract/photos';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { bearer, linkCodeIn, postAs, registerUser, waitForMail } from '../../test/accounts';
import { useTestApp } from '../../test/app';
import { clientFor } from '../../test/client';
import { createGrower } from '../../test/grower';
import { must } from '../../test/must';
import { multipartBody, addPhoto, allExist, filesOf, noneExist } from './test-fixtures';

const t = useTestApp({ seed: true });

async function exportArchive(token: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/user/export/archive',
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/zip');
  expect(response.headers['content-disposition']).toMatch(/maryjane-export-\d{4}-\d\d-\d\d\.zip/);
  return response.rawPayload;
}

function importArchive(token: string, content: Buffer, type = 'application/zip') {
  const body = multipartBody([{ field: 'file', filename: 'export.zip', type, content }]);
  return t.app.inject({
    method: 'POST',
    url: '/api/user/import/archive',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
}

describe('the export carries the photos', () => {
  it('restores entries and photos, byte for byte, in a new account', async () => {
    // The grower's one photo is of her journal entry.
    const mary = await createGrower(t, 'Mary');
    const ofCycle = await addPhoto(t, mary.token, mary.ids.cycle, { takenOn: '2026-10-05' });
    const own = await clientFor(t, mary.token).get<Photo[]>(
      `/api/grow-cycles/${mary.ids.cycle}/photos`,
    );
    const ofEntry = must(own.find((photo) => photo.id === mary.ids.photo));
    const zip = await exportArchive(mary.token);

    const files = unzipSync(zip);
    const data = JSON.parse(Buffer.from(must(files['maryjane.json'])).toString()) as DataExport;
    expect(data.parts.photos).toHaveLength(2);
    expect(data.parts.photos[0]).not.toHaveProperty('largeKey');
    expect(Object.keys(files).sort()).toEqual(
      [
        'maryjane.json',
        ...[ofEntry, ofCycle].flatMap(({ id }) => [
          `photos/${id}-large.jpg`,
          `photos/${id}-thumb.jpg`,
        ]),
      ].sort(),
    );

    const fresh = await registerUser(t);
    const imported = await importArchive(fresh.token, zip);
    expect(imported.statusCode, imported.body).toBe(201);
    expect(imported.json().data.imported).toMatchObject({ journalEntries: 1, photos: 2 });

    const client = clientFor(t, fresh.token);
    const [cycle] = await client.get<{ id: string }[]>('/api/grow-cycles');
    const entries = await client.get<JournalEntry[]>(`/api/grow-cycles/${must(cycle).id}/journal`);
    const photos = await client.get<Photo[]>(`/api/grow-cycles/${must(cycle).id}/photos`);
    expect(photos.map((photo) => photo.takenOn)).toEqual([ofEntry.takenOn, '2026-10-05']);
    const restored = must(photos[0]);
    expect(restored.entryId).toBe(must(entries[0]).id);
    expect(restored.id).not.toBe(ofEntry.id);

    const bytes = async (url: string) => (await t.app.inject({ method: 'GET', url })).rawPayload;
    expect((await bytes(restored.largeUrl)).equals(await bytes(ofEntry.largeUrl))).toBe(true);
    expect((await bytes(restored.thumbUrl)).equals(await bytes(ofEntry.thumbUrl))).toBe(true);
  });

  it('still imports a bare JSON file, without photos, and refuses what is no export', async () => {
    const mary = await createGrower(t, 'Jo');
    await addPhoto(t, mary.token, mary.ids.cycle);
    const json = Buffer.from(must(unzipSync(await exportArchive(mary.token))['maryjane.json']));

    const fresh = await registerUser(t);
    const notAnExport = await importArchive(fresh.token, Buffer.from('PK\u0003\u0004broken'));
    expect(notAnExport.statusCode).toBe(422);
    expect(notAnExport.json().errors[0].field).toBe('file');

    const imported = await importArchive(fresh.token, json, 'application/json');
    expect(imported.statusCode, imported.body).toBe(201);
    expect(imported.json().data.imported.photos).toBe(0);
  });
});

describe('deleting the account', () => {
  it('removes its photo files', async () => {
    const grower = await createGrower(t, 'Kim');
    const photo = await addPhoto(t, grower.token, grower.ids.cycle);
    const files = await filesOf(t, photo.id);
    expect(allExist(files)).toBe(true);

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: bearer(grower.token),
    });
    const email = me.json().data.email as string;
    await postAs(t, '/api/user/request-deletion', { lang: 'en' }, grower.token);
    const mail = await waitForMail(t, email, (candidate) =>
      candidate.text.includes('confirm-account-deletion'),
    );
    const code = linkCodeIn(mail, '/confirm-account-deletion');
    const confirmed = await postAs(t, '/api/user/confirm-deletion', { code });
    expect(confirmed.statusCode).toBe(200);
    expect(noneExist(files)).toBe(true);
  });
});
