import { describe, expect, it } from 'vitest';
import { listCities, listStates } from './places-data';
import { cityOtherNames, stateOtherNames } from './other-names';

describe('the other names of places', () => {
  it('name only states the data set has, and not by its own name', async () => {
    for (const [id, names] of Object.entries(stateOtherNames)) {
      const states = await listStates(id.slice(0, 2));
      const state = states?.find((candidate) => candidate.id === id);
      expect(state, id).toBeDefined();
      expect(names, id).not.toContain(state?.name);
    }
  });

  it('name only cities the data set has, and not by their own name', async () => {
    for (const [id, names] of Object.entries(cityOtherNames)) {
      const cities = await listCities(id.slice(0, id.indexOf(':')));
      const city = cities?.find((candidate) => candidate.id === id);
      expect(city, id).toBeDefined();
      expect(names, id).not.toContain(city?.name);
      expect(new Set(names).size, id).toBe(names.length);
    }
  });
});
