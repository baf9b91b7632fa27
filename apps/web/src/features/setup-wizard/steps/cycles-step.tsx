import { Anchor, Fieldset, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { growMediums, PLANTS_PER_CYCLE_MAX } from '@maryjane/contract/phases';
import { WIZARD_CYCLES_MAX } from '@maryjane/contract/setup-wizard';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../shared/ui/date-field';
import { useFormatters } from '../../../shared/ui/use-formatters';
import { findProblems, problemOf } from '../state/problems';
import { checkPlan, nextCyclePlants, plannedPlants } from '../state/legal-plan';
import { linesOf, type DraftCycle } from '../state/wizard-state';
import { LegalNotice } from '../../../shared/ui/legal-notice';
import { localToday } from '../../../shared/ui/dates';
import { harvestOfCycle } from '../state/expected-harvest';
import { EnumSelect } from '../ui/enum-select';
import { HelpNote } from '../ui/help-note';
import { AddButton, RemoveButton } from '../ui/list-buttons';
import { useProblemText } from '../ui/problem-text';
import { QuantityInput } from '../ui/quantity-input';
import { StepHeader } from '../ui/step-header';
import type { StepProps } from './step-props';

interface CyclesStepProps extends StepProps {
  /** Back to the seeds step, when there are none to grow yet. */
  onChooseSeeds: () => void;
}

/** The first grow cycles: one proposed per strain chosen, all editable. */
export function CyclesStep({
  state,
  dispatch,
  headingRef,
  problems,
  onResolve,
  onChooseSeeds,
  legal,
}: CyclesStepProps) {
  const { t } = useTranslation('setup-wizard');
  const format = useFormatters();
  const problemText = useProblemText();
  const all = [...problems, ...findProblems(state)];
  const seeds = linesOf(state, 'seeds');
  const seedOptions = seeds.map((line) => ({
    value: line.ref,
    label: t('cycles.seedLine', { count: line.quantity, name: line.name }),
  }));
  const environmentOptions = (state.environments ?? []).map((environment) => ({
    value: environment.ref,
    label: environment.name.trim() || t('cycles.unnamedEnvironment'),
  }));

  const update = (ref: string, patch: Partial<DraftCycle>) => {
    dispatch({ type: 'updateCycle', ref, patch });
    for (const field of Object.keys(patch)) onResolve(ref, field);
  };

  // Strains the plan has no cycle for (the plants wanted are taken): their seeds wait.
  const waiting = seeds.filter((line) => !state.cycles.some((cycle) => cycle.seedRef === line.ref));

  const add = () => {
    const seed = seeds[0];
    dispatch({
      type: 'addCycle',
      cycle: {
        name: t('cycles.proposedName', { strain: seed?.name ?? '' }),
        seedRef: seed?.ref ?? null,
        growMedium: state.cycles[0]?.growMedium ?? 'soil',
        numberOfPlants: nextCyclePlants(state, legal, plannedPlants(state, legal)),
        startDate: localToday(),
        environmentRef: state.environments?.[0]?.ref ?? null,
      },
    });
  };

  // The same schedule the grow cycle will have once saved.
  const harvest = (cycle: DraftCycle) => {
    const line = seeds.find((seed) => seed.ref === cycle.seedRef);
    if (!line) return null;
    const { day, weeks } = harvestOfCycle(line, cycle.startDate, localToday());
    return day
      ? t('cycles.harvest', { count: weeks, date: format.date(day) })
      : t('cycles.harvestWeeks', { count: weeks });
  };

  return (
    <>
      <StepHeader
        title={t('cycles.title')}
        description={t('cycles.description')}
        headingRef={headingRef}
      >
        <HelpNote step="growCycles" experience={state.experience} />
      </StepHeader>
      {seeds.length === 0 && (
        <Text>
          {t('cycles.noSeeds')}{' '}
          <Anchor component="button" type="button" onClick={onChooseSeeds} inherit>
            {t('cycles.chooseSeeds')}
          </Anchor>
        </Text>
      )}
      {state.cycles.length === 0 && seeds.length > 0 && <Text>{t('cycles.empty')}</Text>}
      {waiting.length > 0 && state.cycles.length > 0 && (
        <Text size="sm" c="dimmed">
          {t('cycles.seedsWaiting', {
            count: waiting.length,
            names: format.list(waiting.map((line) => line.name)),
          })}
        </Text>
      )}
      {state.cycles.length > 0 && (
        <LegalNotice check={checkPlan(state, legal)} planned always householdLink={false} />
      )}
      {state.cycles.map((cycle, index) => {
        const error = (field: string) => problemText(problemOf(all, cycle.ref, field));
        const legend = cycle.name.trim() || t('cycles.unnamed', { number: index + 1 });
        const expected = harvest(cycle);
        return (
          <Fieldset key={cycle.ref} legend={legend}>
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <TextInput
                  label={t('cycles.name')}
                  value={cycle.name}
                  onChange={(event) => update(cycle.ref, { name: event.currentTarget.value })}
                  error={error('name')}
                  required
                />
                <Select
                  label={t('cycles.seed')}
                  data={seedOptions}
                  value={cycle.seedRef}
                  onChange={(seedRef) => update(cycle.ref, { seedRef })}
                  error={error('seedRef')}
                  allowDeselect={false}
                  required
                />
                <EnumSelect
                  label={t('cycles.medium')}
                  values={growMediums}
                  labelOf={(medium) => t(`cycles.mediums.${medium}`)}
                  value={cycle.growMedium}
                  onChange={(growMedium) => update(cycle.ref, { growMedium })}
                />
                <QuantityInput
                  label={t('cycles.plants')}
                  value={cycle.numberOfPlants}
                  max={PLANTS_PER_CYCLE_MAX}
                  onChange={(value) => {
                    if (value !== null) update(cycle.ref, { numberOfPlants: value });
                  }}
                  required
                />
                <DateField
                  label={t('cycles.startDate')}
                  value={cycle.startDate}
                  onChange={(startDate) => update(cycle.ref, { startDate })}
                  error={error('startDate')}
                  required
                />
                <Select
                  label={t('cycles.environment')}
                  placeholder={t('cycles.noEnvironment')}
                  data={environmentOptions}
                  value={cycle.environmentRef}
                  onChange={(environmentRef) => update(cycle.ref, { environmentRef })}
                  error={error('environmentRef')}
                  clearable
                />
              </SimpleGrid>
              <Group justify="space-between" align="center">
                <Text size="sm">{expected ?? t('cycles.harvestUnknown')}</Text>
                <RemoveButton
                  label={t('cycles.remove')}
                  ariaLabel={t('cycles.removeNamed', { name: legend })}
                  onClick={() => {
                    dispatch({ type: 'removeCycle', ref: cycle.ref });
                    onResolve(cycle.ref);
                  }}
                />
              </Group>
            </Stack>
          </Fieldset>
        );
      })}
      {seeds.length > 0 && (
        <AddButton
          label={t('cycles.add')}
          onClick={add}
          disabled={state.cycles.length >= WIZARD_CYCLES_MAX}
        />
      )}
    </>
  );
}
