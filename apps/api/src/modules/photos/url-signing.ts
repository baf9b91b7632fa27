import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PhotoSize } from '@maryjane/contract/photos';

/**
 * Expiring addresses of private photos: an `<img>` sends no bearer token, so the address itself
 * proves who may see the file. The HMAC covers the photo, the size, the expiry and the owner.
 */

/** Addresses stay the same within one window (the browser's cache keeps working). */
const WINDOW_S = 20 * 60;
/** How long an address lives at least: 60 to 80 minutes. */
const WINDOWS_AHEAD = 4;

export interface SignedFile {
  photoId: string;
  size: PhotoSize;
  ownerId: string;
}

/** The expiry (Unix seconds) of addresses made at `nowMs`. */
export const expiryAt = (nowMs: number) =>
  (Math.floor(nowMs / 1000 / WINDOW_S) + WINDOWS_AHEAD) * WINDOW_S;

export function signatureOf(secret: string, file: SignedFile, expires: number): string {
  return createHmac('sha256', secret)
    .update(`${file.photoId}\n${file.size}\n${expires}\n${file.ownerId}`)
    .digest('base64url');
}

/** Whether `signature` was made for this file and `expires` has not passed at `nowMs`. */
export function isValidSignature(
  secret: string,
  file: SignedFile,
  expires: string | undefined,
  signature: string | undefined,
  nowMs: number,
): boolean {
  if (!expires || !signature || !/^\d{1,12}$/.test(expires)) return false;
  const expiresAt = Number(expires);
  if (expiresAt * 1000 <= nowMs) return false;
  const expected = Buffer.from(signatureOf(secret, file, expiresAt));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
