import type { GrowPhase } from '@maryjane/contract/phases';
import {
  defaultTargets,
  targetMetrics,
  targetPhases,
  type ReadingStatus,
  type TargetMetric,
  type TargetPhase,
  type TargetRange,
} from '@maryjane/contract/sensors';
import type { Database } from '../../db/client';
import * as repository from './repository';

export type EffectiveTargets = Record<
  TargetPhase,
  Partial<Record<TargetMetric, TargetRange & { custom: boolean }>>
>;

/** The target phase of a grow phase: harvest means drying; a complete cycle has none. */
const targetPhaseOf: Record<GrowPhase, TargetPhase | null> = {
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

/** The phase whose targets apply in an environment: that of its latest started active cycle. */
export async function phaseOfEnvironment(
  db: Database,
  environmentId: string,
): Promise<TargetPhase | null> {
  const phase = await repository.latestActivePhase(db, environmentId);
  return phase ? targetPhaseOf[phase as GrowPhase] : null;
}

/** Defaults of every phase with the environment's overrides laid over them. */
export async function effectiveTargets(
  db: Database,
  environmentId: string,
): Promise<EffectiveTargets> {
  const overrides = await repository.targetOverrides(db, environmentId);
  const targets = {} as EffectiveTargets;
  for (const phase of targetPhases) {
    targets[phase] = {};
    for (const metric of targetMetrics) {
      const own = overrides.find((row) => row.phase === phase && row.metric === metric);
      const fallback = defaultTargets[phase][metric];
      if (own) targets[phase][metric] = { min: own.min, max: own.max, custom: true };
      else if (fallback) targets[phase][metric] = { ...fallback, custom: false };
    }
  }
  return targets;
}
