import { isIsoDate } from '@maryjane/contract/dates';
import { expectedHarvest } from '@maryjane/contract/schedule';
import type { FloweringType } from '@maryjane/contract/strains';
import type { DraftLine } from './wizard-state';

const floweringTypeOf = (type: string | null): FloweringType | null =>
  type === 'autoflowering' || type === 'photoperiod' ? type : null;

/**
 * A cycle's harvest as the grow cycle will plan it once saved: the same schedule, from the
 * seed line's flowering type and weeks. The day is null while the start is no day.
 */
export function harvestOfCycle(
  seeds: Pick<DraftLine, 'type' | 'floweringWeeksMin' | 'floweringWeeksMax'>,
  startDate: string,
  today: string,
): { day: string | null; weeks: number } {
  const strain = {
    floweringType: floweringTypeOf(seeds.type),
    floweringWeeksMin: seeds.floweringWeeksMin,
    floweringWeeksMax: seeds.floweringWeeksMax,
  };
  if (!isIsoDate(startDate))
    return { day: null, weeks: expectedHarvest(strain, today, today).weeks };
  const { harvest, weeks } = expectedHarvest(strain, startDate, today);
  return { day: harvest.typical, weeks };
}
