import { DataList, Stack, Text, Title } from '@mantine/core';
import { inventoryKinds } from '@maryjane/contract/inventory';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../shared/ui/use-formatters';
import type { LegalCheck } from '@maryjane/contract/legal';
import { LegalNotice } from '../../../shared/ui/legal-notice';
import { checkPlan } from '../state/legal-plan';
import { linePrice, linesOf, totalCost, type WizardState } from '../state/wizard-state';
import { localToday } from '../../../shared/ui/dates';
import { harvestOfCycle } from '../state/expected-harvest';

/** Everything chosen, with prices, the plants against the legal limit, and what the cycles lead to. */
export function SetupSummary({ state, legal }: { state: WizardState; legal: LegalCheck }) {
  const { t } = useTranslation('setup-wizard');
  const format = useFormatters();
  const environments = state.environments ?? [];
  const unpriced = state.lines.filter((line) => line.unitPrice === null).length;

  return (
    <>
      <Stack gap="xs">
        <Title order={3}>{t('end.summary')}</Title>
        <DataList size="sm" gap={4} labelWidth="12rem">
          {inventoryKinds.map((kind) => (
            <DataList.Item key={kind}>
              <DataList.ItemLabel>{t(`end.counts.${kind}`)}</DataList.ItemLabel>
              <DataList.ItemValue>{linesOf(state, kind).length}</DataList.ItemValue>
            </DataList.Item>
          ))}
          <DataList.Item>
            <DataList.ItemLabel>{t('end.counts.environments')}</DataList.ItemLabel>
            <DataList.ItemValue>{environments.length}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t('end.counts.growCycles')}</DataList.ItemLabel>
            <DataList.ItemValue>{state.cycles.length}</DataList.ItemValue>
          </DataList.Item>
        </DataList>
        {state.cycles.length > 0 && (
          <LegalNotice check={checkPlan(state, legal)} planned always householdLink={false} />
        )}
      </Stack>

      {inventoryKinds.map((kind) => {
        const lines = linesOf(state, kind);
        if (lines.length === 0) return null;
        return (
          <Stack key={kind} gap={4}>
            <Title order={4}>{t(`steps.${kind}`)}</Title>
            <Stack component="ul" gap={2} m={0} pl="md">
              {lines.map((line) => {
                const price = linePrice(line);
                return (
                  <Text key={line.ref} component="li" size="sm">
                    {t('end.line', {
                      quantity: line.quantity,
                      name: line.name,
                      price: price === null ? t('lines.noPrice') : format.price(price),
                    })}
                  </Text>
                );
              })}
            </Stack>
          </Stack>
        );
      })}

      <Stack gap={2}>
        <Text fw={700} size="lg">
          {t('end.total', { price: format.price(totalCost(state.lines)) })}
        </Text>
        <Text size="sm" c="dimmed">
          {unpriced > 0 ? t('end.totalNoteUnpriced', { count: unpriced }) : t('end.totalNote')}
        </Text>
      </Stack>

      <NextSteps state={state} />
    </>
  );
}

/** What the grow cycles lead to: the harvest, planned as the grow cycle will plan it. */
function NextSteps({ state }: { state: WizardState }) {
  const { t } = useTranslation('setup-wizard');
  const format = useFormatters();
  const seeds = linesOf(state, 'seeds');
  return (
    <Stack gap="xs">
      <Title order={3}>{t('end.next.title')}</Title>
      {state.cycles.length === 0 ? (
        <Text>{t('end.next.noCycles')}</Text>
      ) : (
        <Stack component="ul" gap={4} m={0} pl="md">
          {state.cycles.map((cycle) => {
            const line = seeds.find((seed) => seed.ref === cycle.seedRef);
            const harvest = line ? harvestOfCycle(line, cycle.startDate, localToday()) : null;
            return (
              <Text key={cycle.ref} component="li">
                {harvest?.day
                  ? t('end.next.harvest', {
                      name: cycle.name,
                      count: harvest.weeks,
                      date: format.date(harvest.day),
                    })
                  : t('end.next.harvestUnknown', { name: cycle.name })}
              </Text>
            );
          })}
        </Stack>
      )}
      <Text>{t('end.next.afterSaving')}</Text>
    </Stack>
  );
}
