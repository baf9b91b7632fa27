import { ErrorCode } from '@maryjane/contract/error-codes';
import { PHOTO_FIELD, PHOTO_LARGE_PX, PHOTO_THUMB_PX } from '@maryjane/contract/photos';
import type { Metadata } from 'sharp';
import { loadSharp } from '../../platform/lazy-modules';
import { HttpError } from '../../platform/http-errors';

/**
 * What a phone makes. sharp's prebuilt libheif decodes AVIF but not HEVC, so a HEIC photo is
 * refused (422); iOS sends JPEG from a file input unless told otherwise.
 */
const acceptedFormats = new Set(['jpeg', 'png', 'webp', 'heif']);
/** A 200-megapixel sensor's full picture; beyond that decoding would take too much memory. */
const MAX_INPUT_PIXELS = 200_000_000;

export interface PreparedPhoto {
  large: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
}

const typeError = () => {
  const message = 'The photo must be a JPG, PNG, WebP or AVIF image';
  return new HttpError(422, ErrorCode.photoType, message, [
    { field: PHOTO_FIELD, code: ErrorCode.photoType, message },
  ]);
};

/**
 * Checks an upload by its content, turns it upright (EXIF orientation) and re-encodes it as a
 * large JPEG and a thumbnail. sharp writes no metadata unless asked, so EXIF and GPS are gone;
 * the original is not kept.
 */
export async function preparePhoto(upload: Buffer): Promise<PreparedPhoto> {
  let metadata: Metadata;
  try {
    metadata = await loadSharp()(upload, { limitInputPixels: false }).metadata();
  } catch {
    throw typeError();
  }
  const { format, compression } = metadata;
  if (!format || !acceptedFormats.has(format)) throw typeError();
  if (format === 'heif' && compression !== 'av1') throw typeError();
  try {
    const upright = loadSharp()(upload, { limitInputPixels: MAX_INPUT_PIXELS, pages: 1 }).rotate();
    const resized = (px: number) =>
      upright.clone().resize({ width: px, height: px, fit: 'inside', withoutEnlargement: true });
    const large = await resized(PHOTO_LARGE_PX)
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    const thumb = await resized(PHOTO_THUMB_PX).jpeg({ quality: 72, mozjpeg: true }).toBuffer();
    return { large: large.data, thumb, width: large.info.width, height: large.info.height };
  } catch {
    throw typeError();
  }
}
