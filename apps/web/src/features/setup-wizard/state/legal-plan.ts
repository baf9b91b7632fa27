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

/** The plants a cycle the grower adds gets: as many as wanted, within what the allowance leaves. */
export function nextCyclePlants(state: WizardState, before: LegalCheck, planned: number): number {
  return plantsWithinAllowance(withPlants(before, planned), state.plants);
}

/** The seeds lines the grow cycles step will propose a cycle for, at most as many as fit. */
export function unproposedLines(state: WizardState) {
  return linesOf(state, 'seeds')
    .filter((line) => !state.proposedSeedRefs.includes(line.ref))
    .slice(0, Math.max(0, WIZARD_CYCLES_MAX - state.cycles.length));
}

/**
 * The plants of the cycles proposed for seeds lines holding `seeds` seeds each: the plants the
 * grower wants in all (the where step) that the cycles do not have yet, shared evenly (the first
 * lines take what does not divide), no more than a line's seeds and never past what the legal
 * allowance leaves. A line may get none: no cycle is proposed for it, and its seeds wait for a
 * later grow. Where no limit applies, every line gets a plant at least.
 */
export function plantsPerLine(state: WizardState, before: LegalCheck, seeds: number[]): number[] {
  const inCycles = plantsInCycles(state);
  const wanted = Math.max(0, state.plants - inCycles);
  const left =
    before.limit === null
      ? wanted
      : Math.min(wanted, Math.max(0, before.limit - before.plants - inCycles));
  return seeds.map((quantity, index) => {
    const share = Math.floor(left / seeds.length) + (index < left % seeds.length ? 1 : 0);
    const plants = Math.min(share, quantity);
    return before.limit === null ? Math.max(1, plants) : plants;
  });
}

/** The seeds a newly chosen strain gets: the plants its cycle would have, one at least. */
export function seedsForNewLine(state: WizardState, before: LegalCheck): number {
  const seeds = [...unproposedLines(state).map((line) => line.quantity), Infinity];
  return Math.max(1, plantsPerLine(state, before, seeds).at(-1) ?? 1);
}

/**
 * The plants the plan leads to: those growing already, the cycles', and those of the cycles the
 * grow cycles step will propose for the strains chosen (`plantsPerLine`).
 */
export function plannedPlants(state: WizardState, before: LegalCheck): number {
  const proposed = plantsPerLine(
    state,
    before,
    unproposedLines(state).map((line) => line.quantity),
  );
  return before.plants + plantsInCycles(state) + proposed.reduce((sum, plants) => sum + plants, 0);
}

/** The plan's check: "6 plants planned; 3 are allowed for 1 adult". */
export function checkPlan(state: WizardState, before: LegalCheck): LegalCheck {
  return withPlants(before, plannedPlants(state, before));
}
