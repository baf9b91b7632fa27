import { Button, Group, NumberInput, Stack } from '@mantine/core';
import { ADULTS_MAX, householdBodySchema, PLANTS_PER_ADULT_DE } from '@maryjane/contract/legal';
import type { User } from '@maryjane/contract/user';
import { useTranslation } from 'react-i18next';
import { useForm } from '../../../shared/forms/use-form';
import { schemaRule } from '../../../shared/forms/validate-field';
import { snackbar } from '../../../shared/snackbar/snackbar-store';
import { GrowsInGermanyField } from '../../../shared/ui/grows-in-germany-field';
import { useUpdateHousehold } from '../api/update-household';
import { SettingsSection } from './section';

/** The form holds strings: '' for "not answered", 'yes' or 'no'. */
type Values = { adultsInHousehold: string; growsInGermany: '' | 'yes' | 'no' };

const answerOf = (value: boolean | null) => (value === null ? '' : value ? 'yes' : 'no');
const valuesOf = (user: User): Values => ({
  adultsInHousehold: String(user.adultsInHousehold),
  growsInGermany: answerOf(user.growsInGermany),
});

/**
 * Whether the grower grows in Germany and how many adults live in the household
 * (PATCH /user/household). German law allows a number of plants per adult; MaryJane only uses
 * the answers to warn when a grow goes over it.
 */
export function HouseholdSection({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const update = useUpdateHousehold();
  const form = useForm<Values>({
    initialValues: valuesOf(user),
    rules: { adultsInHousehold: schemaRule(householdBodySchema.shape.adultsInHousehold) },
  });

  const submit = form.onSubmit(({ adultsInHousehold, growsInGermany }) => {
    update.mutate(
      {
        adultsInHousehold: Number(adultsInHousehold),
        // Unanswered stays unanswered: the location decides until the grower says.
        ...(growsInGermany === '' ? {} : { growsInGermany: growsInGermany === 'yes' }),
      },
      {
        onSuccess: (saved) => {
          form.reset(valuesOf(saved));
          snackbar.success(t('household.saved'));
        },
        onError: form.handleServerError,
      },
    );
  });

  const unchanged =
    form.values.adultsInHousehold === String(user.adultsInHousehold) &&
    form.values.growsInGermany === answerOf(user.growsInGermany);

  return (
    <SettingsSection
      title={t('household.title')}
      description={t('household.description', { plants: PLANTS_PER_ADULT_DE })}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <GrowsInGermanyField
            value={form.values.growsInGermany === '' ? null : form.values.growsInGermany === 'yes'}
            onChange={(value) => form.setValue('growsInGermany', value ? 'yes' : 'no')}
          />
          <NumberInput
            {...form.getInputProps('adultsInHousehold')}
            onChange={(value) => form.setValue('adultsInHousehold', String(value))}
            label={t('household.adults')}
            description={t('household.adultsHint', { max: ADULTS_MAX })}
            min={1}
            max={ADULTS_MAX}
            // Out-of-range numbers get a message instead of being changed behind the grower's back.
            clampBehavior="none"
            allowDecimal={false}
            allowNegative={false}
            required
            maw={220}
          />
          <Group>
            <Button type="submit" loading={update.isPending} disabled={unchanged}>
              {t('household.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SettingsSection>
  );
}
