import { ErrorCode } from '@maryjane/contract/error-codes';
import { PHOTO_FIELD, PHOTO_MAX_BYTES } from '@maryjane/contract/photos';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../platform/http-errors';

export interface PhotoUpload {
  file: Buffer;
  /** The text fields beside the file, unparsed. */
  fields: Record<string, string>;
}

const required = () =>
  new HttpError(422, ErrorCode.validationFailed, 'Choose a photo', [
    { field: PHOTO_FIELD, code: 'required', message: 'Choose a photo' },
  ]);

/** Reads a multipart photo upload: the one `photo` file (at most 15 MB) and its text fields. */
export async function readPhotoUpload(request: FastifyRequest): Promise<PhotoUpload> {
  if (!request.isMultipart()) throw required();
  const fields: Record<string, string> = {};
  let file: Buffer | null = null;
  const parts = request.parts({ limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 5 } });
  for await (const part of parts) {
    if (part.type === 'field') {
      if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    } else if (part.fieldname !== PHOTO_FIELD) {
      part.file.resume();
    } else {
      try {
        file = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          const message = 'The photo must be at most 15 MB';
          throw new HttpError(413, ErrorCode.photoTooLarge, message, [
            { field: PHOTO_FIELD, code: ErrorCode.photoTooLarge, message },
          ]);
        }
        throw error;
      }
    }
  }
  if (!file || file.length === 0) throw required();
  return { file, fields };
}
