import { ErrorCode } from '@maryjane/contract/error-codes';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../platform/http-errors';

/** The form field of the image. */
export const AVATAR_FIELD = 'avatar';
const field = AVATAR_FIELD;

/** Reads the one file of a multipart avatar upload into memory, at most `maxBytes`. */
export async function readAvatarUpload(request: FastifyRequest, maxBytes: number): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new HttpError(422, ErrorCode.validationFailed, 'Send the image as multipart/form-data', [
      { field, code: 'required', message: 'Choose an image' },
    ]);
  }
  const file = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 2 } });
  if (!file || file.fieldname !== field) {
    throw new HttpError(422, ErrorCode.validationFailed, 'Choose an image', [
      { field, code: 'required', message: 'Choose an image' },
    ]);
  }
  try {
    return await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      const message = `The image must be at most ${Math.round(maxBytes / 1024)} KB`;
      throw new HttpError(413, ErrorCode.imageTooLarge, message, [
        { field, code: ErrorCode.imageTooLarge, message },
      ]);
    }
    throw error;
  }
}
