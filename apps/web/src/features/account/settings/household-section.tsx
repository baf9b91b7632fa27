import { Button, Group, NumberInput, Stack } from '@mantine/core';
import {
  ADULTS_MAX,
  householdBodySchema,
  PLANTS_PER_ADULT_DE,
} from '@maryjane/contract/grow-cycles';
import type { User } from '@maryjane/contract/user';
import { useTranslation } from 'react-i18next';
import { useForm } from '../../../shared/forms/use-form';
import { schemaRule } from '../../../shared/forms/validate-field';
import { snackbar } from '../../../shared/snackbar/snackbar-store';
import { useUpdateHousehold } from '../api/update-household';
import { SettingsSection } from './section';

/**
 * Adults living in the household (PATCH /user/household). German law allows a number of plants
 * per adult; MaryJane only uses the count to warn when a grow goes over it.
 */
export function HouseholdSection({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const update = useUpdateHousehold();
  const form = useForm<{ adultsInHousehold: string }>({
    initialValues: { adultsInHousehold: String(user.adultsInHousehold) },
    rules: { adultsInHousehold: schemaRule(householdBodySchema.shape.adultsInHousehold) },
  });

  const submit = form.onSubmit(({ adultsInHousehold }) => {
    update.mutate(
      { adultsInHousehold: Number(adultsInHousehold) },
      {
        onSuccess: (saved) => {
          form.reset({ adultsInHousehold: String(saved.adultsInHousehold) });
          snackbar.success(t('household.saved'));
        },
        onError: form.handleServerError,
      },
    );
  });

  return (
    <SettingsSection
      title={t('household.title')}
      description={t('household.description', { plants: PLANTS_PER_ADULT_DE })}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
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
            <Button
              type="submit"
              loading={update.isPending}
              disabled={form.values.adultsInHousehold === String(user.adultsInHousehold)}
            >
              {t('household.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SettingsSection>
  );
}
