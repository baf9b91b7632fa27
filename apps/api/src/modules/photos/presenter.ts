import { apiPaths, apiPath } from '@maryjane/contract/api-paths';
import { API_BASE } from '@maryjane/contract/constants';
import type { Photo, PhotoSize } from '@maryjane/contract/photos';
import type { PhotoRow } from './repository';
import { expiryAt, signatureOf } from './url-signing';

/** A photo row → the contract's Photo, with addresses signed for its owner until `expires`. */
export function presentPhoto(row: PhotoRow, secret: string, nowMs: number): Photo {
  const expires = expiryAt(nowMs);
  const url = (size: PhotoSize) => {
    const signature = signatureOf(secret, { photoId: row.id, size, ownerId: row.ownerId }, expires);
    const query = new URLSearchParams({ expires: String(expires), signature });
    return `${API_BASE}${apiPath(apiPaths.photoFile, { id: row.id, size })}?${query}`;
  };
  return {
    id: row.id,
    cycleId: row.cycleId,
    plantId: row.plantId,
    entryId: row.entryId,
    takenOn: row.takenOn,
    width: row.width,
    height: row.height,
    createdAt: row.createdAt.toISOString(),
    thumbUrl: url('thumb'),
    largeUrl: url('large'),
    urlsExpireAt: new Date(expires * 1000).toISOString(),
  };
}
