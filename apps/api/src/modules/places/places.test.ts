import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';

const t = useTestApp();

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('places', () => {
  it('lists countries with coordinates, named in the asked language and sorted', async () => {
    const english = await get('/api/location/countries');
    expect(english.statusCode).toBe(200);
    expect(english.headers['cache-control']).toBe('public, max-age=86400');
    const countries = english.json().data as { id: string; name: string; latitude: number }[];
    expect(countries.length).toBeGreaterThan(200);
    expect(countries.find((country) => country.id === 'DE')).toMatchObject({
      name: 'Germany',
      latitude: 51,
      longitude: 9,
    });
    const names = countries.map((country) => country.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('en').compare));

    const german = (await get('/api/location/countries?locale=de')).json().data as typeof countries;
    expect(german.find((country) => country.id === 'DE')?.name).toBe('Deutschland');
    expect(german.find((country) => country.id === 'AT')?.name).toBe('Österreich');
  });

  it('lists the states of a country with ISO 3166-2 ids', async () => {
    const states = (await get('/api/location/states?countryId=DE')).json().data;
    expect(states).toHaveLength(16);
    expect(states).toContainEqual(
      expect.objectContaining({ id: 'DE-BY', countryId: 'DE', name: 'Bavaria' }),
    );
  });

  it('lists the cities of a state with coordinates', async () => {
    const cities = (await get('/api/location/cities?stateId=DE-BE')).json().data;
    const berlin = cities.find((city: { name: string }) => city.name === 'Berlin');
    expect(berlin).toMatchObject({ id: 'DE-BE:Berlin', stateId: 'DE-BE' });
    expect(berlin.latitude).toBeCloseTo(52.52, 1);
    expect(berlin.longitude).toBeCloseTo(13.4, 1);
  });

  it('gives places their other names to search by, whatever the language (issue 30)', async () => {
    type Place = { id: string; name: string; otherNames?: string[] };
    const find = async (url: string, id: string) =>
      ((await get(url)).json().data as Place[]).find((place) => place.id === id);

    // Countries: in the other language, their own, and the data set's.
    expect((await find('/api/location/countries', 'DE'))?.otherNames).toEqual(['Deutschland']);
    expect((await find('/api/location/countries?locale=de', 'DE'))?.otherNames).toEqual([
      'Germany',
    ]);
    expect((await find('/api/location/countries', 'ES'))?.otherNames).toEqual([
      'Spanien',
      'España',
    ]);
    expect((await find('/api/location/countries', 'TR'))?.otherNames).toContain('Turkey');

    // States and cities: their German, English or local names where the data has another.
    expect(await find('/api/location/states?countryId=DE', 'DE-BY')).toMatchObject({
      name: 'Bavaria',
      otherNames: ['Bayern'],
    });
    expect(await find('/api/location/cities?stateId=DE-BY', 'DE-BY:Munich')).toMatchObject({
      name: 'Munich',
      otherNames: ['München'],
    });
    expect(await find('/api/location/cities?stateId=DE-NW', 'DE-NW:Köln')).toMatchObject({
      otherNames: ['Cologne'],
    });
    expect(await find('/api/location/cities?stateId=AT-9', 'AT-9:Vienna')).toMatchObject({
      otherNames: ['Wien'],
    });
    // None where there are none.
    expect(await find('/api/location/cities?stateId=DE-BE', 'DE-BE:Berlin')).not.toHaveProperty(
      'otherNames',
    );
  });

  it('gives a state without coordinates in the data null ones, not 0°, 0°', async () => {
    const states = (await get('/api/location/states?countryId=AG')).json().data;
    expect(states).toContainEqual(
      expect.objectContaining({ id: 'AG-03', latitude: null, longitude: null }),
    );
  });

  it('reaches the cities of a state whose code has two parts', async () => {
    const response = await get('/api/location/cities?stateId=RU-UA-40');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.length).toBeGreaterThan(0);
    expect((await get('/api/location/cities?stateId=GB-SH-AC')).statusCode).toBe(200);
  });

  it('answers an unknown country or state with 404 and a bad id with 422', async () => {
    expect((await get('/api/location/states?countryId=XX')).statusCode).toBe(404);
    expect((await get('/api/location/cities?stateId=DE-ZZ')).statusCode).toBe(404);
    const bad = await get('/api/location/states?countryId=germany');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors[0].field).toBe('countryId');
    expect((await get('/api/location/cities')).statusCode).toBe(422);
  });
});
