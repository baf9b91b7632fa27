import { existsSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { ErrorCode } from '@maryjane/contract/error-codes';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { bearer, multipartFile, registerUser } from '../../test/accounts';
import { useTestApp } from '../../test/app';

const t = useTestApp();

const image = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 60 } } });

function upload(token: string, filename: string, type: string, content: Buffer) {
  const body = multipartFile('avatar', filename, type, content);
  return t.app.inject({
    method: 'POST',
    url: '/api/user/profile/avatar',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
}

/** A PNG that claims to be `width`×`height`: only its header, as a decompression bomb starts. */
function pngHeaderClaiming(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const pixels = chunk('IDAT', deflateSync(Buffer.alloc(1024)));
  return Buffer.concat([signature, chunk('IHDR', ihdr), pixels, chunk('IEND', Buffer.alloc(0))]);
}

const fileOf = (avatarUrl: string) =>
  path.join(t.config.uploadsDir, avatarUrl.replace(/^\/uploads\//, ''));

describe('profile and location', () => {
  it('renames the user and refuses a name of 50 characters', async () => {
    const { token } = await registerUser(t);
    const patch = (username: string) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/user/profile',
        headers: bearer(token),
        payload: { username },
      });
    expect((await patch('  Green Thumb ')).json().data.username).toBe('Green Thumb');
    const tooLong = await patch('x'.repeat(50));
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors[0]).toMatchObject({ field: 'username', code: 'nameTooLong' });
  });

  it('saves a real place and refuses parts that do not fit together', async () => {
    const { token } = await registerUser(t);
    const patch = (payload: Record<string, string | null>) =>
      t.app.inject({ method: 'PATCH', url: '/api/user/location', headers: bearer(token), payload });
    const berlin = {
      locationCountryId: 'DE',
      locationStateId: 'DE-BE',
      locationCityId: 'DE-BE:Berlin',
    };
    expect((await patch(berlin)).json().data).toMatchObject(berlin);
    const cases: [Record<string, string | null>, string][] = [
      [{ ...berlin, locationCountryId: 'XX' }, 'locationCountryId'],
      [{ ...berlin, locationCountryId: 'AT' }, 'locationStateId'],
      [{ ...berlin, locationCityId: 'DE-BE:Atlantis' }, 'locationCityId'],
      [{ ...berlin, locationStateId: null }, 'locationStateId'],
      [
        { locationCountryId: null, locationStateId: 'DE-BE', locationCityId: null },
        'locationCountryId',
      ],
    ];
    for (const [payload, field] of cases) {
      const response = await patch(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json().errors[0]).toMatchObject({ field, code: ErrorCode.invalidLocation });
    }
    const country = { locationCountryId: 'DE', locationStateId: null, locationCityId: null };
    expect((await patch(country)).json().data).toMatchObject(country);
    const cleared = { locationCountryId: null, locationStateId: null, locationCityId: null };
    expect((await patch(cleared)).json().data).toMatchObject(cleared);
  });
});

describe('avatar', () => {
  it('stores a PNG, serves it from /uploads and shows it on the user', async () => {
    const { token } = await registerUser(t);
    const response = await upload(
      token,
      'me.png',
      'image/png',
      await image(64, 64).png().toBuffer(),
    );
    expect(response.statusCode).toBe(200);
    const { avatarUrl } = response.json().data;
    expect(avatarUrl).toMatch(/^\/uploads\/avatars\/.+\.png$/);
    const served = await t.app.inject({ method: 'GET', url: avatarUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(64);
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
    expect(me.json().data.avatarUrl).toBe(avatarUrl);
  });

  it('removes EXIF and GPS data from a photo', async () => {
    const { token } = await registerUser(t);
    const photo = await image(200, 150)
      .jpeg()
      .withExif({
        IFD0: { Copyright: 'grower-secret', Make: 'PhoneCam' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 31/1 12/1' },
      })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const { avatarUrl } = (await upload(token, 'photo.jpg', 'image/jpeg', photo)).json().data;
    const stored = await sharp(fileOf(avatarUrl)).metadata();
    expect(stored.format).toBe('jpeg');
    expect(stored.exif).toBeUndefined();
  });

  it('refuses a file over 500 KB', async () => {
    const { token } = await registerUser(t);
    const heavy = await sharp({
      create: {
        width: 512,
        height: 512,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(heavy.length).toBeGreaterThan(500 * 1024);
    const response = await upload(token, 'big.png', 'image/png', heavy);
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe(ErrorCode.imageTooLarge);
  });

  it('refuses an image over 512 px with the spec message', async () => {
    const { token } = await registerUser(t);
    const response = await upload(
      token,
      'wide.png',
      'image/png',
      await image(600, 100).png().toBuffer(),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: ErrorCode.imageDimensions,
      message: 'Image dimensions cannot exceed 512 px',
    });
  });

  it('refuses a header declaring 100000×100000 px before decoding anything', async () => {
    const { token } = await registerUser(t);
    const bomb = pngHeaderClaiming(100_000, 100_000);
    expect((await sharp(bomb, { limitInputPixels: false }).metadata()).width).toBe(100_000);
    const response = await upload(token, 'tiny.png', 'image/png', bomb);
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe(ErrorCode.imageDimensions);
  });

  it.each([
    ['a script renamed .png', 'evil.png', Buffer.from('<script>alert(1)</script>')],
    ['a WebP renamed .jpg', 'cat.jpg', null],
  ])('refuses %s by its content', async (_what, filename, content) => {
    const { token } = await registerUser(t);
    const bytes = content ?? (await image(32, 32).webp().toBuffer());
    const response = await upload(token, filename, 'image/png', bytes);
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe(ErrorCode.imageType);
  });

  it('re-encodes a polyglot (a real PNG carrying a script), so the script is not served', async () => {
    const { token } = await registerUser(t);
    const payload = Buffer.from('<script>alert(document.cookie)</script>');
    const polyglot = Buffer.concat([await image(48, 48).png().toBuffer(), payload]);
    const response = await upload(token, 'me.png', 'image/png', polyglot);
    expect(response.statusCode).toBe(200);
    const served = await t.app.inject({ method: 'GET', url: response.json().data.avatarUrl });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.includes(payload)).toBe(false);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(48);
  });

  it('refuses a decompression bomb: a small file that would decode to 6000×6000 px', async () => {
    const { token } = await registerUser(t);
    const bomb = await sharp({
      create: { width: 6000, height: 6000, channels: 3, background: '#000' },
    })
      .png({ compressionLevel: 9, palette: true })
      .toBuffer();
    expect(bomb.length).toBeLessThan(500 * 1024);
    const response = await upload(token, 'bomb.png', 'image/png', bomb);
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe(ErrorCode.imageDimensions);
  });

  it('replaces the old file on a new upload and deletes it on removal', async () => {
    const { token } = await registerUser(t);
    const png = await image(48, 48).png().toBuffer();
    const first = (await upload(token, 'a.png', 'image/png', png)).json().data.avatarUrl;
    const second = (await upload(token, 'b.png', 'image/png', png)).json().data.avatarUrl;
    expect(second).not.toBe(first);
    expect(existsSync(fileOf(first))).toBe(false);
    expect(existsSync(fileOf(second))).toBe(true);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/user/profile/avatar',
      headers: bearer(token),
    });
    expect(removed.json().data).toEqual({ avatarUrl: null });
    expect(existsSync(fileOf(second))).toBe(false);
  });

  it('needs a file in the avatar field and a session', async () => {
    const { token } = await registerUser(t);
    const png = await image(16, 16).png().toBuffer();
    const body = multipartFile('picture', 'a.png', 'image/png', png);
    const wrongField = await t.app.inject({
      method: 'POST',
      url: '/api/user/profile/avatar',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(token) },
    });
    expect(wrongField.statusCode).toBe(422);
    expect((await upload('not-a-token', 'a.png', 'image/png', png)).statusCode).toBe(401);
  });
});
