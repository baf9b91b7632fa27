import type { GrowMedium, GrowPhase } from '@maryjane/contract/phases';
import {
  DEFAULT_TARGET_MEDIUM,
  defaultTargets,
  targetMetrics,
  targetPhases,
  type EnvironmentTargets,
  type ReadingStatus,
  type TargetPhase,
  type TargetRange,
} from '@maryjane/contract/sensors';
import type { Database } from '../../db/client';
import * as repository from './repository';

type EffectiveTargets = EnvironmentTargets['targets'];

/** The target phase of a grow phase: harvest means drying; a complete cycle has none. */
export const targetPhaseOf: Record<GrowPhase, TargetPhase | null> = {
  germinate: 'seedling',
  vegetative: 'vegetative',
  flowering: 'flowering',
  harvest: 'drying',
  complete: null,
};

/** Whether a reading is within its target: below, above or inside the range (bounds included). */
export function readingStatus(
  value: number,
  target: TargetRange,
): Exclude<ReadingStatus, 'unknown'> {
  if (value < target.min) return 'low';
  if (value > target.max) return 'high';
  return 'ok';
}

/**
 * The targets of an environment: the defaults for the medium of its latest started active
 * cycle (soil's without one), with the environment's own overrides laid over them, and the
 * phase of that cycle, whose targets apply.
 */
export async function targetsOfEnvironment(
  db: Database,
  environmentId: string,
): Promise<EnvironmentTargets> {
  const cycle = await repository.latestActiveCycle(db, environmentId);
  const medium = cycle?.medium ?? DEFAULT_TARGET_MEDIUM;
  const phase = cycle ? targetPhaseOf[cycle.phase as GrowPhase] : null;
  return {
    environmentId,
    phase,
    medium,
    targets: await effectiveTargets(db, environmentId, medium),
  };
}

/** The defaults of `medium` with the environment's own overrides laid over them. */
export async function effectiveTargets(
  db: Database,
  environmentId: string,
  medium: GrowMedium,
): Promise<EffectiveTargets> {
  const defaults = defaultTargets(medium);
  const overrides = await repository.targetOverrides(db, environmentId);
  const targets = {} as EffectiveTargets;
  for (const each of targetPhases) {
    targets[each] = {};
    for (const metric of targetMetrics) {
      const own = overrides.find((row) => row.phase === each && row.metric === metric);
      const fallback = defaults[each][metric];
      if (own) targets[each][metric] = { min: own.min, max: own.max, custom: true };
      else if (fallback) targets[each][metric] = { ...fallback, custom: false };
    }
  }
  return targets;
}
