import { Button, Group, Select, SimpleGrid } from '@mantine/core';
import type { User } from '@maryjane/contract/user';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { snackbar } from '../../../shared/snackbar/snackbar-store';
import { useCities, useCountries, useStates } from '../../../shared/places/get-places';
import { placeFilter, placeOptions } from '../../../shared/places/place-search';
import { useUpdateLocation } from '../api/update-location';
import { SettingsSection } from './section';

interface Place {
  locationCountryId: string | null;
  locationStateId: string | null;
  locationCityId: string | null;
}

const placeOf = (user: User): Place => ({
  locationCountryId: user.locationCountryId,
  locationStateId: user.locationStateId,
  locationCityId: user.locationCityId,
});

/**
 * Country > state > city for the weather forecast (spec §1: optional, used for nothing else).
 * Choosing a part clears the parts below it; the server checks that they belong together.
 */
export function LocationSection({ user }: { user: User }) {
  const { t, i18n } = useTranslation('account');
  const [place, setPlace] = useState<Place>(() => placeOf(user));
  const countries = useCountries(i18n.language === 'de' ? 'de' : 'en');
  const states = useStates(place.locationCountryId);
  const cities = useCities(place.locationStateId);
  const update = useUpdateLocation();
  const saved = placeOf(user);
  const changed = (Object.keys(place) as (keyof Place)[]).some((key) => place[key] !== saved[key]);

  // Failures reach the global handler through the mutation cache.
  const save = () =>
    update.mutate(place, { onSuccess: () => snackbar.success(t('location.saved')) });

  return (
    <SettingsSection title={t('location.title')} description={t('location.description')}>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Select
          label={t('location.country')}
          placeholder={t('location.choose')}
          data={placeOptions(countries.data)}
          value={place.locationCountryId}
          onChange={(value) =>
            setPlace({ locationCountryId: value, locationStateId: null, locationCityId: null })
          }
          searchable
          filter={placeFilter}
          clearable
          nothingFoundMessage={t('location.nothingFound')}
          disabled={countries.isPending}
          limit={300}
        />
        <Select
          label={t('location.state')}
          placeholder={t('location.choose')}
          data={placeOptions(states.data)}
          value={place.locationStateId}
          onChange={(value) =>
            setPlace((current) => ({ ...current, locationStateId: value, locationCityId: null }))
          }
          searchable
          filter={placeFilter}
          clearable
          nothingFoundMessage={t('location.nothingFound')}
          disabled={!place.locationCountryId || states.isPending}
        />
        <Select
          label={t('location.city')}
          placeholder={t('location.choose')}
          data={placeOptions(cities.data)}
          value={place.locationCityId}
          onChange={(value) => setPlace((current) => ({ ...current, locationCityId: value }))}
          searchable
          filter={placeFilter}
          clearable
          nothingFoundMessage={t('location.nothingFound')}
          disabled={!place.locationStateId || cities.isPending}
          limit={200}
        />
      </SimpleGrid>
      <Group>
        <Button onClick={save} loading={update.isPending} disabled={!changed}>
          {t('location.save')}
        </Button>
      </Group>
    </SettingsSection>
  );
}
