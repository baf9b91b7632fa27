import { apiPath, apiPaths } from '@maryjane/contract/api-paths';
import { photoSchema } from '@maryjane/contract/photos';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../shared/api-client';
import { myGrowKeys } from './keys';

const photosSchema = z.array(photoSchema);
/** Signed addresses live an hour at least: fetch new ones well before. */
const FRESH_MS = 30 * 60 * 1000;

/** GET /grow-cycles/{id}/photos (of one plant with `plantId`): newest taken first. */
export function usePhotos(cycleId: string, plantId?: string) {
  return useQuery({
    queryKey: myGrowKeys.photos(cycleId, plantId),
    queryFn: ({ signal }) =>
      apiClient.get(apiPath(apiPaths.growCyclePhotos, { id: cycleId }), {
        schema: photosSchema,
        query: plantId ? { plantId } : undefined,
        signal,
      }),
    staleTime: FRESH_MS,
    refetchInterval: FRESH_MS,
  });
}
