import type { LegalCheck } from '@maryjane/contract/legal';
import type { Dispatch, Ref } from 'react';
import type { WizardProblem } from '../state/problems';
import type { WizardAction } from '../state/wizard-reducer';
import type { WizardState } from '../state/wizard-state';

/** What every step gets from the page. */
export interface StepProps {
  state: WizardState;
  dispatch: Dispatch<WizardAction>;
  headingRef: Ref<HTMLHeadingElement>;
  /** What keeps the wizard from being saved, on this step. */
  problems: WizardProblem[];
  /** The grower changed a field a problem was about. */
  onResolve: (ref: string | null, field?: string) => void;
  /** The legal check before the wizard's plan (see state/legal-plan.ts). */
  legal: LegalCheck;
}
