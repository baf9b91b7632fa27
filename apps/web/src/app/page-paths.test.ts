import { inventoryKinds } from '@maryjane/contract/inventory';
import { catalogueKinds } from '@maryjane/contract/catalogue';
import { pagePath, pagePaths } from '@maryjane/contract/page-paths';
import { describe, expect, it } from 'vitest';
import { appRoutes } from './routes';

const routed = new Set(appRoutes.map((route) => route.path));

describe("the contract's page paths", () => {
  it('each name a page of the route table', () => {
    const { inventory, catalogue, ...fixed } = pagePaths;
    expect(Object.values(fixed).filter((path) => !routed.has(path))).toEqual([]);
    for (const kind of inventoryKinds) expect(routed).toContain(pagePath(inventory, { kind }));
    for (const kind of catalogueKinds) expect(routed).toContain(pagePath(catalogue, { kind }));
  });
});
