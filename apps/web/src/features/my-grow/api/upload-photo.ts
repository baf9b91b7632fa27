import { type PhotoUploadFields } from '@maryjane/contract/photos';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadOrQueuePhoto } from '../../../shared/offline/app-outbox';
import { myGrowKeys } from './keys';

export interface UploadPhotoInput extends PhotoUploadFields {
  cycleId: string;
  file: File;
  /** The key of a journal entry still waiting on the device: the photo waits for it. */
  entryKey?: string;
}

/**
 * POST /grow-cycles/{id}/photos, multipart: the `photo` file and its optional fields. Without a
 * connection the photo waits on the device and is sent later, once (shared/offline).
 */
export function uploadPhoto({ cycleId, file, entryKey, ...fields }: UploadPhotoInput) {
  const filled = Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  return uploadOrQueuePhoto({
    cycleId,
    file,
    fileName: file.name,
    fields: filled,
    ...(entryKey ? { entryKey } : {}),
  });
}

export function useUploadPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadPhoto,
    // Not paused while offline (TanStack's default): offline, the photo goes to the outbox.
    networkMode: 'always',
    onSuccess: (_photo, { cycleId }) =>
      queryClient.invalidateQueries({ queryKey: myGrowKeys.photosOf(cycleId) }),
    meta: { silent: true }, // the picker shows each file's failure
  });
}
