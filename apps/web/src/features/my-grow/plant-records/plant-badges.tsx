import { Badge, Group } from '@mantine/core';
import type { Plant } from '@maryjane/contract/grow-cycles';
import type { PlantStatus } from '@maryjane/contract/plant-records';
import { useTranslation } from 'react-i18next';

const statusColors: Record<PlantStatus, string> = {
  growing: 'green',
  removed: 'gray',
  // As the harvest phase (PhaseBadge); yellow text on its light background misses 4.5:1.
  harvested: 'pink',
};

/**
 * A plant's sex and status as badges. `compact` (lists) leaves out what says nothing new: an
 * unknown sex and a plant that is simply growing.
 */
export function PlantBadges({
  plant,
  compact = false,
}: {
  plant: Pick<Plant, 'sex' | 'status'>;
  compact?: boolean;
}) {
  const { t } = useTranslation('my-grow');
  const showSex = !compact || plant.sex !== 'unknown';
  const showStatus = !compact || plant.status !== 'growing';
  if (!showSex && !showStatus) return null;
  return (
    <Group gap={6} component="span">
      {showStatus && (
        <Badge color={statusColors[plant.status]} variant="light">
          {t(`records.status.${plant.status}`)}
        </Badge>
      )}
      {showSex && (
        <Badge color={plant.sex === 'female' ? 'grape' : 'gray'} variant="outline">
          {t(`records.sex.${plant.sex}`)}
        </Badge>
      )}
    </Group>
  );
}
