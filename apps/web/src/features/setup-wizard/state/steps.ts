import { wizardSteps, type WizardStep } from '@maryjane/contract/setup-wizard';
import type { WizardState } from './wizard-state';

export const stepIndex = (step: WizardStep): number => wizardSteps.indexOf(step);

/** The choices the wizard cannot go on without (all others are optional). */
const requiredChoice: Partial<Record<WizardStep, 'experience' | 'where' | 'budget'>> = {
  experience: 'experience',
  where: 'where',
  budget: 'budget',
};

/** The choice still missing on this step, or null when the grower may go on. */
export function missingChoice(state: WizardState): 'experience' | 'where' | 'budget' | null {
  const choice = requiredChoice[state.step];
  return choice && state[choice] === null ? choice : null;
}

export const nextStep = (step: WizardStep): WizardStep | undefined =>
  wizardSteps[stepIndex(step) + 1];
export const previousStep = (step: WizardStep): WizardStep | undefined =>
  wizardSteps[stepIndex(step) - 1];
