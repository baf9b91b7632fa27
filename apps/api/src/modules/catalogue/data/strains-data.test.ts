import {
  cbdLevelOf,
  cbdLevels,
  strainEffects,
  thcLevelOf,
  thcLevels,
} from '@maryjane/contract/strains';
import { describe, expect, it } from 'vitest';
import { producers, strains } from './catalogue-data';
import { duplicates, hasTwoDecimalsAtMost } from './test-fixtures';

// The strains and their producers.

describe('strains', () => {
  const producerSlugs = new Set(producers.map((producer) => producer.slug));

  it('number at least 100 from real breeders, with unique slugs', () => {
    expect(strains.length).toBeGreaterThanOrEqual(100);
    expect(producers.length).toBeGreaterThanOrEqual(10);
    expect(duplicates(strains.map((strain) => strain.slug))).toEqual([]);
    expect(duplicates(producers.map((producer) => producer.slug))).toEqual([]);
    for (const producer of producers)
      expect(producer.website, producer.slug).toMatch(/^https:\/\//);
  });

  it('have coherent facts and typical prices', () => {
    for (const strain of strains) {
      expect(producerSlugs.has(strain.producer), strain.slug).toBe(true);
      expect(strain.floweringWeeksMin, strain.slug).toBeLessThanOrEqual(strain.floweringWeeksMax);
      expect(strain.growWeeks, strain.slug).toBeGreaterThan(strain.floweringWeeksMax);
      expect(strain.effects.length, strain.slug).toBeGreaterThan(0);
      expect(strain.price3, strain.slug).toBeLessThan(strain.price1 * 3);
      expect(hasTwoDecimalsAtMost(strain.price1) && hasTwoDecimalsAtMost(strain.price3)).toBe(true);
      expect(strain.name.length, strain.slug).toBeLessThan(50);
      if (strain.floweringType === 'autoflowering') {
        expect(strain.growWeeks, strain.slug).toBeLessThanOrEqual(14);
        expect(strain.indoorHeightCm, strain.slug).toBeLessThanOrEqual(150);
      }
    }
  });

  it('cover every filter value', () => {
    const thc = new Set(strains.map((strain) => thcLevelOf(strain.thcPercent)));
    const cbd = new Set(strains.map((strain) => cbdLevelOf(strain.cbdPercent)));
    expect([...thc].sort()).toEqual([...thcLevels].sort());
    expect([...cbd].sort()).toEqual([...cbdLevels].sort());
    for (const effect of strainEffects) {
      expect(strains.filter((strain) => strain.effects.includes(effect)).length).toBeGreaterThan(5);
    }
    expect(new Set(strains.map((strain) => strain.floweringType)).size).toBe(2);
    expect(new Set(strains.map((strain) => strain.seedType)).size).toBe(2);
  });
});
