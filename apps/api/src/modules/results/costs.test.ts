import { describe, expect, it } from 'vitest';
import { cycleCosts } from './costs';

const noInputs = { devices: [], equipment: [], seeds: [], supplies: [], pricePerKwh: 0.38 };

describe('cycleCosts', () => {
  it('has no € per gram while nothing is priced: unknown is not free', () => {
    expect(cycleCosts({ ...noInputs, finalG: 80 })).toMatchObject({ total: 0, perGram: null });
  });

  it('divides what is known by the dried grams', () => {
    const devices = [
      { name: 'LED', type: 'light', watts: 100, hoursPerDay: 'light' as const, kwh: 50 },
    ];
    expect(cycleCosts({ ...noInputs, devices, finalG: 80 })).toMatchObject({
      electricity: 19,
      total: 19,
      perGram: 0.24,
    });
  });
});
