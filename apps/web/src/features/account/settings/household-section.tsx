import { Anchor, Button, Group, NumberInput, Stack, TextInput } from '@mantine/core';
import { ADULTS_MAX, householdBodySchema, PLANTS_PER_ADULT_DE } from '@maryjane/contract/legal';
import { DEFAULT_ELECTRICITY_PRICE_PER_KWH } from '@maryjane/contract/results';
import type { User } from '@maryjane/contract/user';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { entryPath } from '../../../shared/cms/guide-collections';
import { useForm } from '../../../shared/forms/use-form';
import { schemaRule, validateWithSchema } from '../../../shared/forms/validate-field';
import { snackbar } from '../../../shared/snackbar/snackbar-store';
import { GrowsInGermanyField } from '../../../shared/ui/grows-in-germany-field';
import { useUpdateHousehold } from '../api/update-household';
import { SettingsSection } from './section';

/**
 * The form holds strings: '' for "not answered", 'yes' or 'no'; the price as typed ('' for the
 * default).
 */
type Values = {
  adultsInHousehold: string;
  growsInGermany: '' | 'yes' | 'no';
  electricityPrice: string;
};

const answerOf = (value: boolean | null) => (value === null ? '' : value ? 'yes' : 'no');
const priceOf = (value: number | null) => (value === null ? '' : String(value));
const valuesOf = (user: User): Values => ({
  adultsInHousehold: String(user.adultsInHousehold),
  growsInGermany: answerOf(user.growsInGermany),
  electricityPrice: priceOf(user.electricityPrice),
});

/** German growers type 0,38: the comma is read as the decimal point. */
const readDecimal = (text: string) => text.trim().replace(',', '.');

const priceRule = (value: string) =>
  readDecimal(value) === ''
    ? null
    : validateWithSchema(householdBodySchema.shape.electricityPrice, readDecimal(value));

/** The guide that explains the default price and how to read the bill. */
const electricityGuide = entryPath({
  collection: 'cutting-costs',
  id: 'electricity-costs-of-a-grow',
});

/**
 * Whether the grower grows in Germany and how many adults live in the household
 * (PATCH /user/household). German law allows a number of plants per adult; MaryJane only uses
 * the answers to warn when a grow goes over it. The household's price per kWh makes the
 * electricity costs of the harvest results (issue 27).
 */
export function HouseholdSection({ user }: { user: User }) {
  const { t, i18n } = useTranslation('account');
  const update = useUpdateHousehold();
  const form = useForm<Values>({
    initialValues: valuesOf(user),
    rules: {
      adultsInHousehold: schemaRule(householdBodySchema.shape.adultsInHousehold),
      electricityPrice: priceRule,
    },
  });

  const typedPrice = readDecimal(form.values.electricityPrice);
  const price = typedPrice === '' ? null : Number(typedPrice);
  const priceChanged = price !== user.electricityPrice;

  const submit = form.onSubmit(({ adultsInHousehold, growsInGermany }) => {
    update.mutate(
      {
        adultsInHousehold: Number(adultsInHousehold),
        // Unanswered stays unanswered: the location decides until the grower says.
        ...(growsInGermany === '' ? {} : { growsInGermany: growsInGermany === 'yes' }),
        // Sent only when changed; emptied goes back to the default.
        ...(priceChanged ? { electricityPrice: price } : {}),
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
    form.values.growsInGermany === answerOf(user.growsInGermany) &&
    !priceChanged;

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
          <TextInput
            {...form.getInputProps('electricityPrice')}
            label={t('household.electricityPrice')}
            description={
              <>
                {t('household.electricityPriceHint')}{' '}
                <Anchor component={Link} to={electricityGuide} size="xs" underline="always">
                  {t('household.electricityPriceGuide')}
                </Anchor>
              </>
            }
            placeholder={t('household.electricityPriceDefault', {
              value: DEFAULT_ELECTRICITY_PRICE_PER_KWH.toLocaleString(i18n.language, {
                minimumFractionDigits: 2,
              }),
            })}
            inputMode="decimal"
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
