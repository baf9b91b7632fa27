import { Fieldset, Group, MultiSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { environmentTypes, SIZE_CM_MAX } from '@maryjane/contract/environments';
import { WIZARD_ENVIRONMENTS_MAX } from '@maryjane/contract/setup-wizard';
import { useTranslation } from 'react-i18next';
import { findProblems, problemOf } from '../state/problems';
import { linesOf, type DraftEnvironment } from '../state/wizard-state';
import { EnumSelect } from '../ui/enum-select';
import { HelpNote } from '../ui/help-note';
import { AddButton, RemoveButton } from '../ui/list-buttons';
import { useProblemText } from '../ui/problem-text';
import { QuantityInput } from '../ui/quantity-input';
import { StepHeader } from '../ui/step-header';
import type { StepProps } from './step-props';

const sizeFields = ['widthCm', 'depthCm', 'heightCm'] as const;

/** Where the plants grow: the proposed environment, to rename, change, add to or remove. */
export function EnvironmentsStep({ state, dispatch, headingRef, problems, onResolve }: StepProps) {
  const { t } = useTranslation('setup-wizard');
  const problemText = useProblemText();
  const environments = state.environments ?? [];
  // The server's word on a field first, then the wizard's own checks.
  const all = [...problems, ...findProblems(state)];
  const equipment = linesOf(state, 'equipment').map((line) => ({
    value: line.ref,
    label: t('environments.equipmentLine', { quantity: line.quantity, name: line.name }),
  }));

  const update = (ref: string, patch: Partial<DraftEnvironment>) => {
    dispatch({ type: 'updateEnvironment', ref, patch });
    for (const field of Object.keys(patch)) onResolve(ref, field);
  };

  // A new one starts named and where the first one is, so it is valid from the start.
  const add = () =>
    dispatch({
      type: 'addEnvironment',
      environment: {
        name: t('environments.newName', { number: environments.length + 1 }),
        type: environments[0]?.type ?? 'tent',
        location: environments[0]?.location ?? '',
        widthCm: null,
        depthCm: null,
        heightCm: null,
        equipmentRefs: [],
      },
    });

  return (
    <>
      <StepHeader
        title={t('environments.title')}
        description={t('environments.description')}
        headingRef={headingRef}
      >
        <HelpNote step="environments" experience={state.experience} />
      </StepHeader>
      {environments.length === 0 && <Text>{t('environments.empty')}</Text>}
      {environments.map((environment, index) => {
        const error = (field: string) => problemText(problemOf(all, environment.ref, field));
        const legend = environment.name.trim() || t('environments.unnamed', { number: index + 1 });
        return (
          <Fieldset key={environment.ref} legend={legend}>
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                <TextInput
                  label={t('environments.name')}
                  value={environment.name}
                  onChange={(event) => update(environment.ref, { name: event.currentTarget.value })}
                  error={error('name')}
                  required
                />
                <EnumSelect
                  label={t('environments.type')}
                  values={environmentTypes}
                  labelOf={(type) => t(`environments.types.${type}`)}
                  value={environment.type}
                  onChange={(type) => update(environment.ref, { type })}
                />
                <TextInput
                  label={t('environments.location')}
                  description={t('environments.locationHint')}
                  value={environment.location}
                  onChange={(event) =>
                    update(environment.ref, { location: event.currentTarget.value })
                  }
                  error={error('location')}
                  required
                />
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                {sizeFields.map((field) => (
                  <QuantityInput
                    key={field}
                    label={t(`environments.${field}`)}
                    value={environment[field]}
                    max={SIZE_CM_MAX}
                    optional
                    onChange={(value) => update(environment.ref, { [field]: value })}
                  />
                ))}
              </SimpleGrid>
              <MultiSelect
                label={t('environments.equipment')}
                description={equipment.length === 0 ? t('environments.noEquipment') : undefined}
                data={equipment}
                value={environment.equipmentRefs}
                onChange={(equipmentRefs) => update(environment.ref, { equipmentRefs })}
                disabled={equipment.length === 0}
                clearable
                hidePickedOptions
              />
              <Group justify="flex-end">
                <RemoveButton
                  label={t('environments.remove')}
                  ariaLabel={t('environments.removeNamed', { name: legend })}
                  onClick={() => {
                    dispatch({ type: 'removeEnvironment', ref: environment.ref });
                    onResolve(environment.ref);
                  }}
                />
              </Group>
            </Stack>
          </Fieldset>
        );
      })}
      <AddButton
        label={t('environments.add')}
        onClick={add}
        disabled={environments.length >= WIZARD_ENVIRONMENTS_MAX}
      />
    </>
  );
}
