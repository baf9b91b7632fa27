import {
  budgetTiers,
  catalogueKinds,
  cataloguePrefixes,
  growPlaces,
  shoppingListSizes,
  type ShoppingList,
} from '@maryjane/contract/catalogue';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { getData } from '../../test/client';
import { must } from '../../test/must';
import { visitorFieldErrors } from './test-fixtures';

// The shopping lists served for every kind, budget, place and grow size.

const t = useTestApp({ seed: true });

const get = <T>(url: string, token?: string) => getData<T>(t, url, token);
const fieldErrors = visitorFieldErrors(t);

describe('shopping lists', () => {
  it('answers the grow sizes the lists exist for', async () => {
    expect(await get<number[]>('/api/equipment-items/number-of-plants')).toEqual([
      ...shoppingListSizes,
    ]);
  });

  it('answers every budget × where × size with priced lines that add up', async () => {
    for (const kind of catalogueKinds) {
      for (const budget of budgetTiers) {
        for (const where of growPlaces) {
          for (const size of shoppingListSizes) {
            const url = `/api/${cataloguePrefixes[kind]}-shopping-lists?budget=${budget}&where=${where}&numberOfPlants=${size}`;
            const list = await get<ShoppingList>(url);
            expect(list).toMatchObject({
              kind,
              budget,
              where,
              numberOfPlants: size,
              listSize: size,
            });
            expect(list.items.length, url).toBeGreaterThan(0);
            for (const line of list.items) {
              expect(line.item.kind).toBe(kind);
              expect(line.lineTotal).toBeCloseTo(must(line.item.price) * line.quantity, 2);
            }
            const sum = list.items.reduce((total, line) => total + line.lineTotal, 0);
            expect(list.total).toBeCloseTo(sum, 2);
          }
        }
      }
    }
  });

  it('gives a grow between sizes the next list up', async () => {
    const list = await get<ShoppingList>(
      '/api/equipment-shopping-lists?budget=balanced&where=indoor&numberOfPlants=2',
    );
    expect(list).toMatchObject({ numberOfPlants: 2, listSize: 3 });
  });

  it.each([
    ['budget=cheap&where=indoor', 'budget', 'invalid'],
    ['budget=budget&where=balcony', 'where', 'invalid'],
    ['budget=budget', 'where', 'invalid'],
    ['budget=budget&where=indoor&numberOfPlants=0', 'numberOfPlants', 'positiveNumber'],
    ['budget=budget&where=indoor&numberOfPlants=many', 'numberOfPlants', 'integer'],
    ['budget=budget&where=indoor&numberOfPlants=7', 'numberOfPlants', 'outOfRange'],
  ])('refuses %s', async (query, field, code) => {
    const errors = await fieldErrors(`/api/supply-shopping-lists?${query}`);
    expect(errors).toContainEqual(expect.objectContaining({ field, code }));
  });
});
