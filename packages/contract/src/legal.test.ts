import { describe, expect, it } from 'vitest';
import {
  checkPlants,
  growsInGermany,
  plantAllowance,
  plantsWithinAllowance,
  withPlants,
  type Household,
} from './legal';

const household = (overrides: Partial<Household> = {}): Household => ({
  growsInGermany: null,
  countryId: null,
  adults: 1,
  ...overrides,
});

describe('the home-grow plant limit', () => {
  it('takes the grower’s answer, and the location only when there is none', () => {
    expect(growsInGermany(household({ growsInGermany: true }))).toBe(true);
    expect(growsInGermany(household({ growsInGermany: false, countryId: 'DE' }))).toBe(false);
    expect(growsInGermany(household({ countryId: 'DE' }))).toBe(true);
    expect(growsInGermany(household({ countryId: 'AT' }))).toBe(false);
    expect(growsInGermany(household())).toBe(false);
  });

  it('allows 3 plants per adult in Germany and knows no limit elsewhere', () => {
    expect(plantAllowance(household({ growsInGermany: true }))).toBe(3);
    expect(plantAllowance(household({ growsInGermany: true, adults: 2 }))).toBe(6);
    expect(plantAllowance(household({ countryId: 'AT', adults: 2 }))).toBeNull();
  });

  it('checks a planned count against the allowance', () => {
    expect(checkPlants(household({ growsInGermany: true }), 6)).toEqual({
      applies: true,
      country: 'DE',
      adults: 1,
      limit: 3,
      plants: 6,
      exceeded: true,
    });
    expect(checkPlants(household({ growsInGermany: true }), 3).exceeded).toBe(false);
    expect(checkPlants(household(), 60)).toEqual({
      applies: false,
      country: null,
      adults: 1,
      limit: null,
      plants: 60,
      exceeded: false,
    });
  });

  it('checks another count with the same household, as a change before saving would make it', () => {
    const today = checkPlants(household({ growsInGermany: true, adults: 2 }), 5);
    expect(withPlants(today, 7)).toMatchObject({ plants: 7, limit: 6, exceeded: true });
    expect(withPlants(today, 6)).toMatchObject({ plants: 6, exceeded: false });
    expect(withPlants(checkPlants(household(), 5), 70).exceeded).toBe(false);
  });

  it('proposes what the allowance leaves, never less than one plant', () => {
    const de = household({ growsInGermany: true });
    expect(plantsWithinAllowance(checkPlants(de, 0), 3)).toBe(3);
    expect(plantsWithinAllowance(checkPlants(de, 0), 5)).toBe(3);
    expect(plantsWithinAllowance(checkPlants(de, 2), 3)).toBe(1);
    expect(plantsWithinAllowance(checkPlants(de, 3), 3)).toBe(1);
    expect(plantsWithinAllowance(checkPlants(household(), 9), 4)).toBe(4);
  });
});
