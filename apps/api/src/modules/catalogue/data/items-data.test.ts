import { budgetTiers, catalogueKinds, catalogueTypes } from '@maryjane/contract/catalogue';
import { describe, expect, it } from 'vitest';
import { must } from '../../../test/must';
import { itemsByKind as items, retailers } from './catalogue-data';
import { equipmentItemDataSchema } from './schemas';
import {
  allItems,
  duplicates,
  hasTwoDecimalsAtMost,
  itemsByKind,
  type AnyItem,
} from './test-fixtures';

// The data files as a whole, the retailers and the catalogue items.

describe('data files', () => {
  it('are checked strictly: a misspelt key or an unknown type fails the load', () => {
    const item = must(items.equipment[0]);
    expect(equipmentItemDataSchema.safeParse(item).success).toBe(true);
    const { price, ...withoutPrice } = item;
    expect(equipmentItemDataSchema.safeParse({ ...withoutPrice, prize: price }).success).toBe(
      false,
    );
    expect(equipmentItemDataSchema.safeParse({ ...item, type: 'jar' }).success).toBe(false);
    expect(
      equipmentItemDataSchema.safeParse({ ...item, specs: { ...item.specs, wats: 1 } }).success,
    ).toBe(false);
  });
});

describe('retailers', () => {
  it('have unique ids, https homepages and texts in both languages', () => {
    expect(duplicates(retailers.map((retailer) => retailer.id))).toEqual([]);
    for (const retailer of retailers) {
      expect(retailer.url, retailer.id).toMatch(/^https:\/\//);
      expect(retailer.country, retailer.id).toMatch(/^[A-Z]{2}$/);
      expect(retailer.sells.length, retailer.id).toBeGreaterThan(0);
      expect(retailer.description.en.length, retailer.id).toBeGreaterThan(20);
      expect(retailer.description.de.length, retailer.id).toBeGreaterThan(20);
    }
  });
});

describe('catalogue items', () => {
  const retailerIds = new Set(retailers.map((retailer) => retailer.id));

  it('number at least 150 with unique slugs', () => {
    expect(allItems.length).toBeGreaterThanOrEqual(150);
    expect(duplicates(allItems.map((item) => item.slug))).toEqual([]);
  });

  it.each(catalogueKinds)('%s items have a known type, retailer, price and link', (kind) => {
    for (const item of itemsByKind[kind]) {
      expect(Object.keys(catalogueTypes[kind]), item.slug).toContain(item.type);
      expect(retailerIds.has(item.retailer), `${item.slug}: retailer ${item.retailer}`).toBe(true);
      const retailer = retailers.find((candidate) => candidate.id === item.retailer);
      expect(retailer?.sells, `${item.slug}: ${item.retailer} sells ${kind}`).toContain(kind);
      expect(item.price, item.slug).toBeGreaterThan(0);
      expect(hasTwoDecimalsAtMost(item.price), item.slug).toBe(true);
      expect(item.link, item.slug).toMatch(/^https:\/\//);
      expect(item.name.length, item.slug).toBeLessThan(50);
      expect(item.brand.length, item.slug).toBeLessThan(50);
    }
  });

  it.each(catalogueKinds)('every %s type that holds items here has at least two', (kind) => {
    for (const [type, definition] of Object.entries(catalogueTypes[kind])) {
      const count = itemsByKind[kind].filter((item) => item.type === type).length;
      if (definition.seeAlso) expect(count, `${kind}/${type}`).toBe(0);
      else expect(count, `${kind}/${type}`).toBeGreaterThanOrEqual(2);
    }
  });

  it('carry the specs that make them comparable', () => {
    const required: Record<string, (keyof AnyItem['specs'])[]> = {
      tent: ['widthCm', 'depthCm', 'heightCm'],
      light: ['watts', 'coverageCm'],
      'exhaust-fan': ['airflowM3h', 'diameterMm'],
      pot: ['volumeL'],
      'grow-medium': ['volumeL'],
    };
    for (const item of allItems) {
      for (const spec of required[item.type] ?? []) {
        expect(item.specs[spec], `${item.slug}.${spec}`).toBeGreaterThan(0);
      }
    }
  });

  it('offer every budget tier for the main equipment', () => {
    for (const type of ['tent', 'light', 'exhaust-fan', 'pot']) {
      const tiers = new Set(
        items.equipment.filter((item) => item.type === type).map((item) => item.budget),
      );
      expect([...tiers].sort(), type).toEqual([...budgetTiers].sort());
    }
  });
});
