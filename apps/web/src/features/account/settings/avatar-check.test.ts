import { describe, expect, it } from 'vitest';
import { gifBytes, jpegBytes, pngBytes } from '../../../test/images';
import { checkAvatarFile, readImageSize } from './avatar-check';

describe('readImageSize', () => {
  it('reads PNG, GIF and JPEG headers', () => {
    expect(readImageSize(pngBytes(64, 48))).toEqual({ width: 64, height: 48 });
    expect(readImageSize(gifBytes(300, 513))).toEqual({ width: 300, height: 513 });
    expect(readImageSize(jpegBytes(1024, 768))).toEqual({ width: 1024, height: 768 });
  });

  it('knows nothing of other content', () => {
    expect(
      readImageSize(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>')),
    ).toBeNull();
  });
});

describe('checkAvatarFile', () => {
  const file = (bytes: BlobPart[], type: string, name = 'avatar') =>
    new File(bytes, name, { type });

  it('accepts a small PNG, GIF or JPEG within 512 × 512', async () => {
    expect(await checkAvatarFile(file([pngBytes(512, 512)], 'image/png'))).toBeNull();
    expect(await checkAvatarFile(file([gifBytes(64, 64)], 'image/gif'))).toBeNull();
    expect(await checkAvatarFile(file([jpegBytes(200, 100)], 'image/jpeg'))).toBeNull();
  });

  it('names the first problem with the server’s code', async () => {
    expect(await checkAvatarFile(file(['hello'], 'text/plain'))).toBe('image_type');
    expect(await checkAvatarFile(file(['<svg/>'], 'image/svg+xml'))).toBe('image_type');
    // Claims to be a PNG, is not one.
    expect(await checkAvatarFile(file(['not a png'], 'image/png'))).toBe('image_type');
    const big = new Uint8Array(500 * 1024 + 1);
    big.set(pngBytes(64, 64));
    expect(await checkAvatarFile(file([big], 'image/png'))).toBe('image_too_large');
    expect(await checkAvatarFile(file([pngBytes(513, 100)], 'image/png'))).toBe('image_dimensions');
    expect(await checkAvatarFile(file([jpegBytes(100, 600)], 'image/jpeg'))).toBe(
      'image_dimensions',
    );
  });
});
