import { apiPaths } from '@maryjane/contract/api-paths';
import type { Language } from '@maryjane/contract/constants';
import type { City, Country, State } from '@maryjane/contract/places';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../api-client';

// The places lists of the account settings and the setup wizard. They change only with a
// release: keep them for the session.
const forever = { staleTime: Infinity, gcTime: 60 * 60_000 } as const;

/** GET /location/countries, named in the reader's language. */
export function useCountries(locale: Language) {
  return useQuery({
    queryKey: ['places', 'countries', locale],
    queryFn: ({ signal }) =>
      apiClient.get<Country[]>(apiPaths.countries, { query: { locale }, signal }),
    ...forever,
  });
}

/** GET /location/states of a country; idle until one is chosen. */
export function useStates(countryId: string | null) {
  return useQuery({
    queryKey: ['places', 'states', countryId],
    queryFn: ({ signal }) =>
      apiClient.get<State[]>(apiPaths.states, { query: { countryId: countryId ?? '' }, signal }),
    enabled: countryId !== null,
    ...forever,
  });
}

/** GET /location/cities of a state; idle until one is chosen. */
export function useCities(stateId: string | null) {
  return useQuery({
    queryKey: ['places', 'cities', stateId],
    queryFn: ({ signal }) =>
      apiClient.get<City[]>(apiPaths.cities, { query: { stateId: stateId ?? '' }, signal }),
    enabled: stateId !== null,
    ...forever,
  });
}
