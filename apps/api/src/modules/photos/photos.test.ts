import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ErrorCode } from '@maryjane/contract/error-codes';
import type { GrowCycle, JournalEntry, Plant } from '@maryjane/contract/grow-cycles';
import type { Photo } from '@maryjane/contract/photos';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { bearer } from '../../test/accounts';
import { useTestApp } from '../../test/app';
import { useMaryAndOtto } from '../../test/grower';
import { must } from '../../test/must';
import { addPhoto, allExist, filesOf, noneExist, phoneJpeg, uploadPhoto } from './test-fixtures';
import { signatureOf } from './url-signing';

const t = useTestApp({ seed: true });
const growers = useMaryAndOtto(t);

const fetchFile = (url: string) => t.app.inject({ method: 'GET', url });

describe('uploading a photo', () => {
  it('stores it upright, without EXIF or GPS, as a large image and a thumbnail', async () => {
    const { mary } = growers;
    const original = await phoneJpeg(3000, 1500, 6);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const response = await uploadPhoto(t, mary.token, mary.ids.cycle, original, {
      plantId: mary.ids.plant,
      takenOn: '2026-10-20',
    });
    expect(response.statusCode).toBe(201);
    const photo = response.json().data as Photo;
    // Orientation 6 turns the 3000×1500 picture upright, then the long side becomes 2560.
    expect(photo).toMatchObject({
      cycleId: mary.ids.cycle,
      plantId: mary.ids.plant,
      entryId: null,
      takenOn: '2026-10-20',
      width: 1280,
      height: 2560,
    });

    const large = await fetchFile(photo.largeUrl);
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-type']).toBe('image/jpeg');
    expect(large.headers['x-content-type-options']).toBe('nosniff');
    expect(large.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    const thumb = await fetchFile(photo.thumbUrl);
    for (const file of [large.rawPayload, thumb.rawPayload]) {
      const metadata = await sharp(file).metadata();
      expect(metadata.format).toBe('jpeg');
      expect(metadata.exif).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
    }
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ width: 240, height: 480 });
  });

  it('takes PNG and WebP, and the plant of the journal entry it shows', async () => {
    const { mary } = growers;
    const png = await sharp({ create: { width: 50, height: 40, channels: 4, background: '#fff' } })
      .png()
      .toBuffer();
    const photo = await uploadPhoto(t, mary.token, mary.ids.cycle, png, {
      entryId: mary.ids.entry,
    });
    expect(photo.statusCode).toBe(201);
    // The entry is about the grower's first plant.
    expect(photo.json().data).toMatchObject({
      entryId: mary.ids.entry,
      plantId: mary.ids.plant,
      width: 50,
      height: 40,
    });
    for (const image of [await sharp(png).webp().toBuffer(), await sharp(png).avif().toBuffer()]) {
      expect((await uploadPhoto(t, mary.token, mary.ids.cycle, image)).statusCode).toBe(201);
    }
  });

  it('refuses what is no image, what is too large, and a plant or entry of another cycle', async () => {
    const { mary, otto } = growers;
    const text = await uploadPhoto(t, mary.token, mary.ids.cycle, Buffer.from('<svg/> not'), {});
    expect(text.statusCode).toBe(422);
    expect(text.json().errors).toEqual([
      expect.objectContaining({ field: 'photo', code: ErrorCode.photoType }),
    ]);

    const huge = Buffer.concat([await phoneJpeg(), Buffer.alloc(15 * 1024 * 1024)]);
    const tooLarge = await uploadPhoto(t, mary.token, mary.ids.cycle, huge);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().errors).toEqual([
      expect.objectContaining({ field: 'photo', code: ErrorCode.photoTooLarge }),
    ]);

    const jpeg = await phoneJpeg();
    const foreignPlant = await uploadPhoto(t, mary.token, mary.ids.cycle, jpeg, {
      plantId: otto.ids.plant,
    });
    expect(foreignPlant.statusCode).toBe(422);
    expect(foreignPlant.json().errors).toEqual([
      expect.objectContaining({ field: 'plantId', code: 'notFound' }),
    ]);
    const foreignEntry = await uploadPhoto(t, mary.token, mary.ids.cycle, jpeg, {
      entryId: otto.ids.entry,
      takenOn: '2999-01-01',
    });
    expect(foreignEntry.statusCode).toBe(422);
    expect(foreignEntry.json().errors.map((error: { field: string }) => error.field)).toEqual([
      'takenOn',
    ]);

    const empty = await t.app.inject({
      method: 'POST',
      url: `/api/grow-cycles/${mary.ids.cycle}/photos`,
      headers: bearer(mary.token),
      payload: {},
    });
    expect(empty.statusCode).toBe(422);
  });
});

describe('a photo is private', () => {
  it("answers 404 to another grower's list, upload and delete", async () => {
    const { mary, otto } = growers;
    const photo = await addPhoto(t, mary.token, mary.ids.cycle);
    const list = (token: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/grow-cycles/${mary.ids.cycle}/photos`,
        headers: bearer(token),
      });
    expect((await list(otto.token)).statusCode).toBe(404);
    const upload = await uploadPhoto(t, otto.token, mary.ids.cycle, await phoneJpeg());
    expect(upload.statusCode).toBe(404);
    const deletion = await t.app.inject({
      method: 'DELETE',
      url: `/api/photos/${photo.id}`,
      headers: bearer(otto.token),
    });
    expect(deletion.statusCode).toBe(404);
    const own = (await list(mary.token)).json().data as Photo[];
    expect(own.map((each) => each.id)).toContain(photo.id);
    expect(allExist(await filesOf(t, photo.id))).toBe(true);
  });

  it('serves a file only through an unaltered, unexpired address made for its owner', async () => {
    const { mary, otto } = growers;
    const photo = await addPhoto(t, mary.token, mary.ids.cycle);
    const ottos = await addPhoto(t, otto.token, otto.ids.cycle);
    expect((await fetchFile(photo.thumbUrl)).statusCode).toBe(200);

    // Otto's valid address with Mary's photo id in it.
    const swapped = ottos.largeUrl.replace(ottos.id, photo.id);
    const url = new URL(photo.largeUrl, 'http://x');
    const expires = url.searchParams.get('expires') ?? '';
    const signature = url.searchParams.get('signature') ?? '';
    const at = (query: string, size = 'large') => `/api/photos/${photo.id}/${size}?${query}`;
    const past = Math.floor(Date.now() / 1000) - 60;
    const expiredSignature = signatureOf(
      t.config.urlSigningSecret,
      { photoId: photo.id, size: 'large', ownerId: mary.ids.userId },
      past,
    );
    const wrong = [
      swapped,
      at(`expires=${expires}&signature=${signature.slice(0, -2)}AA`),
      at(`expires=${Number(expires) + 1}&signature=${signature}`),
      at(`expires=${expires}&signature=${signature}`, 'thumb'),
      at(`expires=${expires}&signature=${signature}`, 'original'),
      at(`expires=${past}&signature=${expiredSignature}`),
      at(''),
      `/api/photos/not-a-uuid/large?expires=${expires}&signature=${signature}`,
    ];
    for (const address of wrong) {
      const response = await fetchFile(address);
      expect(response.statusCode, address).toBe(404);
      expect(response.headers['content-type']).toMatch(/json/);
    }
  });

  it('is never served under the public /uploads route', async () => {
    const { mary } = growers;
    const photo = await addPhoto(t, mary.token, mary.ids.cycle);
    const [large] = await filesOf(t, photo.id);
    const key = path.relative(t.config.uploadsDir, must(large)).split(path.sep).join('/');
    expect(key.startsWith('private/')).toBe(true);
    for (const address of [`/uploads/${key}`, `/uploads/./${key}`, `/uploads//${key}`]) {
      expect([403, 404], address).toContain((await fetchFile(address)).statusCode);
    }
    // The public files beside them are still served.
    await mkdir(path.join(t.config.uploadsDir, 'avatars'), { recursive: true });
    await writeFile(path.join(t.config.uploadsDir, 'avatars', 'a.txt'), 'hi');
    expect((await fetchFile('/uploads/avatars/a.txt')).statusCode).toBe(200);
  });
});

describe('deleting removes the files', () => {
  it('of the photo, of an entry, of a plant and of a cycle', async () => {
    const { mary } = growers;
    const { client } = mary;
    const alone = await addPhoto(t, mary.token, mary.ids.cycle);
    const aloneFiles = await filesOf(t, alone.id);
    expect((await client.call('DELETE', `/api/photos/${alone.id}`)).status).toBe(204);
    expect(noneExist(aloneFiles)).toBe(true);
    expect((await client.call('DELETE', `/api/photos/${alone.id}`)).status).toBe(404);

    const cycle = await client.post<GrowCycle>('/api/grow-cycles', {
      name: 'Photo grow',
      seedId: mary.ids.seeds,
      growMedium: 'soil',
      numberOfPlants: 2,
      startDate: '2026-10-01',
      seedsFromInventory: false,
    });
    const [plant, other] = await client.get<Plant[]>(`/api/plants?cycleId=${cycle.id}`);
    const entry = await client.post<JournalEntry>(`/api/grow-cycles/${cycle.id}/journal`, {
      date: '2026-10-12',
      kind: 'observe',
      note: 'look',
    });
    const ofEntry = await filesOf(
      t,
      (await addPhoto(t, mary.token, cycle.id, { entryId: entry.id })).id,
    );
    const ofPlant = await filesOf(
      t,
      (await addPhoto(t, mary.token, cycle.id, { plantId: must(plant).id })).id,
    );
    const ofCycle = await filesOf(
      t,
      (await addPhoto(t, mary.token, cycle.id, { plantId: must(other).id })).id,
    );
    expect(allExist([...ofEntry, ...ofPlant, ...ofCycle])).toBe(true);

    expect((await client.call('DELETE', `/api/journal/${entry.id}`)).status).toBe(204);
    expect(noneExist(ofEntry)).toBe(true);
    expect((await client.call('DELETE', `/api/plants/${must(plant).id}`)).status).toBe(204);
    expect(noneExist(ofPlant)).toBe(true);
    expect(allExist(ofCycle)).toBe(true);
    // Fewer plants: the photos of the plants removed go too.
    await client.patch(`/api/grow-cycles/${cycle.id}`, { numberOfPlants: 3 });
    const [, , third] = await client.get<Plant[]>(`/api/plants?cycleId=${cycle.id}`);
    const ofThird = await filesOf(
      t,
      (await addPhoto(t, mary.token, cycle.id, { plantId: must(third).id })).id,
    );
    await client.patch(`/api/grow-cycles/${cycle.id}`, { numberOfPlants: 2 });
    expect(noneExist(ofThird)).toBe(true);
    expect(allExist(ofCycle)).toBe(true);
    expect((await client.call('DELETE', `/api/grow-cycles/${cycle.id}`)).status).toBe(204);
    expect(noneExist(ofCycle)).toBe(true);
    expect(existsSync(path.join(t.config.uploadsDir, 'private'))).toBe(true);
  });
});
