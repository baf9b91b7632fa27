import { Select, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCities, useCountries, useStates } from '../../../shared/places/get-places';
import { placeFilter, placeOptions } from '../../../shared/places/place-search';
import { HelpNote } from '../ui/help-note';
import { LoadError } from '../../../shared/ui/load-error';
import { StepHeader } from '../ui/step-header';
import type { StepProps } from './step-props';

/**
 * Country > state > city, optional and only for weather forecasts (spec §1, §4: held here
 * until the setup is saved to an account). Choosing a part clears the parts below it.
 */
export function LocationStep({ state, dispatch, headingRef, problems, onResolve }: StepProps) {
  const { t, i18n } = useTranslation('setup-wizard');
  const { location } = state;
  const countries = useCountries(i18n.language === 'de' ? 'de' : 'en');
  const states = useStates(location.countryId);
  const cities = useCities(location.stateId);
  const failed = [countries, states, cities].find((query) => query.isError);
  // A place the server does not know (any more): said on the field concerned.
  const errorOf = (field: string) =>
    problems.some((problem) => problem.field === field) ? t('location.notFound') : undefined;

  const set = (next: typeof location) => {
    dispatch({ type: 'setLocation', location: next });
    onResolve(null);
  };
  const common = {
    placeholder: t('location.choose'),
    searchable: true,
    // Accents folded and other names known: "Munchen" and "München" find Munich (issue 30).
    filter: placeFilter,
    clearable: true,
    nothingFoundMessage: t('location.nothingFound'),
  };

  return (
    <>
      <StepHeader
        title={t('location.title')}
        description={t('location.description')}
        headingRef={headingRef}
      >
        <HelpNote step="location" experience={state.experience} />
      </StepHeader>
      {failed && <LoadError onRetry={() => void failed.refetch()} retrying={failed.isRefetching} />}
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Select
          {...common}
          label={t('location.country')}
          data={placeOptions(countries.data)}
          value={location.countryId}
          onChange={(value) => set({ countryId: value, stateId: null, cityId: null })}
          disabled={countries.isPending}
          limit={300}
          error={errorOf('locationCountryId')}
        />
        <Select
          {...common}
          label={t('location.state')}
          data={placeOptions(states.data)}
          value={location.stateId}
          onChange={(value) => set({ ...location, stateId: value, cityId: null })}
          disabled={!location.countryId || states.isPending}
          error={errorOf('locationStateId')}
        />
        <Select
          {...common}
          label={t('location.city')}
          data={placeOptions(cities.data)}
          value={location.cityId}
          onChange={(value) => set({ ...location, cityId: value })}
          disabled={!location.stateId || cities.isPending}
          limit={200}
          error={errorOf('locationCityId')}
        />
      </SimpleGrid>
      <Text size="sm">{t('location.optional')}</Text>
    </>
  );
}
