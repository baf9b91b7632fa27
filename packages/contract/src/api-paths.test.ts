import { describe, expect, it } from 'vitest';
import { apiPath, apiPaths, catalogueApiPaths, customInventoryPath } from './api-paths';

describe('apiPath', () => {
  it('fills in and encodes every parameter', () => {
    expect(apiPath(apiPaths.inventoryLine, { kind: 'seeds', id: 'a/b c' })).toBe(
      '/inventory/seeds/a%2Fb%20c',
    );
    expect(apiPath(apiPaths.growCyclePhase, { id: '42' })).toBe('/grow-cycles/42/phase');
  });

  it('leaves a path without parameters as it is', () => {
    expect(apiPath(apiPaths.legalCheck)).toBe('/legal-check');
  });

  it('refuses a missing parameter instead of calling a wrong address', () => {
    // @ts-expect-error: the type asks for the id too
    expect(() => apiPath(apiPaths.plant, {})).toThrow('needs id');
  });
});

describe('per-kind paths', () => {
  it("build the catalogue's and the inventory's paths of a kind", () => {
    expect(catalogueApiPaths('supply').shoppingLists).toBe('/supply-shopping-lists');
    expect(customInventoryPath('seeds')).toBe('/inventory/seeds/custom');
  });
});
