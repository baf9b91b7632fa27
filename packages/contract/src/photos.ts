import { z } from 'zod';
import { limitedDaySchema } from './zod-helpers';

/**
 * Private photos of a grow cycle, optionally of one plant or one journal entry (issue 26). The
 * server keeps a large JPEG and a thumbnail, re-encoded without any EXIF or GPS data; their
 * addresses are signed and expire, so an `<img>` can load them without a bearer token.
 */

/** One upload is at most this large (the phone's original). */
export const PHOTO_MAX_BYTES = 15 * 1024 * 1024;
/** The long side of the stored large image, and of the thumbnail. */
export const PHOTO_LARGE_PX = 2560;
export const PHOTO_THUMB_PX = 480;
/** The multipart field that carries the file. */
export const PHOTO_FIELD = 'photo';

export const photoSizes = ['thumb', 'large'] as const;
export type PhotoSize = (typeof photoSizes)[number];

export const photoSchema = z.object({
  id: z.uuid(),
  cycleId: z.uuid(),
  plantId: z.uuid().nullable(),
  entryId: z.uuid().nullable(),
  /** The day the photo shows (YYYY-MM-DD). */
  takenOn: z.string(),
  /** Of the large image. */
  width: z.number().int(),
  height: z.number().int(),
  createdAt: z.iso.datetime(),
  /** Signed addresses below `/api`, valid until `urlsExpireAt`. */
  thumbUrl: z.string(),
  largeUrl: z.string(),
  urlsExpireAt: z.iso.datetime(),
});
export type Photo = z.infer<typeof photoSchema>;

/** The text fields of POST /grow-cycles/{id}/photos beside the file. */
export const photoUploadFieldsSchema = z.object({
  /** A journal entry of this cycle. */
  entryId: z.uuid('invalid').optional(),
  /** A plant of this cycle. */
  plantId: z.uuid('invalid').optional(),
  /** Not after today; default today. */
  takenOn: limitedDaySchema('happened').optional(),
});
export type PhotoUploadFields = z.input<typeof photoUploadFieldsSchema>;

export const photosQuerySchema = z.object({ plantId: z.uuid('invalid').optional() });

export const photoFileParamsSchema = z.object({ id: z.string(), size: z.string() });
export const photoFileQuerySchema = z.object({
  expires: z.string().optional(),
  signature: z.string().optional(),
});
