import { AVATAR_MAX_BYTES, AVATAR_MAX_PX } from '@maryjane/contract/constants';
import { ErrorCode } from '@maryjane/contract/error-codes';

/** Spec §5, §9: JPG, GIF or PNG. */
export const AVATAR_TYPES = ['image/jpeg', 'image/gif', 'image/png'] as const;

export type AvatarProblem =
  typeof ErrorCode.imageType | typeof ErrorCode.imageTooLarge | typeof ErrorCode.imageDimensions;

export const avatarProblems: readonly string[] = [
  ErrorCode.imageType,
  ErrorCode.imageTooLarge,
  ErrorCode.imageDimensions,
];

interface Size {
  width: number;
  height: number;
}

const uint16be = (bytes: Uint8Array, at: number) => ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);
const uint16le = (bytes: Uint8Array, at: number) => (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8);
const uint32be = (bytes: Uint8Array, at: number) =>
  uint16be(bytes, at) * 65_536 + uint16be(bytes, at + 2);

const startsWith = (bytes: Uint8Array, signature: number[]) =>
  signature.every((byte, index) => bytes[index] === byte);

function jpegSize(bytes: Uint8Array): Size | null {
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    // Start of frame (baseline, progressive, …), not DHT (C4), JPG (C8) or DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: uint16be(bytes, at + 5), width: uint16be(bytes, at + 7) };
    }
    if ((marker >= 0xd0 && marker <= 0xd9) || marker === 0x01) {
      at += 2; // markers without a length
      continue;
    }
    at += 2 + uint16be(bytes, at + 2);
  }
  return null;
}

/**
 * Width and height from the file's own header (PNG, GIF, JPEG), without decoding the image:
 * cheap, works everywhere, and a file whose content does not match an allowed type is caught.
 */
export function readImageSize(bytes: Uint8Array): Size | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) && bytes.length >= 24) {
    return { width: uint32be(bytes, 16), height: uint32be(bytes, 20) };
  }
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) && bytes.length >= 10) {
    return { width: uint16le(bytes, 6), height: uint16le(bytes, 8) };
  }
  if (startsWith(bytes, [0xff, 0xd8])) return jpegSize(bytes);
  return null;
}

/**
 * The checks the server makes too, before the upload: type, at most 500 KB, at most
 * 512 × 512 px. Returns the server's error code for the first problem, or null.
 */
export async function checkAvatarFile(file: File): Promise<AvatarProblem | null> {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return ErrorCode.imageType;
  if (file.size > AVATAR_MAX_BYTES) return ErrorCode.imageTooLarge;
  const size = readImageSize(new Uint8Array(await file.arrayBuffer()));
  if (!size) return ErrorCode.imageType;
  if (size.width > AVATAR_MAX_PX || size.height > AVATAR_MAX_PX) return ErrorCode.imageDimensions;
  return null;
}
