import { Badge, DataList, List, Text } from '@mantine/core';
import type { Environment } from '@maryjane/contract/environments';
import { useTranslation } from 'react-i18next';
import { EditDeleteActions } from '../ui/row-actions';
import { SensorsSection } from './sensors-section';
import { TargetsButton } from './targets-button';
import { ItemCard } from '../../../shared/ui/item-card';

const cm = (value: number | null) => (value === null ? '–' : String(value));

/** One environment: where it is, how big, what is in it and how many cycles run there. */
export function EnvironmentCard({
  environment,
  onEdit,
  onDelete,
}: {
  environment: Environment;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('my-grow');
  const { widthCm, depthCm, heightCm } = environment;
  const sized = widthCm !== null || depthCm !== null || heightCm !== null;

  return (
    <ItemCard
      title={environment.name}
      headingOrder={2}
      subtitle={environment.location}
      aside={<Badge variant="default">{t(`environments.types.${environment.type}`)}</Badge>}
      gap="sm"
    >
      <DataList size="sm" gap={4} labelWidth="9rem">
        <DataList.Item>
          <DataList.ItemLabel>{t('environments.card.size')}</DataList.ItemLabel>
          <DataList.ItemValue>
            {sized
              ? t('environments.card.sizeValue', {
                  width: cm(widthCm),
                  depth: cm(depthCm),
                  height: cm(heightCm),
                })
              : t('environments.card.noSize')}
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t('environments.card.cycles')}</DataList.ItemLabel>
          <DataList.ItemValue>
            {t('environments.card.activeCycles', { count: environment.activeCycles })}
          </DataList.ItemValue>
        </DataList.Item>
      </DataList>
      <div>
        <Text size="sm" fw={600}>
          {t('environments.card.equipment')}
        </Text>
        {environment.equipment.length > 0 ? (
          <List size="sm" aria-label={t('environments.card.equipment')}>
            {environment.equipment.map((line) => (
              <List.Item key={line.id}>
                {t('equipmentLine', { quantity: line.quantity, name: line.name })}
              </List.Item>
            ))}
          </List>
        ) : (
          <Text size="sm" c="dimmed">
            {t('environments.card.noEquipment')}
          </Text>
        )}
      </div>
      <SensorsSection environment={environment} />
      <TargetsButton environment={environment} />
      {environment.notes && (
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {environment.notes}
        </Text>
      )}
      <EditDeleteActions name={environment.name} onEdit={onEdit} onDelete={onDelete} mt="auto" />
    </ItemCard>
  );
}
