import type { GrowPhase } from '@maryjane/contract/phases';
import {
  defaultTargets,
  targetMetrics,
  targetPhases,
  type TargetMetric,
  type TargetPhase,
  type TargetRange,
} from '@maryjane/contract/sensors';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { growCycles } from '../../db/schema/grow';
import { environmentTargets } from '../../db/schema/sensors';

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

/** The phase whose targets apply in an environment: that of its latest started active cycle. */
export async function phaseOfEnvironment(
  db: Database,
  environmentId: string,
): Promise<TargetPhase | null> {
  const [cycle] = await db
    .select({ phase: growCycles.phase })
    .from(growCycles)
    .where(
      and(
        eq(growCycles.environmentId, environmentId),
        inArray(growCycles.phase, ['germinate', 'vegetative', 'flowering', 'harvest']),
      ),
    )
    .orderBy(desc(growCycles.startDate), desc(growCycles.createdAt))
    .limit(1);
  return cycle ? targetPhaseOf[cycle.phase] : null;
}

/** Defaults of every phase with the environment's overrides laid over them. */
export async function effectiveTargets(
  db: Database,
  environmentId: string,
): Promise<EffectiveTargets> {
  const overrides = await db
    .select()
    .from(environmentTargets)
    .where(eq(environmentTargets.environmentId, environmentId));
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

export async function replaceTargets(
  db: Database,
  environmentId: string,
  targets: { phase: TargetPhase; metric: TargetMetric; min: number; max: number }[],
) {
  await db.transaction(async (tx) => {
    await tx.delete(environmentTargets).where(eq(environmentTargets.environmentId, environmentId));
    if (targets.length > 0) {
      await tx
        .insert(environmentTargets)
        .values(targets.map((target) => ({ environmentId, ...target })))
        .onConflictDoUpdate({
          target: [
            environmentTargets.environmentId,
            environmentTargets.phase,
            environmentTargets.metric,
          ],
          set: { min: environmentTargets.min, max: environmentTargets.max },
        });
    }
  });
}
