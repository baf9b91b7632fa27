import {
  cataloguePrefixes,
  catalogueItemSchema,
  customItemBodySchema,
  type CatalogueKind,
  type CustomItemBody,
} from '@maryjane/contract/catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api-client';

/** POST /{prefix}-items/custom: the grower's own catalogue item, seen only by them. */
export function createCustomItem(kind: CatalogueKind, body: CustomItemBody) {
  const prefix = cataloguePrefixes[kind];
  return apiClient.post(`/${prefix}-items/custom`, customItemBodySchema(kind).parse(body), {
    schema: catalogueItemSchema,
  });
}

export function useCreateCustomItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, body }: { kind: CatalogueKind; body: CustomItemBody }) =>
      createCustomItem(kind, body),
    onSuccess: (_item, { kind }) =>
      queryClient.invalidateQueries({ queryKey: ['catalogue', kind] }),
    meta: { silent: true }, // the dialog shows the failure
  });
}
