import { AVATAR_MAX_PX } from '@maryjane/contract/constants';
import { ErrorCode } from '@maryjane/contract/error-codes';
import type { Metadata } from 'sharp';
import { loadSharp } from '../../platform/lazy-modules';
import { HttpError } from '../../platform/http-errors';

const formats = { jpeg: 'jpg', png: 'png', gif: 'png' } as const;
type AcceptedFormat = keyof typeof formats;

export interface AvatarImage {
  content: Buffer;
  extension: 'jpg' | 'png';
}

const imageError = (code: ErrorCode, message: string) =>
  new HttpError(422, code, message, [{ field: 'avatar', code: String(code), message }]);

/**
 * Checks an upload by its content (not its name), refuses anything above 512×512 px before
 * decoding it, and re-encodes it so that EXIF and GPS data never reach the server's disk.
 */
export async function prepareAvatar(upload: Buffer): Promise<AvatarImage> {
  let metadata: Metadata;
  try {
    // Reading the header decodes no pixels, so it may see any size; the check below refuses it.
    metadata = await loadSharp()(upload, { limitInputPixels: false }).metadata();
  } catch {
    throw imageError(ErrorCode.imageType, 'The avatar must be a JPG, GIF or PNG image');
  }
  const format = metadata.format as string | undefined;
  if (!format || !(format in formats)) {
    throw imageError(ErrorCode.imageType, 'The avatar must be a JPG, GIF or PNG image');
  }
  const width = metadata.autoOrient?.width ?? metadata.width ?? 0;
  const height = metadata.autoOrient?.height ?? metadata.height ?? 0;
  if (width > AVATAR_MAX_PX || height > AVATAR_MAX_PX || width === 0 || height === 0) {
    throw imageError(
      ErrorCode.imageDimensions,
      `Image dimensions cannot exceed ${AVATAR_MAX_PX} px`,
    );
  }
  const extension = formats[format as AcceptedFormat];
  try {
    // limitInputPixels also guards against a header that lies about its size.
    const image = loadSharp()(upload, { limitInputPixels: AVATAR_MAX_PX * AVATAR_MAX_PX, pages: 1 })
      .rotate() // apply the EXIF orientation before the metadata is dropped
      .keepIccProfile();
    const content =
      extension === 'jpg'
        ? await image.jpeg({ quality: 85, mozjpeg: true }).toBuffer()
        : await image.png({ compressionLevel: 9 }).toBuffer();
    return { content, extension };
  } catch {
    throw imageError(ErrorCode.imageType, 'The image could not be read');
  }
}
