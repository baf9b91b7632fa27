import type { WizardStep as Step } from '@maryjane/contract/setup-wizard';
import type { WizardProblem } from './state/problems';
import type { ListKind } from './state/wizard-state';
import type { ListFill } from './state/use-list-fills';
import { BudgetStep } from './steps/budget-step';
import { CyclesStep } from './steps/cycles-step';
import { EndStep } from './steps/end-step';
import { EnvironmentsStep } from './steps/environments-step';
import { ExperienceStep } from './steps/experience-step';
import { ItemsStep } from './steps/items-step';
import { LocationStep } from './steps/location-step';
import { SeedsStep } from './steps/seeds-step';
import type { StepProps } from './steps/step-props';
import { WhereStep } from './steps/where-step';

export interface WizardStepProps extends StepProps {
  fills: Record<ListKind, ListFill>;
  signedIn: boolean;
  blocking: WizardProblem[];
  saving: boolean;
  onSave: () => void;
  onSaveAfter: (page: 'register' | 'login') => void;
  onFinishWithoutAccount: () => void;
  onGoTo: (step: Step) => void;
}

/** The current step's content. */
export function WizardStep({ fills, ...props }: WizardStepProps) {
  const step = props.state.step;
  switch (step) {
    case 'experience':
      return <ExperienceStep {...props} />;
    case 'where':
      return <WhereStep {...props} />;
    case 'location':
      return <LocationStep {...props} />;
    case 'budget':
      return <BudgetStep {...props} />;
    case 'equipment':
    case 'supplies':
    case 'tools':
      return <ItemsStep key={step} kind={step} fill={fills[step]} {...props} />;
    case 'seeds':
      return <SeedsStep {...props} />;
    case 'environments':
      return <EnvironmentsStep {...props} />;
    case 'growCycles':
      return <CyclesStep {...props} onChooseSeeds={() => props.onGoTo('seeds')} />;
    case 'end':
      return <EndStep {...props} />;
  }
}
