import type { BudgetTier, GrowPlace, ShoppingList } from '@maryjane/contract/catalogue';
import type { ExperienceLevel, WizardStep } from '@maryjane/contract/setup-wizard';
import { addLine, applyList, refMaker, removeLine, touchKind } from './line-changes';
import { proposeCycles, proposeEnvironment, type ProposalTexts } from './proposals';
import { stepIndex } from './steps';
import {
  initialWizardState,
  listKeyOf,
  staleKinds,
  type DraftCycle,
  type DraftEnvironment,
  type DraftLocation,
  type ListKind,
  type NewLine,
  type WizardState,
} from './wizard-state';

type EnvironmentFields = Omit<DraftEnvironment, 'ref'>;
type CycleFields = Omit<DraftCycle, 'ref'>;

export type WizardAction =
  /** Proposals are made on the way to the environments and grow cycles steps. */
  | { type: 'goTo'; step: WizardStep; proposals: ProposalTexts }
  | { type: 'setExperience'; value: ExperienceLevel }
  | { type: 'setWhere'; value: GrowPlace }
  | { type: 'setBudget'; value: BudgetTier }
  | { type: 'setPlants'; plants: number; listSize: number }
  | { type: 'setLocation'; location: DraftLocation }
  | { type: 'setHousehold'; household: Partial<Pick<WizardState, 'adults' | 'growsInGermany'>> }
  /** Replaces the kind's lines with the shopping list for `key`. */
  | { type: 'applyList'; kind: ListKind; key: string; items: ShoppingList['items'] }
  /** After the grower confirmed: these kinds get the current list once it has loaded. */
  | { type: 'replaceWithLists'; kinds: ListKind[] }
  /** The grower keeps their lines although the choices changed. */
  | { type: 'keepLines' }
  | { type: 'addLine'; line: NewLine }
  | { type: 'setQuantity'; ref: string; quantity: number }
  | { type: 'removeLine'; ref: string }
  | { type: 'addEnvironment'; environment: EnvironmentFields }
  | { type: 'updateEnvironment'; ref: string; patch: Partial<EnvironmentFields> }
  | { type: 'removeEnvironment'; ref: string }
  | { type: 'addCycle'; cycle: CycleFields }
  | { type: 'updateCycle'; ref: string; patch: Partial<CycleFields> }
  | { type: 'removeCycle'; ref: string }
  | { type: 'setPendingSave'; value: boolean }
  | { type: 'reset' };

/**
 * Moves to a step. On the way to the environments step the first environment is proposed (once);
 * on the way to the grow cycles, a cycle for every strain that has not had one yet.
 */
function goTo(state: WizardState, step: WizardStep, texts: ProposalTexts): WizardState {
  const index = stepIndex(step);
  let next: WizardState = { ...state, step, reached: Math.max(state.reached, index) };
  const refs = refMaker(next);
  if (index >= stepIndex('environments') && next.environments === null) {
    const proposal = proposeEnvironment(next, texts);
    next = {
      ...next,
      environments: proposal ? [{ ...proposal, ref: refs.next('environment') }] : [],
    };
  }
  if (index >= stepIndex('growCycles')) {
    const cycles = proposeCycles(next, texts).map((cycle) => ({
      ...cycle,
      ref: refs.next('cycle'),
    }));
    next = {
      ...next,
      cycles: [...next.cycles, ...cycles],
      proposedSeedRefs: [
        ...next.proposedSeedRefs,
        ...cycles.flatMap((cycle) => (cycle.seedRef ? [cycle.seedRef] : [])),
      ],
    };
  }
  return { ...next, serial: refs.serial };
}

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'goTo':
      return goTo(state, action.step, action.proposals);
    case 'setExperience':
      return { ...state, experience: action.value };
    case 'setWhere':
      return { ...state, where: action.value };
    case 'setBudget':
      return { ...state, budget: action.value };
    case 'setPlants':
      return { ...state, plants: action.plants, listSize: action.listSize };
    case 'setLocation':
      return { ...state, location: action.location };
    case 'setHousehold':
      return { ...state, ...action.household };
    case 'applyList':
      return applyList(state, action.kind, action.key, action.items);
    case 'replaceWithLists': {
      const listKeys = { ...state.listKeys };
      for (const kind of action.kinds) listKeys[kind] = null;
      return { ...state, listKeys };
    }
    case 'keepLines': {
      const key = listKeyOf(state);
      const listKeys = { ...state.listKeys };
      for (const kind of staleKinds(state)) listKeys[kind] = key;
      return { ...state, listKeys };
    }
    case 'addLine':
      return addLine(state, action.line);
    case 'setQuantity': {
      const line = state.lines.find((candidate) => candidate.ref === action.ref);
      if (!line) return state;
      return {
        ...state,
        lines: state.lines.map((other) =>
          other === line ? { ...other, quantity: action.quantity } : other,
        ),
        listKeys: touchKind(state, line.kind),
      };
    }
    case 'removeLine':
      return removeLine(state, action.ref);
    case 'addEnvironment': {
      const refs = refMaker(state);
      const environment = { ...action.environment, ref: refs.next('environment') };
      return {
        ...state,
        environments: [...(state.environments ?? []), environment],
        serial: refs.serial,
      };
    }
    case 'updateEnvironment':
      return {
        ...state,
        environments:
          state.environments?.map((environment) =>
            environment.ref === action.ref ? { ...environment, ...action.patch } : environment,
          ) ?? null,
      };
    case 'removeEnvironment':
      return {
        ...state,
        environments:
          state.environments?.filter((environment) => environment.ref !== action.ref) ?? null,
        cycles: state.cycles.map((cycle) =>
          cycle.environmentRef === action.ref ? { ...cycle, environmentRef: null } : cycle,
        ),
      };
    case 'addCycle': {
      const refs = refMaker(state);
      const cycle = { ...action.cycle, ref: refs.next('cycle') };
      return { ...state, cycles: [...state.cycles, cycle], serial: refs.serial };
    }
    case 'updateCycle':
      return {
        ...state,
        cycles: state.cycles.map((cycle) =>
          cycle.ref === action.ref ? { ...cycle, ...action.patch } : cycle,
        ),
      };
    case 'removeCycle':
      return { ...state, cycles: state.cycles.filter((cycle) => cycle.ref !== action.ref) };
    case 'setPendingSave':
      return { ...state, pendingSave: action.value };
    case 'reset':
      return initialWizardState;
  }
}
