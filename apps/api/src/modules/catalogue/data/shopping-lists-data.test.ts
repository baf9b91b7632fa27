import {
  budgetTiers,
  catalogueKinds,
  growPlaces,
  shoppingListSizes,
  type BudgetTier,
  type CatalogueKind,
  type GrowPlace,
} from '@maryjane/contract/catalogue';
import { describe, expect, it } from 'vitest';
import { must } from '../../../test/must';
import { shoppingLists } from './catalogue-data';
import type { ShoppingListData } from './schemas';
import { bySlug, duplicates, itemsByKind, type AnyItem } from './test-fixtures';

// The shopping lists: one for every kind × budget × where × grow size, and each one enough for
// the grow it is for.

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

// Expected dried harvest in g (README "Shopping lists"): indoor from the legal guide's table for
// the tent and light; under glass about 150 g and outdoors about 250 g per plant.
function expectedHarvest(where: GrowPlace, size: number): number {
  if (where === 'indoor') return size === 1 ? 60 : size === 3 ? 200 : 300;
  return size * (where === 'greenhouse' ? 150 : 250);
}
/**
 * What is cured and kept: the harvest, but at most 50 g per adult at home (§ 3 (2) KCanG; the
 * legal guide says to destroy the rest once dry). Three plants per adult: six plants are two.
 */
function keptHarvest(where: GrowPlace, size: number): number {
  const adults = Math.ceil(size / 3);
  return Math.min(expectedHarvest(where, size), 50 * adults);
}
/** Dried buds per litre of jar, loosely filled to about three quarters (the curing guide: 25–30). */
const GRAMS_PER_LITRE = 25;
/** Jar hygrometers: one for every jar the harvest needs, but no more than this many. */
const JAR_HYGROMETERS_MAX = 10;

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

    it('has jars for the harvest that may be kept, a hygrometer for each and a scale', () => {
      const jars = ofType(tools, 'jar');
      const litres = jars.reduce(
        (sum, line) =>
          sum + line.quantity * (line.item.specs.pieces ?? 1) * (line.item.specs.volumeL ?? 0),
        0,
      );
      const harvest = keptHarvest(where, size);
      expect(litres * GRAMS_PER_LITRE).toBeGreaterThanOrEqual(harvest);
      // And not a cupboard of jars for what must be destroyed: at most one jar more than needed.
      const jarVolume = must(jars[0], 'a jar').item.specs.volumeL ?? 1;
      expect(litres - jarVolume * (jars[0]?.item.specs.pieces ?? 1)).toBeLessThan(
        harvest / GRAMS_PER_LITRE,
      );
      const jarLitres = must(jars[0], 'a jar').item.specs.volumeL ?? 1;
      const jarsNeeded = Math.ceil(harvest / (GRAMS_PER_LITRE * jarLitres));
      const climateMeters = where === 'outdoor' ? 0 : 1;
      expect(count(equipment, 'temp-hygrometer')).toBeGreaterThanOrEqual(
        climateMeters + Math.min(JAR_HYGROMETERS_MAX, jarsNeeded),
      );
      expect(count(tools, 'scale')).toBeGreaterThanOrEqual(1);
    });

    it('locks the plants and the harvest away from children and third parties (§ 10 KCanG)', () => {
      // A lock for the tent or the greenhouse door and a lockable box for the harvest; outdoors
      // also the mesh for a cage round the pots.
      const kinds = new Set(ofType(equipment, 'security').map((line) => line.item.slug));
      expect(kinds.size).toBeGreaterThanOrEqual(where === 'outdoor' ? 3 : 2);
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
