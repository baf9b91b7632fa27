import type { ShoppingList } from '@maryjane/contract/catalogue';
import { lineOfItem } from './proposals';
import {
  isListKind,
  linesOf,
  listKeyOf,
  type ListKind,
  type NewLine,
  type WizardState,
} from './wizard-state';

/** How the grower's lines change, and what follows for environments and cycles. */

/** Hands out the next `ref` with the given prefix. */
export function refMaker(state: WizardState) {
  let serial = state.serial;
  return {
    next: (prefix: string) => `${prefix}-${++serial}`,
    get serial() {
      return serial;
    },
  };
}

/** A line the grower changed by hand: that kind counts as chosen for the current list. */
export function touchKind(state: WizardState, kind: NewLine['kind']): WizardState['listKeys'] {
  const key = listKeyOf(state);
  if (!isListKind(kind) || state.listKeys[kind] !== null || !key) return state.listKeys;
  return { ...state.listKeys, [kind]: key };
}

export function applyList(
  state: WizardState,
  kind: ListKind,
  key: string,
  items: ShoppingList['items'],
): WizardState {
  const refs = refMaker(state);
  const removed = new Set(linesOf(state, kind).map((line) => line.ref));
  const added = items.map(({ item, quantity }) => ({
    ...lineOfItem(kind, item, quantity),
    ref: refs.next('line'),
  }));
  // An environment that held the old equipment holds the new equipment instead.
  const environments =
    kind === 'equipment' && state.environments
      ? state.environments.map((environment) =>
          environment.equipmentRefs.some((ref) => removed.has(ref))
            ? {
                ...environment,
                equipmentRefs: [
                  ...environment.equipmentRefs.filter((ref) => !removed.has(ref)),
                  ...added.map((line) => line.ref),
                ],
              }
            : environment,
        )
      : state.environments;
  return {
    ...state,
    lines: [...state.lines.filter((line) => !removed.has(line.ref)), ...added],
    listKeys: { ...state.listKeys, [kind]: key },
    environments,
    serial: refs.serial,
  };
}

export function addLine(state: WizardState, line: NewLine): WizardState {
  const listKeys = touchKind(state, line.kind);
  const same = line.itemId
    ? state.lines.find((other) => other.kind === line.kind && other.itemId === line.itemId)
    : undefined;
  if (same) {
    // The same catalogue item twice is one line with more of it.
    const lines = state.lines.map((other) =>
      other === same ? { ...other, quantity: other.quantity + line.quantity } : other,
    );
    return { ...state, lines, listKeys };
  }
  const refs = refMaker(state);
  const added = { ...line, ref: refs.next('line') };
  return { ...state, lines: [...state.lines, added], listKeys, serial: refs.serial };
}

export function removeLine(state: WizardState, ref: string): WizardState {
  const line = state.lines.find((candidate) => candidate.ref === ref);
  if (!line) return state;
  return {
    ...state,
    lines: state.lines.filter((candidate) => candidate !== line),
    listKeys: touchKind(state, line.kind),
    environments:
      state.environments?.map((environment) => ({
        ...environment,
        equipmentRefs: environment.equipmentRefs.filter((other) => other !== ref),
      })) ?? null,
    cycles: state.cycles.map((cycle) =>
      cycle.seedRef === ref ? { ...cycle, seedRef: null } : cycle,
    ),
  };
}
