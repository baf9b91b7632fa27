import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import { createAccount } from './accounts';

export interface CycleSetup {
  name: string;
  numberOfPlants: number;
  /** Seeds in the grower's line; the cycle takes one per plant. */
  seeds: number;
  growMedium?: 'soil' | 'coco';
  /** The strain search the seeds come from. */
  strains?: string;
  /** Also a tent, so the environments page shows content. */
  withEnvironment?: boolean;
}

/** A new grower with seeds and one cycle started today, made through the API. */
export async function growerWithACycle(
  request: APIRequestContext,
  label: string,
  setup: CycleSetup,
) {
  const account = await createAccount(request, label);
  const headers = { authorization: `Bearer ${account.token}` };
  const post = async (url: string, data: unknown) => {
    const response = await request.post(url, { headers, data });
    expect(response.ok(), await response.text()).toBe(true);
    return ((await response.json()) as { data: { id: string } }).data;
  };
  const strains = await request.get(`/api/strains?${setup.strains ?? 'q=Northern'}`);
  const strain = ((await strains.json()) as { data: { items: { id: string }[] } }).data.items[0];
  const seeds = await post('/api/inventory/seeds', { itemId: strain?.id, quantity: setup.seeds });
  if (setup.withEnvironment) {
    await post('/api/environments', { name: 'Tent', type: 'tent', location: 'Cellar' });
  }
  const cycle = await post('/api/grow-cycles', {
    name: setup.name,
    seedId: seeds.id,
    growMedium: setup.growMedium ?? 'soil',
    numberOfPlants: setup.numberOfPlants,
    startDate: new Date().toISOString().slice(0, 10),
  });
  return { token: account.token, headers, cycleId: cycle.id };
}
