import type { City, State } from '@maryjane/contract/places';
import { notFound } from '../../platform/http-errors';
import { listCities, listStates } from './places-data';

/** The states of a country; an unknown country is not found (404). */
export async function statesOf(countryId: string): Promise<State[]> {
  const states = await listStates(countryId);
  if (!states) throw notFound('Country not found');
  return states;
}

/** The cities of a state; an unknown state is not found (404). */
export async function citiesOf(stateId: string): Promise<City[]> {
  const cities = await listCities(stateId);
  if (!cities) throw notFound('State not found');
  return cities;
}
