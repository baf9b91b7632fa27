import type { IsoDate } from '@maryjane/contract/dates';
import type { FeedingPlanRow, FeedLine } from '@maryjane/contract/feeding';
import type { GrowCycle, JournalEntry, PhaseChange, Plant } from '@maryjane/contract/grow-cycles';
import { allowedMoves, type GrowPhase } from '@maryjane/contract/phases';
import { computeSchedule } from '@maryjane/contract/schedule';
import type { JournalRow } from './journal-repository';
import type { PlantRow } from './plants-repository';
import type { ChangeRow, SelectedCycle } from './repository';

/**
 * The days each phase was reached, from the history: a forward move starts its phase; a back
 * move undoes the forward move before it.
 */
export function reachedPhases(history: ChangeRow[]) {
  const stack: { phase: GrowPhase; date: IsoDate }[] = [];
  for (const change of history) {
    if (change.direction === 'forward') stack.push({ phase: change.toPhase, date: change.date });
    else stack.pop();
  }
  return Object.fromEntries(stack.map((entry) => [entry.phase, entry.date])) as Partial<
    Record<Exclude<GrowPhase, 'germinate'>, IsoDate>
  >;
}

/** The moves a cycle in `phase` may make next, given its last recorded move. */
export function movesFrom(phase: GrowPhase, history: ChangeRow[]) {
  const lastMove = history.at(-1)?.direction ?? null;
  return allowedMoves(phase, lastMove);
}

export function presentCycle(
  row: SelectedCycle,
  history: ChangeRow[],
  today: IsoDate,
  feedingPlan: FeedingPlanRow[] = [],
): GrowCycle {
  const { cycle } = row;
  const phase = cycle.phase;
  const floweringType = row.floweringType ?? null;
  return {
    id: cycle.id,
    name: cycle.name,
    seedId: cycle.seedId,
    strain:
      cycle.strainId && row.strainName && floweringType
        ? {
            id: cycle.strainId,
            name: row.strainName,
            producerName: row.producerName ?? '',
            floweringType,
            floweringWeeksMin: row.floweringWeeksMin,
            floweringWeeksMax: row.floweringWeeksMax,
          }
        : null,
    growMedium: cycle.growMedium,
    numberOfPlants: cycle.numberOfPlants,
    startDate: cycle.startDate,
    environment:
      cycle.environmentId && row.environmentName
        ? { id: cycle.environmentId, name: row.environmentName }
        : null,
    phase,
    history: history.map((change): PhaseChange => ({
      from: change.fromPhase,
      to: change.toPhase,
      direction: change.direction,
      date: change.date,
      recordedAt: change.recordedAt.toISOString(),
    })),
    allowedMoves: movesFrom(phase, history),
    schedule: computeSchedule(
      {
        startDate: cycle.startDate,
        floweringType,
        floweringWeeksMin: row.floweringWeeksMin,
        floweringWeeksMax: row.floweringWeeksMax,
        growMedium: cycle.growMedium,
        phase,
        reached: reachedPhases(history),
        feedingPlan,
      },
      today,
    ),
    lightHoursVegetative: cycle.lightHoursVegetative,
    lightHoursFlowering: cycle.lightHoursFlowering,
    notes: cycle.notes,
    createdAt: cycle.createdAt.toISOString(),
    updatedAt: cycle.updatedAt.toISOString(),
  };
}

export function presentPlant({ plant, cycleName, cyclePhase }: PlantRow): Plant {
  return {
    id: plant.id,
    cycleId: plant.cycleId,
    cycleName,
    cyclePhase: cyclePhase,
    number: plant.number,
    name: plant.name,
    notes: plant.notes,
    sex: plant.sex,
    status: plant.status,
    statusReason: plant.statusReason,
    statusNote: plant.statusNote,
    statusDate: plant.statusDate,
    createdAt: plant.createdAt.toISOString(),
  };
}

export function presentEntry(row: JournalRow, feed: FeedLine[] = []): JournalEntry {
  return {
    id: row.id,
    cycleId: row.cycleId,
    plantId: row.plantId,
    date: row.date,
    kind: row.kind,
    amountL: row.amountL,
    ph: row.ph,
    ec: row.ec,
    note: row.note,
    heightCm: row.heightCm,
    training: row.training,
    potL: row.potL,
    health: row.health,
    feed,
    createdAt: row.createdAt.toISOString(),
  };
}
