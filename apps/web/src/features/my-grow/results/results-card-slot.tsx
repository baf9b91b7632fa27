import type { GrowCycle } from '@maryjane/contract/grow-cycles';
import { Suspense } from 'react';
import { lazyPage } from '../../../shared/lazy-page';

const ResultsCard = lazyPage(() => import('./results-card'), 'ResultsCard', ['results']);

/** Phases in which a plant may have been harvested already (an autoflower before the others). */
const harvestablePhases: readonly GrowCycle['phase'][] = ['flowering', 'harvest', 'complete'];

/**
 * The results card, loaded once the cycle can have any: its code and texts are the report's, so
 * the cycle page's own chunk stays as it was (and shares no module with the report's).
 */
export function ResultsCardSlot({ cycle }: { cycle: GrowCycle }) {
  if (!harvestablePhases.includes(cycle.phase)) return null;
  return (
    <Suspense fallback={null}>
      <ResultsCard cycle={cycle} />
    </Suspense>
  );
}
