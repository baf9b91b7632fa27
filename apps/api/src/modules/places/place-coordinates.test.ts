import { describe, expect, it } from 'vitest';
import { placeCoordinates } from './places-data';

const none = { countryId: null, stateId: null, cityId: null };

describe('placeCoordinates', () => {
  it('uses the most precise part of the place that is given', async () => {
    const city = await placeCoordinates({
      countryId: 'DE',
      stateId: 'DE-BE',
      cityId: 'DE-BE:Berlin',
    });
    expect(city).toEqual({ name: 'Berlin', latitude: 52.52437, longitude: 13.41053 });
    const state = await placeCoordinates({ ...none, countryId: 'DE', stateId: 'DE-BE' });
    expect(state).toEqual({ name: 'Berlin', latitude: 52.5200066, longitude: 13.404954 });
    const country = await placeCoordinates({ ...none, countryId: 'DE' });
    expect(country).toEqual({ name: 'Germany', latitude: 51, longitude: 9 });
  });

  it('falls back to the wider part when a part is unknown or has no coordinates', async () => {
    const unknownCity = { countryId: 'DE', stateId: 'DE-BE', cityId: 'DE-BE:Atlantis' };
    expect((await placeCoordinates(unknownCity))?.latitude).toBe(52.5200066);
    // Saint George Parish (Antigua and Barbuda) has no coordinates in the data set.
    const parish = await placeCoordinates({ ...none, countryId: 'AG', stateId: 'AG-03' });
    expect(parish).toEqual({ name: 'Antigua & Barbuda', latitude: 17.05, longitude: -61.8 });
  });

  it('is null without a place', async () => {
    expect(await placeCoordinates(none)).toBeNull();
    expect(await placeCoordinates({ ...none, countryId: 'XX' })).toBeNull();
  });
});
