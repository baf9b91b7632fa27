import type { Environment } from '@maryjane/contract/environments';
import type { EnvironmentRow, PlacedEquipment } from './repository';

export function presentEnvironment(
  row: EnvironmentRow,
  equipment: PlacedEquipment[],
  activeCycles: number,
): Environment {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    location: row.location,
    widthCm: row.widthCm,
    depthCm: row.depthCm,
    heightCm: row.heightCm,
    notes: row.notes,
    equipment: equipment
      .filter((line) => line.environmentId === row.id)
      .map(({ environmentId: _, ...line }) => line),
    activeCycles,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
