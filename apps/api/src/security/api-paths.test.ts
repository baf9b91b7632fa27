import { apiPaths, catalogueApiPaths, customInventoryPath } from '@maryjane/contract/api-paths';
import { catalogueKinds, cataloguePrefixes } from '@maryjane/contract/catalogue';
import { inventoryKinds } from '@maryjane/contract/inventory';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app';
import { routeTable } from '../test/route-table';

const t = useTestApp();

/** The contract's paths in the OpenAPI form the route table uses: `/api/plants/{id}`. */
const contractPaths = [
  ...Object.values(apiPaths),
  ...catalogueKinds.flatMap((kind) => Object.values(catalogueApiPaths(cataloguePrefixes[kind]))),
  ...inventoryKinds.map(customInventoryPath),
].map((path) => `/api${path.replace(/:(\w+)/g, '{$1}')}`);

describe('the API paths of the contract', () => {
  it('are exactly the paths the server registers under /api', () => {
    const served = new Set(
      routeTable(t)
        .map((operation) => operation.path)
        .filter((path) => path.startsWith('/api/')),
    );
    expect([...new Set(contractPaths)].sort()).toEqual([...served].sort());
  });
});
