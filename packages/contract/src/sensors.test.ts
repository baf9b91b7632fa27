import { describe, expect, it } from 'vitest';
import { growMediums } from './phases';
import {
  DEFAULT_TARGET_MEDIUM,
  LEAF_TEMPERATURE_OFFSET_C,
  defaultTargets,
  targetPhases,
  vapourPressureDeficit,
} from './sensors';

// The default targets must agree with each other (temperature and humidity with VPD) and with
// the medium (pH), or a grower who follows them is told a reading is out of range.

describe('default targets', () => {
  it('takes the leaf 1.5 °C below the air, as the VPD guide does', () => {
    expect(LEAF_TEMPERATURE_OFFSET_C).toBe(1.5);
    // The guide's own example: 25 °C and 60 % give 0.99 kPa at the leaf.
    expect(vapourPressureDeficit(25, 60)).toBeCloseTo(0.99, 2);
  });

  for (const phase of targetPhases) {
    const { air_temperature: temperature, humidity, vpd } = defaultTargets('soil')[phase];
    if (!vpd) continue;
    it(`keeps every ${phase} temperature and humidity pair inside the VPD band`, () => {
      if (!temperature || !humidity) throw new Error(`${phase} has no climate targets`);
      // Coolest and most humid: the lowest VPD; warmest and driest: the highest.
      const lowest = vapourPressureDeficit(temperature.min, humidity.max);
      const highest = vapourPressureDeficit(temperature.max, humidity.min);
      expect(lowest).toBeGreaterThanOrEqual(vpd.min);
      expect(highest).toBeLessThanOrEqual(vpd.max);
      // The other corners lie between them.
      for (const pair of [
        [temperature.min, humidity.min],
        [temperature.max, humidity.max],
      ] as const) {
        const value = vapourPressureDeficit(...pair);
        expect(value).toBeGreaterThanOrEqual(lowest);
        expect(value).toBeLessThanOrEqual(highest);
      }
    });
  }

  it('rejects the pair the tester found: vegetative 22 °C at 65 %', () => {
    const { air_temperature: temperature, humidity, vpd } = defaultTargets('soil').vegetative;
    expect(vapourPressureDeficit(22, 65)).toBeLessThan(vpd?.min ?? 0);
    // So the defaults leave it out: 22 °C is below the range or 65 % above it.
    expect((temperature?.min ?? 0) > 22 || (humidity?.max ?? 100) < 65).toBe(true);
  });

  it('keeps the drying guide’s climate, without VPD or pH', () => {
    expect(defaultTargets('coco').drying).toEqual({
      air_temperature: { min: 15, max: 21 },
      humidity: { min: 55, max: 65 },
    });
  });

  it('gives soil pH 6.0–7.0 and coco, rockwool and hydro 5.5–6.5 in every growing phase', () => {
    const expected = { soil: [6, 7], coco: [5.5, 6.5], rockwool: [5.5, 6.5], hydro: [5.5, 6.5] };
    for (const medium of growMediums) {
      const [min, max] = expected[medium];
      for (const phase of ['seedling', 'vegetative', 'flowering'] as const) {
        expect(defaultTargets(medium)[phase].ph).toEqual({ min, max });
      }
    }
    // A coco grower's correct 5.8 is inside coco's range and below soil's.
    expect(defaultTargets('coco').vegetative.ph?.min).toBeLessThan(5.8);
    expect(defaultTargets('soil').vegetative.ph?.min).toBeGreaterThan(5.8);
    expect(DEFAULT_TARGET_MEDIUM).toBe('soil');
  });

  it('hands out copies: changing one answer leaves the defaults alone', () => {
    const targets = defaultTargets('soil');
    if (targets.seedling.ph) targets.seedling.ph.min = 1;
    if (targets.seedling.humidity) targets.seedling.humidity.min = 1;
    expect(defaultTargets('soil').seedling.ph?.min).toBe(6);
    expect(defaultTargets('soil').seedling.humidity?.min).toBe(68);
  });
});
