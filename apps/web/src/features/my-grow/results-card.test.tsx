import { storageKeys } from '@maryjane/contract/constants';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../test/api-mock';
import { findPageHeading, renderApp } from '../../test/render-app';
import { aCycle, aCycleResults } from './test-data';

beforeAll(async () => {
  await import('./grow-cycle-detail-page');
});

beforeEach(() => {
  localStorage.setItem(storageKeys.authToken, 'token-abc');
});

function cyclePage(
  cycle: ReturnType<typeof aCycle>,
  results = aCycleResults({ cycleId: cycle.id }),
) {
  const api = mockApi({
    [`GET /grow-cycles/${cycle.id}`]: () => ok(cycle),
    [`GET /grow-cycles/${cycle.id}/results`]: () => ok(results),
    'GET /plants': () => ok([]),
    [`GET /grow-cycles/${cycle.id}/journal`]: () => ok([]),
    [`GET /grow-cycles/${cycle.id}/feeding-plan`]: () => ok({ rows: [] }),
  });
  renderApp(`/my/grow-cycles/${cycle.id}`);
  return api;
}

describe('results on the cycle page', { timeout: 20_000 }, () => {
  it('sums up a harvested cycle and leads to its report and the comparison', async () => {
    const cycle = aCycle({ name: 'Attic grow', phase: 'complete' });
    cyclePage(cycle);
    await findPageHeading('Attic grow');
    const card = within(await screen.findByRole('region', { name: 'Results' }));
    const values = card.getAllByRole('definition').map((dd) => dd.textContent);
    expect(values).toEqual(['398 g', '199 g', '276.4 g/m²', '1.66 g/W', '€0.59', '€234.85']);
    expect(card.getByRole('link', { name: 'Open grow report' })).toHaveAttribute(
      'href',
      `/my/grow-cycles/${cycle.id}/report`,
    );
    expect(card.getByRole('link', { name: 'Compare with other grows' })).toHaveAttribute(
      'href',
      `/my/grow-cycles/compare?ids=${cycle.id}`,
    );
  });

  it('shows nothing for a flowering cycle before a plant is weighed', async () => {
    const cycle = aCycle({ name: 'Auto grow', phase: 'flowering' });
    const unweighed = aCycleResults({
      cycleId: cycle.id,
      yield: { wetG: 400, trimG: null, dryG: null, curedG: null, finalG: null },
    });
    const api = cyclePage(cycle, unweighed);
    await findPageHeading('Auto grow');
    await waitFor(() =>
      expect(api.callsTo(`GET /grow-cycles/${cycle.id}/results`)).toHaveLength(1),
    );
    expect(screen.queryByRole('region', { name: 'Results' })).toBeNull();
  });

  it('asks for no results while the plants still grow', async () => {
    const cycle = aCycle({ name: 'Young grow', phase: 'vegetative' });
    const api = cyclePage(cycle);
    await findPageHeading('Young grow');
    await screen.findByRole('region', { name: 'Phases' });
    expect(api.callsTo(`GET /grow-cycles/${cycle.id}/results`)).toHaveLength(0);
    expect(screen.queryByRole('region', { name: 'Results' })).toBeNull();
  });
});
