import {
  checkPlants,
  plantsWithinAllowance,
  withPlants,
  type Household,
  type LegalCheck,
} from '@maryjane/contract/legal';
import { WIZARD_CYCLES_MAX } from '@maryjane/contract/setup-wizard';
import type { User } from '@maryjane/contract/user';
import { linesOf, type WizardState } from './wizard-state';

// The wizard's plan against the legal plant limit (the contract's rule): what it plans is
// counted before anything is saved, and what it proposes stays within the allowance.

/** The wizard's answers, else what a signed-in grower saved, else one adult and no answer. */
export function wizardHousehold(state: WizardState, user?: User | null): Household {
  return {
    growsInGermany: state.growsInGermany ?? user?.growsInGermany ?? null,
    countryId: state.location.countryId ?? user?.locationCountryId ?? null,
    adults: state.adults ?? user?.adultsInHousehold ?? 1,
  };
}

/** The check before the plan: the household, and the plants a signed-in grower has growing. */
export function checkBeforePlan(state: WizardState, user?: User | null, growing = 0): LegalCheck {
  return checkPlants(wizardHousehold(state, user), growing);
}

const plantsInCycles = (state: WizardState) =>
  state.cycles.reduce((sum, cycle) => sum + cycle.numberOfPlants, 0);

/** The plants a new cycle gets: as many as the grower wants, within what the allowance leaves. */
export function nextCyclePlants(state: WizardState, before: LegalCheck, planned: number): number {
  return plantsWithinAllowance(withPlants(before, planned), state.plants);
}

/**
 * The plants the plan leads to: those growing already, the cycles', and a cycle's worth for
 * every strain chosen that has no cycle proposed yet (the grow cycles step will propose one).
 */
export function plannedPlants(state: WizardState, before: LegalCheck): number {
  let planned = before.plants + plantsInCycles(state);
  const unproposed = Math.min(
    linesOf(state, 'seeds').filter((line) => !state.proposedSeedRefs.includes(line.ref)).length,
    Math.max(0, WIZARD_CYCLES_MAX - state.cycles.length),
  );
  for (let cycle = 0; cycle < unproposed; cycle++) {
    planned += nextCyclePlants(state, before, planned);
  }
  return planned;
}

/** The plan's check: "6 plants planned; 3 are allowed for 1 adult". */
export function checkPlan(state: WizardState, before: LegalCheck): LegalCheck {
  return withPlants(before, plannedPlants(state, before));
}
