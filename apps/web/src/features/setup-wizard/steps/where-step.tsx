import { Skeleton, SegmentedControl, Stack, Text } from '@mantine/core';
import { growPlaces } from '@maryjane/contract/catalogue';
import { ADULTS_MAX, withPlants } from '@maryjane/contract/legal';
import { IconBuildingWarehouse, IconHome, IconSun } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlantCounts } from '../../../shared/api/get-plant-counts';
import { ChoiceCards } from '../ui/choice-cards';
import { HelpNote } from '../ui/help-note';
import { LoadError } from '../../../shared/ui/load-error';
import { GrowsInGermanyField } from '../../../shared/ui/grows-in-germany-field';
import { LegalNotice } from '../../../shared/ui/legal-notice';
import { QuantityInput } from '../ui/quantity-input';
import { StepHeader } from '../ui/step-header';
import type { StepProps } from './step-props';

const icons = {
  indoor: <IconHome size={18} aria-hidden />,
  greenhouse: <IconBuildingWarehouse size={18} aria-hidden />,
  outdoor: <IconSun size={18} aria-hidden />,
};

/** The smallest list size that holds `plants` (the largest one, if none does). */
export function listSizeFor(plants: number, sizes: number[]): number {
  const sorted = [...sizes].sort((a, b) => a - b);
  return sorted.find((size) => size >= plants) ?? sorted[sorted.length - 1] ?? plants;
}

/** How many plants: 1 up to the largest grow size the shopping lists are made for. */
function PlantsField({ state, dispatch }: Pick<StepProps, 'state' | 'dispatch'>) {
  const { t } = useTranslation('setup-wizard');
  const labelId = useId();
  const hintId = useId();
  const counts = usePlantCounts();

  let field;
  if (counts.isError) {
    field = <LoadError onRetry={() => void counts.refetch()} retrying={counts.isRefetching} />;
  } else if (!counts.data) {
    field = <Skeleton height={36} role="status" aria-label={t('loading')} />;
  } else {
    const sizes = counts.data;
    const max = Math.max(...sizes);
    field = (
      <>
        <SegmentedControl
          aria-labelledby={labelId}
          aria-describedby={hintId}
          value={String(Math.min(state.plants, max))}
          data={Array.from({ length: max }, (_, index) => String(index + 1))}
          onChange={(value) => {
            const plants = Number(value);
            dispatch({ type: 'setPlants', plants, listSize: listSizeFor(plants, sizes) });
          }}
          style={{ alignSelf: 'flex-start' }}
        />
        <Text size="sm" id={hintId}>
          {t('where.plants.hint', { count: state.listSize })}
        </Text>
      </>
    );
  }

  return (
    <Stack gap="xs">
      <Text fw={500} id={labelId}>
        {t('where.plants.label')}
      </Text>
      {field}
    </Stack>
  );
}

/**
 * Who grows: whether in Germany (asked on its own, not taken from the weather location) and how
 * many adults live in the household, with the live count of the plants wanted against the limit.
 */
function HouseholdFields({
  state,
  dispatch,
  legal,
}: Pick<StepProps, 'state' | 'dispatch' | 'legal'>) {
  const { t } = useTranslation('setup-wizard');
  return (
    <Stack gap="sm">
      <GrowsInGermanyField
        value={state.growsInGermany}
        onChange={(growsInGermany) =>
          dispatch({ type: 'setHousehold', household: { growsInGermany } })
        }
      />
      <QuantityInput
        label={t('where.adults.label')}
        description={t('where.adults.hint', { max: ADULTS_MAX })}
        value={state.adults ?? legal.adults}
        max={ADULTS_MAX}
        onChange={(adults) => dispatch({ type: 'setHousehold', household: { adults } })}
        maw={220}
        required
      />
      <LegalNotice
        check={withPlants(legal, legal.plants + state.plants)}
        planned
        always
        householdLink={false}
      />
    </Stack>
  );
}

/** Indoor, greenhouse or outdoor, how many plants, and who grows them. */
export function WhereStep({ state, dispatch, headingRef, legal }: StepProps) {
  const { t } = useTranslation('setup-wizard');
  return (
    <>
      <StepHeader
        title={t('where.title')}
        description={t('where.description')}
        headingRef={headingRef}
      >
        <HelpNote step="where" experience={state.experience} />
      </StepHeader>
      <ChoiceCards
        label={t('where.label')}
        value={state.where}
        choices={growPlaces.map((place) => ({
          value: place,
          label: t(`where.options.${place}.label`),
          description: t(`where.options.${place}.description`),
          icon: icons[place],
        }))}
        onChange={(value) => dispatch({ type: 'setWhere', value })}
      />
      <PlantsField state={state} dispatch={dispatch} />
      <HouseholdFields state={state} dispatch={dispatch} legal={legal} />
    </>
  );
}
