import { Badge, Group, Stack, Text } from '@mantine/core';
import { isEuMemberState } from '@maryjane/contract/eu';
import type { Strain } from '@maryjane/contract/strains';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ExternalLink } from '../ui/external-link';
import { countryName, flagOf } from '../retailers/country';
import { useFormatters } from '../../../shared/ui/use-formatters';
import { FactList, type Fact } from '../../../shared/ui/fact-list';
import { ItemCard } from '../../../shared/ui/item-card';

// Dark shades: white text on them passes WCAG AA in both colour schemes.
const floweringColor = { autoflowering: 'teal.9', photoperiod: 'grape.9' } as const;

/** One strain's key facts, in the order a grower compares them. */
export function StrainCard({ strain }: { strain: Strain }) {
  const { t, i18n } = useTranslation('catalogue');
  const format = useFormatters();
  const percent = (value: number) => t('percent', { value: format.number(value) });

  const facts: Fact[] = [];
  if (strain.thcPercent !== null) {
    const band = strain.thcLevel ? ` · ${t(`levels.${strain.thcLevel}`)}` : '';
    facts.push([t('strains.card.thc'), `${percent(strain.thcPercent)}${band}`]);
  }
  if (strain.cbdPercent !== null) {
    const band = strain.cbdLevel ? ` · ${t(`levels.${strain.cbdLevel}`)}` : '';
    facts.push([t('strains.card.cbd'), `${percent(strain.cbdPercent)}${band}`]);
  }
  const flowering = weeksText(strain.floweringWeeksMin, strain.floweringWeeksMax, t);
  if (flowering) facts.push([t('strains.card.flowering'), flowering]);
  if (strain.growWeeks !== null) {
    facts.push([t('strains.card.growWeeks'), t('weeks', { count: strain.growWeeks })]);
  }
  if (strain.indoorHeightCm !== null) {
    facts.push([
      t('strains.card.indoorHeight'),
      t('cm', { value: format.number(strain.indoorHeightCm) }),
    ]);
  }
  if (strain.yieldIndoorGm2 !== null) {
    facts.push([
      t('strains.card.yield'),
      t('gramsPerSquareMetre', { value: format.number(strain.yieldIndoorGm2) }),
    ]);
  } else if (!strain.custom) {
    // Said rather than left out: some breeders publish no yield (issue 30).
    facts.push([t('strains.card.yield'), t('strains.card.yieldUnpublished')]);
  }
  if (strain.price1 !== null) facts.push([t('strains.card.price1'), format.price(strain.price1)]);
  if (strain.price3 !== null) facts.push([t('strains.card.price3'), format.price(strain.price3)]);

  return (
    <ItemCard title={strain.name} headingOrder={3} subtitle={strain.producer.name} gap="sm">
      <Group gap={6}>
        <Badge color={floweringColor[strain.floweringType]}>
          {t(`floweringTypes.${strain.floweringType}`)}
        </Badge>
        {strain.seedType && (
          <Badge variant="light" color="gray">
            {t(`seedTypes.${strain.seedType}`)}
          </Badge>
        )}
        {strain.dominance ? (
          <Badge variant="outline">{t(`dominances.${strain.dominance}`)}</Badge>
        ) : (
          strain.genetics && <Badge variant="outline">{strain.genetics}</Badge>
        )}
        {strain.custom && (
          <Badge variant="dot" color="orange">
            {t('yours')}
          </Badge>
        )}
      </Group>
      {strain.parents && (
        <Text size="sm">{t('strains.card.parents', { parents: strain.parents })}</Text>
      )}
      <FactList facts={facts} labelWidth="11rem" />
      {strain.effects.length > 0 && (
        <Group gap={6} aria-label={t('strains.card.effects')} role="list">
          {strain.effects.map((effect) => (
            <Badge key={effect} role="listitem" variant="default" tt="none">
              {t(`effects.${effect}`)}
            </Badge>
          ))}
        </Group>
      )}
      <Stack gap={4} mt="auto">
        {strain.producer.country && (
          <Text size="sm" c="dimmed">
            <span aria-hidden>{flagOf(strain.producer.country)} </span>
            {t('strains.card.seat', {
              country: countryName(strain.producer.country, i18n.language),
            })}
          </Text>
        )}
        {strain.producer.country && !isEuMemberState(strain.producer.country) && (
          <Group gap={6} wrap="nowrap" align="flex-start" role="note">
            <IconAlertTriangle
              size={18}
              color="var(--mantine-color-orange-filled)"
              aria-hidden
              style={{ flexShrink: 0, marginTop: 2 }}
            />
            <Text size="sm">{t('strains.card.outsideEu')}</Text>
          </Group>
        )}
        <ExternalLink href={strain.link} context={strain.name}>
          {t('strains.card.link', { producer: strain.producer.name })}
        </ExternalLink>
      </Stack>
    </ItemCard>
  );
}

function weeksText(
  min: number | null,
  max: number | null,
  t: TFunction<'catalogue'>,
): string | null {
  if (min !== null && max !== null && min !== max) return t('weeksRange', { min, max });
  const weeks = min ?? max;
  return weeks === null ? null : t('weeks', { count: weeks });
}
