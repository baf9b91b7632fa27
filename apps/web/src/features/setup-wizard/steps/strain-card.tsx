import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { expectedHarvest } from '@maryjane/contract/schedule';
import type { Strain } from '@maryjane/contract/strains';
import { IconCheck, IconPlus } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { localToday } from '../../../shared/ui/dates';
import { useFormatters } from '../../../shared/ui/use-formatters';

// Dark shades: white text on them passes WCAG AA in both colour schemes.
const floweringColor = { autoflowering: 'teal.9', photoperiod: 'grape.9' } as const;

interface StrainCardProps {
  strain: Strain;
  chosen: boolean;
  onChoose: () => void;
}

/** A strain to pick: flowering type, weeks to harvest, THC level and price per seed. */
export function StrainCard({ strain, chosen, onChoose }: StrainCardProps) {
  const { t } = useTranslation('setup-wizard');
  const format = useFormatters();
  const headingId = useId();
  // Weeks to harvest as a grow cycle of this strain plans them, not the catalogue's own figure.
  const today = localToday();
  const { weeks } = expectedHarvest(strain, today, today);
  const facts = [
    t('strain.growWeeks', { count: weeks }),
    strain.thcLevel ? t('strain.thc', { level: t(`strain.levels.${strain.thcLevel}`) }) : null,
    strain.price1 === null ? null : t('strain.price', { price: format.price(strain.price1) }),
  ].filter((fact): fact is string => fact !== null);

  return (
    <Card withBorder padding="sm" component="article" aria-labelledby={headingId} h="100%">
      <Stack gap="xs" h="100%">
        <div>
          <Title order={4} id={headingId}>
            {strain.name}
          </Title>
          <Text size="sm" c="dimmed">
            {strain.producer.name}
          </Text>
        </div>
        <Group gap={6}>
          <Badge color={floweringColor[strain.floweringType]} tt="none">
            {t(`floweringTypes.${strain.floweringType}`)}
          </Badge>
          {strain.seedType && (
            <Badge variant="light" color="gray" tt="none">
              {t(`strain.seedTypes.${strain.seedType}`)}
            </Badge>
          )}
        </Group>
        <Stack gap={2} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {facts.map((fact) => (
            <Text key={fact} component="li" size="sm">
              {fact}
            </Text>
          ))}
        </Stack>
        <Button
          mt="auto"
          variant={chosen ? 'default' : 'filled'}
          leftSection={
            chosen ? <IconCheck size={16} aria-hidden /> : <IconPlus size={16} aria-hidden />
          }
          onClick={onChoose}
          disabled={chosen}
          aria-label={
            chosen
              ? t('strain.chosenNamed', { name: strain.name })
              : t('strain.chooseNamed', { name: strain.name })
          }
        >
          {chosen ? t('strain.chosen') : t('strain.choose')}
        </Button>
      </Stack>
    </Card>
  );
}
