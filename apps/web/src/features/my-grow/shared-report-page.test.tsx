import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { fail, mockApi, ok } from '../../test/api-mock';
import { findPageHeading, renderApp } from '../../test/render-app';
import { aGrowReport } from './test-data';

beforeAll(async () => {
  await import('./shared-report-page');
});

const token = 'Zk3q9VbT2mXc8LrN5pWy7Ha4';
const robots = () => document.head.querySelector('meta[name="robots"]');

describe('shared grow report', { timeout: 20_000 }, () => {
  it('shows the report to a visitor with the link', async () => {
    const api = mockApi({
      [`GET /shared/${token}`]: () => ok(aGrowReport({ sharedBy: 'Mary' })),
    });
    const { unmount } = renderApp(`/shared/${token}`);
    await findPageHeading('Attic grow');
    expect(screen.getByText('Shared grow report')).toBeVisible();
    expect(screen.getByText('by Mary')).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Shared grow report: Attic grow · MaryJane'));
    expect(screen.getByRole('region', { name: 'Key figures' })).toHaveTextContent('398 g');
    expect(api.callsTo(`GET /shared/${token}`)[0]?.headers.get('Authorization')).toBeNull();
    // A reader is no grower of it: no way into an inventory that is not theirs.
    expect(screen.getByText(/Exhaust fan: No watts known/)).toBeVisible();
    expect(screen.queryByRole('link', { name: /in your inventory/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Plan your own grow' })).toHaveAttribute('href', '/');
    expect(robots()).toHaveAttribute('content', 'noindex');
    unmount();
    expect(robots()).toBeNull();
  });

  it('says nothing of a grower who chose to stay unnamed', async () => {
    mockApi({ [`GET /shared/${token}`]: () => ok(aGrowReport()) });
    renderApp(`/shared/${token}`);
    await findPageHeading('Attic grow');
    expect(screen.queryByText(/^by /)).toBeNull();
  });

  it('says the link has expired or was revoked when the API knows it no more', async () => {
    const api = mockApi({
      [`GET /shared/${token}`]: () => fail(404, 'not_found', 'Not found'),
    });
    renderApp(`/shared/${token}`);
    await findPageHeading('This link has expired or was revoked');
    await waitFor(() =>
      expect(document.title).toBe('This link has expired or was revoked · MaryJane'),
    );
    expect(screen.getByRole('link', { name: 'Go to MaryJane' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(api.callsTo(`GET /shared/${token}`)).toHaveLength(1));
    expect(robots()).toHaveAttribute('content', 'noindex');
  });
});
