import type { ShoppingList } from '@maryjane/contract/catalogue';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, type Dispatch } from 'react';
import { useShoppingList } from '../../../shared/api/get-shopping-list';
import { stepIndex } from './steps';
import type { WizardAction } from './wizard-reducer';
import { listKeyOf, needsFill, type ListKind, type WizardState } from './wizard-state';

export interface ListFill {
  query: UseQueryResult<ShoppingList>;
  /** The kind's lines wait for this list. */
  filling: boolean;
}

/** Fills a kind's lines from its shopping list once the grower is past the budget step. */
function useListFill(kind: ListKind, state: WizardState, dispatch: Dispatch<WizardAction>) {
  const key = listKeyOf(state);
  const { budget, where, plants } = state;
  const wanted =
    key !== null && needsFill(state, kind) && stepIndex(state.step) > stepIndex('budget');
  const query = useShoppingList(
    kind,
    wanted && budget && where ? { budget, where, numberOfPlants: plants } : null,
  );
  const list = query.data;
  useEffect(() => {
    if (!wanted || !key || !list) return;
    // Only the list of the current choices (a cached one may be of others).
    if (list.budget !== budget || list.where !== where || list.numberOfPlants !== plants) return;
    dispatch({ type: 'applyList', kind, key, items: list.items });
  }, [wanted, key, list, budget, where, plants, kind, dispatch]);
  return { query, filling: wanted };
}

export function useListFills(
  state: WizardState,
  dispatch: Dispatch<WizardAction>,
): Record<ListKind, ListFill> {
  return {
    equipment: useListFill('equipment', state, dispatch),
    supplies: useListFill('supplies', state, dispatch),
    tools: useListFill('tools', state, dispatch),
  };
}
