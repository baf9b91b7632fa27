import type { WizardStep as Step } from '@maryjane/contract/setup-wizard';
import { lazyPage } from '../../shared/lazy-page';
import type { ListKind } from './state/wizard-state';
import type { ListFill } from './state/use-list-fills';
import type { EndStepProps } from './steps/end-step';
import type { StepProps } from './steps/step-props';

// Each step is its own chunk: a phone opening the wizard loads the first step's forms only,
// not the inputs, schemas and dialogs of all eleven. The page loads a step's neighbours while
// the grower reads (preloadAround), and waits for a step's code before going to it (goToStep).
const ExperienceStep = lazyPage(() => import('./steps/experience-step'), 'ExperienceStep');
const WhereStep = lazyPage<'WhereStep', StepProps>(() => import('./steps/where-step'), 'WhereStep');
const LocationStep = lazyPage(() => import('./steps/location-step'), 'LocationStep');
const BudgetStep = lazyPage(() => import('./steps/budget-step'), 'BudgetStep');
const ItemsStep = lazyPage(() => import('./steps/items-step'), 'ItemsStep');
const SeedsStep = lazyPage(() => import('./steps/seeds-step'), 'SeedsStep');
const EnvironmentsStep = lazyPage(() => import('./steps/environments-step'), 'EnvironmentsStep');
const CyclesStep = lazyPage(() => import('./steps/cycles-step'), 'CyclesStep');
const EndStep = lazyPage(() => import('./steps/end-step'), 'EndStep');

const stepParts: Record<Step, { preload: () => Promise<unknown>; isLoaded: () => boolean }> = {
  experience: ExperienceStep,
  where: WhereStep,
  location: LocationStep,
  budget: BudgetStep,
  equipment: ItemsStep,
  supplies: ItemsStep,
  tools: ItemsStep,
  seeds: SeedsStep,
  environments: EnvironmentsStep,
  growCycles: CyclesStep,
  end: EndStep,
};

/**
 * Goes to a step once its code is there: at once when it is, so the step's heading exists when
 * the page moves the focus to it. A failed load leaves the grower where they are.
 */
export function goToStep(step: Step, go: () => void): void {
  const part = stepParts[step];
  if (part.isLoaded()) go();
  else part.preload().then(go, console.error);
}

/** Loads the steps next to this one, so Next and Back answer at once. */
export function preloadAround(steps: readonly (Step | undefined)[]): void {
  for (const step of steps) if (step) void stepParts[step].preload().catch(() => undefined);
}

/** Every step's code (tests render any step at once). */
export function preloadAllSteps(): Promise<unknown> {
  return Promise.all(Object.values(stepParts).map((part) => part.preload()));
}

/** The end step's props cover every step's; the item steps also get their list's fill. */
export interface WizardStepProps extends EndStepProps {
  fills: Record<ListKind, ListFill>;
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
