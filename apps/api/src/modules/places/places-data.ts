import type { Language } from '@maryjane/contract/constants';
import type { City, Country, State } from '@maryjane/contract/places';
import type * as CountryStateCity from 'country-state-city';
import {
  cityOtherNames,
  countryOtherNames,
  otherNamesBeside,
  stateOtherNames,
} from './other-names';

type Library = typeof CountryStateCity;
let library: Promise<Library> | null = null;

// The data set holds about 150,000 cities (~100 MB in memory): load it on first use, not at start.
function load(): Promise<Library> {
  library ??= import('country-state-city');
  return library;
}

const collators = new Map<string, Intl.Collator>();
function byName(locale: string) {
  let collator = collators.get(locale);
  if (!collator) {
    collator = new Intl.Collator(locale);
    collators.set(locale, collator);
  }
  const compare = collator.compare;
  return (a: { name: string }, b: { name: string }) => compare(a.name, b.name);
}

/** `otherNames` where there are any: most places have none, and most lists are long. */
const withOtherNames = (otherNames: string[] | undefined) => (otherNames ? { otherNames } : {});

// The country list changes only with a release: made once a language (~10 ms), then kept.
const countryLists = new Map<Language, Country[]>();

export async function listCountries(locale: Language): Promise<Country[]> {
  const { Country } = await load();
  const cached = countryLists.get(locale);
  if (cached) return cached;
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
  const countries = Country.getAllCountries()
    .map((country) => {
      const name = names.of(country.isoCode) ?? country.name;
      return {
        id: country.isoCode,
        name,
        flag: country.flag,
        latitude: Number(country.latitude),
        longitude: Number(country.longitude),
        ...withOtherNames(countryOtherNames(country.isoCode, name, country.name, locale)),
      };
    })
    .sort(byName(locale));
  countryLists.set(locale, countries);
  return countries;
}

/** The data's coordinates as numbers, or both null where it has none. */
function coordinatesOf(latitude: string | null | undefined, longitude: string | null | undefined) {
  if (!latitude || !longitude) return { latitude: null, longitude: null };
  return { latitude: Number(latitude), longitude: Number(longitude) };
}

/** The states of a country, or null for an unknown country. */
export async function listStates(countryId: string): Promise<State[] | null> {
  const { Country, State } = await load();
  if (!Country.getCountryByCode(countryId)) return null;
  return State.getStatesOfCountry(countryId)
    .map((state) => {
      const id = `${countryId}-${state.isoCode}`;
      return {
        id,
        countryId,
        name: state.name,
        ...coordinatesOf(state.latitude, state.longitude),
        ...withOtherNames(otherNamesBeside(state.name, stateOtherNames[id] ?? [])),
      };
    })
    .sort(byName('en'));
}

/** The cities of a state ("DE-BE"), or null for an unknown state. */
export async function listCities(stateId: string): Promise<City[] | null> {
  const [countryId = '', stateCode = ''] = stateId.split(/-(.*)/s);
  const { State, City } = await load();
  if (!State.getStateByCodeAndCountry(stateCode, countryId)) return null;
  return City.getCitiesOfState(countryId, stateCode)
    .map((city) => {
      const id = `${stateId}:${city.name}`;
      return {
        id,
        stateId,
        name: city.name,
        ...coordinatesOf(city.latitude, city.longitude),
        ...withOtherNames(otherNamesBeside(city.name, cityOtherNames[id] ?? [])),
      };
    })
    .sort(byName('en'));
}

export type PlaceField = 'locationCountryId' | 'locationStateId' | 'locationCityId';

/**
 * The first part of country > state > city that is unknown or does not belong to the part
 * before it (a part may only be empty when the parts after it are too); null when all fit.
 */
export async function findPlaceProblem(place: {
  countryId: string | null;
  stateId: string | null;
  cityId: string | null;
}): Promise<PlaceField | null> {
  if (!place.countryId) {
    return place.stateId ? 'locationCountryId' : place.cityId ? 'locationStateId' : null;
  }
  const states = await listStates(place.countryId);
  if (!states) return 'locationCountryId';
  if (!place.stateId) return place.cityId ? 'locationStateId' : null;
  if (!states.some((state) => state.id === place.stateId)) return 'locationStateId';
  if (!place.cityId) return null;
  const cities = await listCities(place.stateId);
  return cities?.some((city) => city.id === place.cityId) ? null : 'locationCityId';
}

export interface PlaceCoordinates {
  name: string;
  latitude: number;
  longitude: number;
}

// A few states of the data set have no coordinates: treat them as unknown, not as 0° 0°.
function located(
  name: string,
  latitude: string | null | undefined,
  longitude: string | null | undefined,
): PlaceCoordinates | null {
  if (!latitude || !longitude) return null;
  const point = { name, latitude: Number(latitude), longitude: Number(longitude) };
  return Number.isFinite(point.latitude) && Number.isFinite(point.longitude) ? point : null;
}

/**
 * Where a saved place lies (for the weather): the city's coordinates, else the state's, else the
 * country's; null when no part is given or none is known.
 */
export async function placeCoordinates(place: {
  countryId: string | null;
  stateId: string | null;
  cityId: string | null;
}): Promise<PlaceCoordinates | null> {
  const { Country, State, City } = await load();
  const [countryId = '', stateCode = ''] = place.stateId?.split(/-(.*)/s) ?? [];
  const cityPrefix = `${place.stateId}:`;
  if (place.stateId && place.cityId?.startsWith(cityPrefix)) {
    const cityName = place.cityId.slice(cityPrefix.length);
    const city = City.getCitiesOfState(countryId, stateCode).find(
      (candidate) => candidate.name === cityName,
    );
    const point = city && located(city.name, city.latitude, city.longitude);
    if (point) return point;
  }
  const state = place.stateId ? State.getStateByCodeAndCountry(stateCode, countryId) : undefined;
  const statePoint = state && located(state.name, state.latitude, state.longitude);
  if (statePoint) return statePoint;
  const country = place.countryId ? Country.getCountryByCode(place.countryId) : undefined;
  if (!country) return null;
  // Named as in the country list (the data set's own names read "Antigua And Barbuda").
  const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const name = names.of(country.isoCode) ?? country.name;
  return located(name, country.latitude, country.longitude);
}
