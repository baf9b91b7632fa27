import { Anchor, List, Stack, Table, Text, Title } from '@mantine/core';
import { pagePath, pagePaths } from '@maryjane/contract/page-paths';
import type { CostLine, CycleCosts } from '@maryjane/contract/results';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Section } from '../../../shared/ui/section';
import { useResultFormat } from './format';

type Missing = NonNullable<CostLine['missing']>;

/** Where the grower fills in what a line lacks: the inventory tab of its kind. */
const inventoryKind = {
  seeds: 'seeds',
  supplies: 'supplies',
  equipment: 'equipment',
  electricity: 'equipment',
} as const;

/**
 * What the grow cost: seeds, supplies, electricity (kWh × price), the equipment's share, the
 * total and € per gram. A line without euros says what is missing; on the grower's own report,
 * with a link to the inventory where it is filled in.
 */
export function CostsSection({ costs, shared }: { costs: CycleCosts; shared: boolean }) {
  const { t } = useTranslation('results');
  const format = useResultFormat();
  const rows: [string, number, string?][] = [
    [t('costs.seeds'), costs.seeds],
    [t('costs.supplies'), costs.supplies],
    [
      t('costs.electricity'),
      costs.electricity,
      t('costs.electricityDetail', {
        kwh: format.kwh(costs.kwh),
        price: format.euros(costs.pricePerKwh),
      }),
    ],
    [t('costs.equipment'), costs.equipment, t('costs.equipmentDetail')],
  ];
  const incomplete = costs.lines.filter((line) => line.missing !== null);

  const missingText = (line: CostLine, missing: Missing) => {
    const what = t(`costs.missing.${missing}`);
    if (shared) return what;
    return (
      <>
        {what}.{' '}
        <Anchor
          component={Link}
          to={pagePath(pagePaths.inventory, { kind: inventoryKind[line.kind] })}
          size="sm"
        >
          {t(`costs.fix.${missing}`)}
        </Anchor>
      </>
    );
  };

  return (
    <Section title={t('costs.title')}>
      <Table>
        <Table.Tbody>
          {rows.map(([label, euros, detail]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row" fw={400}>
                {label}
                {detail && (
                  <Text span size="xs" c="dimmed" display="block">
                    {detail}
                  </Text>
                )}
              </Table.Th>
              <Table.Td ta="end">{format.euros(euros)}</Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Th scope="row">{t('costs.total')}</Table.Th>
            <Table.Td ta="end" fw={700}>
              {format.euros(costs.total)}
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">{t('costs.perGram')}</Table.Th>
            <Table.Td ta="end" fw={700}>
              {costs.perGram === null ? t('costs.perGramMissing') : format.euros(costs.perGram)}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      {costs.devices.length > 0 && (
        <Stack gap={4}>
          <Title order={3} size="sm">
            {t('costs.devices')}
          </Title>
          <List size="sm" spacing={2}>
            {costs.devices.map((device, index) => (
              <List.Item key={`${device.name}-${index}`}>
                {t(device.watts === null ? 'costs.deviceNoWatts' : 'costs.device', {
                  name: device.name,
                  watts: `${format.number(device.watts ?? 0)} W`,
                  hours:
                    device.hoursPerDay === 'light'
                      ? t('costs.lightHours')
                      : t('costs.hoursPerDay', { hours: format.number(device.hoursPerDay) }),
                  kwh: device.kwh === null ? '–' : format.kwh(device.kwh),
                })}
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
      {incomplete.length > 0 && (
        <Stack gap={4}>
          <Title order={3} size="sm">
            {t('costs.incomplete')}
          </Title>
          <List size="sm" spacing={2}>
            {incomplete.map((line, index) => (
              <List.Item key={`${line.name}-${index}`}>
                {line.name}: {line.missing && missingText(line, line.missing)}
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
    </Section>
  );
}
