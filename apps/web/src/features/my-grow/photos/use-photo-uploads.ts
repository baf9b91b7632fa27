import { ErrorCode } from '@maryjane/contract/error-codes';
import { PHOTO_MAX_BYTES, type PhotoUploadFields } from '@maryjane/contract/photos';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api-error';
import { useUploadPhoto } from '../api/upload-photo';

export interface PhotoUploadItem {
  key: string;
  name: string;
  /** `chosen`: waiting for its journal entry to be saved. */
  status: 'chosen' | 'pending' | 'done' | 'failed';
  /** Translated reason of a failure. */
  error?: string;
}

export interface PhotoTarget extends PhotoUploadFields {
  cycleId: string;
  /** The key of a journal entry waiting on the device (shared/offline). */
  entryKey?: string;
}

/** Why one file failed, in the grower's words. */
function useFailureText() {
  const { t } = useTranslation('my-grow');
  return (error: unknown) => {
    const code = error instanceof ApiError ? error.code : undefined;
    if (code === ErrorCode.photoTooLarge) return t('photos.errors.tooLarge');
    if (code === ErrorCode.photoType) return t('photos.errors.type');
    return t('photos.errors.failed');
  };
}

/**
 * Uploads chosen files one request each, one after the other (a phone's connection is slow),
 * and keeps each file's state. `upload` resolves with how many failed.
 */
export function usePhotoUploads() {
  const { mutateAsync } = useUploadPhoto();
  const failureText = useFailureText();
  const { t } = useTranslation('my-grow');
  const [items, setItems] = useState<PhotoUploadItem[]>([]);

  const upload = useCallback(
    async (files: File[], target: PhotoTarget) => {
      const batch = files.map((file, index) => ({
        file,
        key: `${Date.now()}-${index}-${file.name}`,
      }));
      setItems((current) => [
        ...current.filter((item) => item.status !== 'done'),
        ...batch.map(({ file, key }) => ({ key, name: file.name, status: 'pending' as const })),
      ]);
      const settle = (key: string, change: Partial<PhotoUploadItem>) =>
        setItems((current) =>
          current.map((item) => (item.key === key ? { ...item, ...change } : item)),
        );
      let failed = 0;
      for (const { file, key } of batch) {
        if (file.size > PHOTO_MAX_BYTES) {
          failed += 1;
          settle(key, { status: 'failed', error: t('photos.errors.tooLarge') });
          continue;
        }
        try {
          await mutateAsync({ ...target, file });
          settle(key, { status: 'done' });
        } catch (error) {
          failed += 1;
          settle(key, { status: 'failed', error: failureText(error) });
        }
      }
      return failed;
    },
    [mutateAsync, failureText, t],
  );

  const clear = useCallback(() => setItems([]), []);
  return { items, upload, clear, pending: items.some((item) => item.status === 'pending') };
}
