import { apiPath, apiPaths } from '@maryjane/contract/api-paths';
import { PHOTO_FIELD, photoSchema, type PhotoUploadFields } from '@maryjane/contract/photos';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api-client';
import { myGrowKeys } from './keys';

export interface UploadPhotoInput extends PhotoUploadFields {
  cycleId: string;
  file: File;
}

/** POST /grow-cycles/{id}/photos, multipart: the `photo` file and its optional fields. */
export function uploadPhoto({ cycleId, file, ...fields }: UploadPhotoInput) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value) form.append(name, value);
  }
  form.append(PHOTO_FIELD, file, file.name);
  return apiClient.post(apiPath(apiPaths.growCyclePhotos, { id: cycleId }), form, {
    schema: photoSchema,
  });
}

export function useUploadPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadPhoto,
    onSuccess: (_photo, { cycleId }) =>
      queryClient.invalidateQueries({ queryKey: myGrowKeys.photosOf(cycleId) }),
    meta: { silent: true }, // the picker shows each file's failure
  });
}
