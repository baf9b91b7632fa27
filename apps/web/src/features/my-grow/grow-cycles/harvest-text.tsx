import type { GrowCycle } from '@maryjane/contract/grow-cycles';
import { useTranslation } from 'react-i18next';
import { useDayFormat } from '../ui/use-day-format';

/** "in about 23 days (Jun 3, 2026)", "due now", or that the plants are already cut. */
export function HarvestText({ cycle }: { cycle: GrowCycle }) {
  const { t } = useTranslation('my-grow');
  const format = useDayFormat();
  const { daysToHarvest, harvest } = cycle.schedule;
  if (daysToHarvest === null) {
    const cut = cycle.schedule.phases.find((phase) => phase.phase === 'harvest')?.actualStart;
    return cut ? t('harvest.doneOn', { date: format.day(cut) }) : t('harvest.done');
  }
  if (daysToHarvest === 0) return t('harvest.due');
  return t('harvest.inDays', { count: daysToHarvest, date: format.day(harvest.typical) });
}
