import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ARCHIVE_DATA_FILE,
  archivePhotoFile,
  EXPORT_FORMAT,
  EXPORT_VERSION,
  exportParts,
  type ExportPart,
} from '@maryjane/contract/data-export';
import { zipSync } from 'fflate';
import { ExportReader } from './export-reader';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'mj-reader-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const header = {
  format: EXPORT_FORMAT,
  version: EXPORT_VERSION,
  exportedAt: '2026-11-01T08:00:00.000Z',
  profile: {
    username: 'mary',
    locationCountryId: null,
    locationStateId: null,
    locationCityId: null,
    adultsInHousehold: 1,
  },
  catalogue: { strainProducers: {}, strains: {}, catalogueItems: {} },
};
const emptyParts = () =>
  Object.fromEntries(exportParts.map((part) => [part, [] as unknown[]])) as Record<
    ExportPart,
    unknown[]
  >;

let files = 0;
async function fileOf(content: string | Uint8Array): Promise<string> {
  const file = path.join(dir, `file-${(files += 1)}`);
  await writeFile(file, content);
  return file;
}
const jsonFile = (value: unknown) => fileOf(JSON.stringify(value));

/** Every row of `part`, as the import takes them. */
async function allRows(reader: ExportReader, part: ExportPart, size = 2) {
  const rows = [];
  for (;;) {
    const page = await reader.take(part, size);
    expect(page.rows.length).toBeLessThanOrEqual(size);
    rows.push(...page.rows);
    if (page.done) return rows;
  }
}

/**
 * Reads a file as an import does: a refusal may come at opening, with a page or at the end, as
 * far as the file has been read by then.
 */
async function readWhole(file: string): Promise<void> {
  const reader = await ExportReader.open(file);
  try {
    for (const part of exportParts) await allRows(reader, part, 10);
    await reader.finish();
  } finally {
    reader.close();
  }
}

describe('an export file read as it streams', () => {
  it('hands out each part in pages, whatever the order of the parts in the file', async () => {
    const parts = emptyParts();
    parts.environments = [{ id: 'e1' }, { id: 'e2' }, { id: 'e3' }];
    parts.sensorReadings = [{ id: 'r1' }];
    // Readings before environments, and the header after the parts: an edited file.
    const { sensorReadings, ...rest } = parts;
    const file = await fileOf(
      `{"parts":${JSON.stringify({ sensorReadings, ...rest })},${JSON.stringify(header).slice(1)}`,
    );
    const reader = await ExportReader.open(file);
    expect(reader.header.profile.username).toBe('mary');
    expect(await allRows(reader, 'strains')).toEqual([]);
    expect(await allRows(reader, 'environments')).toEqual(parts.environments);
    expect(await allRows(reader, 'sensorReadings')).toEqual([{ id: 'r1' }]);
    await reader.finish();
    reader.close();
  });

  it('reads a file far larger than one page without holding it', async () => {
    const parts = emptyParts();
    const readings = Array.from({ length: 30_000 }, (_, index) => ({
      id: `r${index}`,
      metric: 'temperature',
      value: index / 10,
    }));
    parts.sensorReadings = readings;
    const reader = await ExportReader.open(await jsonFile({ ...header, parts }));
    let seen = 0;
    for (const part of exportParts) {
      for (;;) {
        const page = await reader.take(part, 5_000);
        if (part === 'sensorReadings' && page.rows.length > 0) {
          expect(page.rows[0]).toEqual(readings[seen]);
        }
        seen += part === 'sensorReadings' ? page.rows.length : 0;
        if (page.done) break;
      }
    }
    expect(seen).toBe(30_000);
    reader.close();
  });

  it('takes files written before a part existed, but not one missing an old part', async () => {
    const { photos: _photos, harvests: _harvests, ...older } = emptyParts();
    const reader = await ExportReader.open(await jsonFile({ ...header, parts: older }));
    expect(await allRows(reader, 'photos')).toEqual([]);
    reader.close();

    const { strains: _strains, ...broken } = emptyParts();
    const missing = await ExportReader.open(await jsonFile({ ...header, parts: broken }));
    await expect(allRows(missing, 'strains')).rejects.toMatchObject({
      statusCode: 422,
      errors: [expect.objectContaining({ field: 'parts.strains', code: 'required' })],
    });
    missing.close();
  });

  it('names the rows that are no records or carry control characters', async () => {
    const parts = emptyParts();
    parts.environments = [{ id: 'e1' }, 7, { id: 'e3', name: 'Tent\u001b[31m' }];
    await expect(readWhole(await jsonFile({ ...header, parts }))).rejects.toMatchObject({
      statusCode: 422,
      errors: [
        expect.objectContaining({ field: 'parts.environments.1', code: 'invalid' }),
        expect.objectContaining({ field: 'parts.environments.2.name', code: 'controlCharacters' }),
      ],
    });
  });

  it('refuses a part given twice, rather than guess which rows count', async () => {
    const parts = JSON.stringify(emptyParts()).replace(
      '"plants":[]',
      '"plants":[{"id":"p1"}],"plants":[{"id":"p2"}]',
    );
    const file = await fileOf(`${JSON.stringify(header).slice(0, -1)},"parts":${parts}}`);
    await expect(readWhole(file)).rejects.toMatchObject({
      errors: expect.arrayContaining([
        expect.objectContaining({ field: 'parts.plants', code: 'invalid' }),
      ]),
    });
  });

  it('refuses a file that breaks off or goes on after its end', async () => {
    const whole = JSON.stringify({ ...header, parts: emptyParts() });
    await expect(readWhole(await fileOf(whole.slice(0, -30)))).rejects.toMatchObject({
      statusCode: 422,
    });
    await expect(readWhole(await fileOf(`${whole}\n{"more":1}`))).rejects.toMatchObject({
      statusCode: 422,
    });
    await expect(readWhole(await fileOf(`${whole}\n\n`))).resolves.toBeUndefined();
  });

  it('answers a file that is no export with the fields that are wrong', async () => {
    for (const content of ['', 'not json', '[1,2]']) {
      await expect(ExportReader.open(await fileOf(content))).rejects.toMatchObject({
        statusCode: 422,
      });
    }
    await expect(
      ExportReader.open(await jsonFile({ ...header, version: 99, parts: emptyParts() })),
    ).rejects.toMatchObject({
      errors: [expect.objectContaining({ field: 'version', code: 'invalid' })],
    });
  });

  it('reads the JSON and the photos of a ZIP, keeping only photos that are JPEG', async () => {
    const parts = emptyParts();
    parts.photos = [{ id: 'a' }, { id: 'b' }];
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
    const file = await fileOf(
      zipSync({
        [ARCHIVE_DATA_FILE]: new TextEncoder().encode(JSON.stringify({ ...header, parts })),
        [archivePhotoFile('a', 'large')]: jpeg,
        [archivePhotoFile('a', 'thumb')]: jpeg,
        [archivePhotoFile('b', 'large')]: new TextEncoder().encode('<svg/>'),
        [archivePhotoFile('b', 'thumb')]: jpeg,
      }),
    );
    const reader = await ExportReader.open(file);
    expect(await allRows(reader, 'photos')).toEqual(parts.photos);
    expect(await reader.photo('a')).toEqual({ large: Buffer.from(jpeg), thumb: Buffer.from(jpeg) });
    expect(await reader.photo('b')).toBeNull();
    expect(await reader.photo('missing')).toBeNull();
    reader.close();

    const withoutData = await fileOf(zipSync({ 'other.json': new Uint8Array([123, 125]) }));
    await expect(ExportReader.open(withoutData)).rejects.toMatchObject({
      errors: [expect.objectContaining({ field: 'file' })],
    });
  });
});
