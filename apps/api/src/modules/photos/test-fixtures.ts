import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Photo } from '@maryjane/contract/photos';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { photos } from '../../db/schema/photos';
import { bearer } from '../../test/accounts';
import type { TestApp } from '../../test/app';

type Part =
  | { field: string; value: string }
  | { field: string; filename: string; type: string; content: Buffer };

/** A multipart/form-data body with files and text fields, as a browser sends it. */
export function multipartBody(parts: Part[]) {
  const boundary = `----maryjane${randomBytes(8).toString('hex')}`;
  const chunks = parts.flatMap((part) => {
    const head =
      'value' in part
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"\r\n\r\n${part.value}`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"; filename="${part.filename}"\r\nContent-Type: ${part.type}\r\n\r\n`;
    return 'value' in part
      ? [Buffer.from(`${head}\r\n`)]
      : [Buffer.from(head), part.content, Buffer.from('\r\n')];
  });
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A JPEG as a phone writes it: with GPS and camera EXIF, optionally turned (orientation 6). */
export function phoneJpeg(width = 640, height = 480, orientation?: number) {
  const image = sharp({
    create: { width, height, channels: 3, background: { r: 40, g: 160, b: 80 } },
  })
    .withExif({
      IFD0: { Make: 'GrowPhone', Model: 'X1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '52/1 31/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '13/1 24/1 0/1',
      },
    })
    .jpeg();
  return (orientation ? image.withMetadata({ orientation }) : image).toBuffer();
}

/** POSTs one photo to a cycle as the grower of `token`. */
export function uploadPhoto(
  t: TestApp,
  token: string,
  cycleId: string,
  content: Buffer,
  fields: Record<string, string> = {},
  type = 'image/jpeg',
) {
  const body = multipartBody([
    ...Object.entries(fields).map(([field, value]) => ({ field, value })),
    { field: 'photo', filename: 'IMG_0001.jpg', type, content },
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/api/grow-cycles/${cycleId}/photos`,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
}

export async function addPhoto(
  t: TestApp,
  token: string,
  cycleId: string,
  fields: Record<string, string> = {},
): Promise<Photo> {
  const response = await uploadPhoto(t, token, cycleId, await phoneJpeg(), fields);
  if (response.statusCode !== 201) throw new Error(`upload: ${response.body}`);
  return response.json().data as Photo;
}

/** Where a photo's two files lie on disk. */
export async function filesOf(t: TestApp, photoId: string): Promise<string[]> {
  const [row] = await t.database.db.select().from(photos).where(eq(photos.id, photoId));
  if (!row) throw new Error(`no photo ${photoId}`);
  return [row.largeKey, row.thumbKey].map((key) => path.join(t.config.uploadsDir, key));
}

export const allExist = (files: string[]) => files.every((file) => existsSync(file));
export const noneExist = (files: string[]) => files.every((file) => !existsSync(file));
