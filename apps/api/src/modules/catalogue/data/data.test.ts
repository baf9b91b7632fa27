import {
  budgetTiers,
  catalogueKinds,
  catalogueTypes,
  growPlaces,
  shoppingListSizes,
  type BudgetTier,
  type CatalogueKind,
  type GrowPlace,
} from '@maryjane/contract/catalogue';
import {
  cbdLevelOf,
  cbdLevels,
  strainEffects,
  thcLevelOf,
  thcLevels,
} from '@maryjane/contract/strains';
import { describe, expect, it } from 'vitest';
import {
  itemsByKind as items,
  producers,
  retailers,
  shoppingLists,
  strains,
} from './catalogue-data';
import { must } from '../../../test/must';
import {
  equipmentItemDataSchema,
  type EquipmentItemData,
  type ShoppingListData,
  type SupplyItemData,
  type ToolItemData,
} from './schemas';

type AnyItem = EquipmentItemData | SupplyItemData | ToolItemData;

const itemsByKind: Record<CatalogueKind, readonly AnyItem[]> = items;
const allItems = catalogueKinds.flatMap((kind) => itemsByKind[kind]);
const bySlug = new Map(allItems.map((item) => [item.slug, item]));

function hasTwoDecimalsAtMost(value: number): boolean {
  return Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
}

function duplicates(values: readonly string[]): string[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

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

// ----------------------------------------------------------------------------------------------

interface Line {
  item: AnyItem;
  quantity: number;
}

function listOf(
  kind: CatalogueKind,
  budget: BudgetTier,
  where: GrowPlace,
  size: number,
): ShoppingListData | undefined {
  return shoppingLists.find(
    (list) =>
      list.kind === kind &&
      list.budget === budget &&
      list.where === where &&
      list.numberOfPlants === size,
  );
}

function linesOf(list: ShoppingListData): Line[] {
  return list.items.map(({ slug, quantity }) => {
    const item = bySlug.get(slug);
    if (!item) throw new Error(`unknown item ${slug}`);
    return { item, quantity };
  });
}

const ofType = (lines: Line[], type: string) => lines.filter((line) => line.item.type === type);
const count = (lines: Line[], type: string) =>
  ofType(lines, type).reduce((sum, line) => sum + line.quantity * (line.item.specs.pieces ?? 1), 0);
const total = (list: ShoppingListData) =>
  linesOf(list).reduce((sum, line) => sum + line.item.price * line.quantity, 0);

const combinations = budgetTiers.flatMap((budget) =>
  growPlaces.flatMap((where) => shoppingListSizes.map((size) => ({ budget, where, size }))),
);

describe('shopping lists', () => {
  it('exist exactly once for every kind × budget × where × grow size, and only those', () => {
    const keys = shoppingLists.map(
      (list) => `${list.kind}/${list.budget}/${list.where}/${list.numberOfPlants}`,
    );
    expect(duplicates(keys)).toEqual([]);
    expect(keys.length).toBe(catalogueKinds.length * combinations.length);
    for (const kind of catalogueKinds) {
      for (const { budget, where, size } of combinations) {
        expect(
          listOf(kind, budget, where, size),
          `${kind}/${budget}/${where}/${size}`,
        ).toBeDefined();
      }
    }
  });

  it('hold items of their own kind with whole positive quantities', () => {
    for (const list of shoppingLists) {
      const slugs = new Set(itemsByKind[list.kind].map((item) => item.slug));
      expect(duplicates(list.items.map((line) => line.slug))).toEqual([]);
      for (const line of list.items) {
        expect(slugs.has(line.slug), `${list.kind} list holds ${line.slug}`).toBe(true);
        expect(Number.isInteger(line.quantity) && line.quantity > 0, line.slug).toBe(true);
      }
    }
  });

  describe.each(combinations)('$budget / $where / $size plants', ({ budget, where, size }) => {
    const equipment = linesOf(must(listOf('equipment', budget, where, size)));
    const supplies = linesOf(must(listOf('supplies', budget, where, size)));
    const tools = linesOf(must(listOf('tools', budget, where, size)));

    it('has pots for every plant and the medium to fill them', () => {
      expect(count(equipment, 'pot')).toBeGreaterThanOrEqual(size);
      const pots = ofType(equipment, 'pot');
      const potLitres = pots.reduce(
        (sum, line) =>
          sum + line.quantity * (line.item.specs.pieces ?? 1) * (line.item.specs.volumeL ?? 0),
        0,
      );
      const mediumLitres = ofType(supplies, 'grow-medium').reduce(
        (sum, line) => sum + line.quantity * (line.item.specs.volumeL ?? 0),
        0,
      );
      // Medium settles and a little is lost: a tenth short of the pots is still enough.
      expect(mediumLitres).toBeGreaterThanOrEqual(potLitres * 0.9);
    });

    it('feeds and controls pH', () => {
      expect(count(supplies, 'nutrients')).toBeGreaterThanOrEqual(1);
      expect(count(supplies, 'ph-control')).toBeGreaterThanOrEqual(1);
      expect(count(tools, 'ph-tester')).toBeGreaterThanOrEqual(1);
    });

    it('has the tools for harvest and cure', () => {
      expect(count(tools, 'scissors')).toBeGreaterThanOrEqual(1);
      expect(count(tools, 'magnifier')).toBeGreaterThanOrEqual(1);
      expect(count(tools, 'jar')).toBeGreaterThanOrEqual(1);
      expect(count(tools, 'watering-can')).toBeGreaterThanOrEqual(1);
    });

    if (where === 'indoor') {
      it('has one tent sized for the plants, and a light that fills it', () => {
        const tents = ofType(equipment, 'tent');
        expect(tents.map((line) => line.quantity)).toEqual([1]);
        const tent = must(tents[0], 'a tent').item.specs;
        const area = (tent.widthCm ?? 0) * (tent.depthCm ?? 0);
        expect(area).toBeGreaterThanOrEqual(size * 2000);
        expect(area).toBeLessThanOrEqual(Math.max(5000, size * 5000));

        const lights = ofType(equipment, 'light');
        expect(lights.length).toBeGreaterThan(0);
        const covered = lights.reduce(
          (sum, line) => sum + line.quantity * (line.item.specs.coverageCm ?? 0) ** 2,
          0,
        );
        expect(covered).toBeGreaterThanOrEqual(area * 0.8);
        for (const line of lights) {
          expect(line.item.specs.coverageCm ?? 0, line.item.slug).toBeLessThanOrEqual(
            Math.max(tent.widthCm ?? 0, tent.depthCm ?? 0) + 20,
          );
        }
        const watts = lights.reduce(
          (sum, line) => sum + line.quantity * (line.item.specs.watts ?? 0),
          0,
        );
        expect(watts / (area / 10_000)).toBeGreaterThanOrEqual(200);
      });

      it('changes the tent air every minute through a carbon filter', () => {
        const tent = must(ofType(equipment, 'tent')[0], 'a tent').item.specs;
        const volumeM3 =
          ((tent.widthCm ?? 0) * (tent.depthCm ?? 0) * (tent.heightCm ?? 0)) / 1_000_000;
        const fans = ofType(equipment, 'exhaust-fan');
        const airflow = Math.max(...fans.map((line) => line.item.specs.airflowM3h ?? 0));
        expect(airflow).toBeGreaterThanOrEqual(volumeM3 * 60);
        expect(fans.some((line) => line.item.specs.carbonFilter)).toBe(true);
        const diameters = new Set(fans.map((line) => line.item.specs.diameterMm));
        expect(diameters.size).toBe(1);
      });

      it('moves air inside, keeps the light on a timer and watches the climate', () => {
        expect(count(equipment, 'ventilator')).toBeGreaterThanOrEqual(1);
        expect(count(equipment, 'timer')).toBeGreaterThanOrEqual(1);
        expect(count(equipment, 'temp-hygrometer')).toBeGreaterThanOrEqual(1);
        expect(count(equipment, 'power-strip')).toBeGreaterThanOrEqual(1);
      });
    } else {
      it('has no tent, grow light or exhaust fan', () => {
        expect(count(equipment, 'tent')).toBe(0);
        expect(count(equipment, 'light')).toBe(0);
        expect(count(equipment, 'exhaust-fan')).toBe(0);
      });
    }

    if (where === 'greenhouse') {
      it('moves the air and watches the climate under glass', () => {
        expect(count(equipment, 'ventilator')).toBeGreaterThanOrEqual(1);
        expect(count(equipment, 'temp-hygrometer')).toBeGreaterThanOrEqual(1);
      });
    }
  });

  it.each(catalogueKinds)('%s lists cost more as the budget rises', (kind) => {
    for (const where of growPlaces) {
      for (const size of shoppingListSizes) {
        const [budget, balanced, premium] = budgetTiers.map((tier) =>
          total(must(listOf(kind, tier, where, size))),
        );
        expect(balanced, `${kind}/${where}/${size}`).toBeGreaterThanOrEqual(must(budget));
        expect(premium, `${kind}/${where}/${size}`).toBeGreaterThanOrEqual(must(balanced));
      }
    }
  });
});

// ----------------------------------------------------------------------------------------------

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
