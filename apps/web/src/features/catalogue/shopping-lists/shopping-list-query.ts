import { shoppingListQuerySchema } from '@maryjane/contract/catalogue';
import type { ShoppingListQuery } from '../../../shared/api/get-shopping-list';
import { readQuery } from '../ui/read-query';

/** A middle budget indoors for one plant, unless the address says otherwise. */
export function readShoppingListQuery(params: URLSearchParams): ShoppingListQuery {
  const query = readQuery(params, shoppingListQuerySchema.shape);
  return {
    budget: query.budget ?? 'balanced',
    where: query.where ?? 'indoor',
    numberOfPlants: query.numberOfPlants ?? 1,
  };
}
