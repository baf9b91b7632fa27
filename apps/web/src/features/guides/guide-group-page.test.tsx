import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../test/api-mock';
import { sampleSummary } from '../../test/content';
import { findPageHeading, renderApp } from '../../test/render-app';

// Issue 30: /guides/harvesting/post-processing was a 404 though its collections lie under it.
describe('the post-processing guides', () => {
  it('have a page of their own listing their collections and guides', async () => {
    const brownies = sampleSummary({ collection: 'edibles', id: 'brownies', title: 'Brownies' });
    mockApi({ 'GET /cms/guides': () => ok([brownies]) });
    renderApp('/guides/harvesting/post-processing');
    await findPageHeading('Post-processing');
    const main = within(screen.getByRole('main'));
    const edibles = main.getByRole('link', { name: 'Edibles' });
    expect(edibles).toHaveAttribute('href', '/guides/harvesting/post-processing/edibles');
    const card = within(edibles.closest('li') as HTMLElement);
    expect(await card.findByRole('link', { name: 'Brownies' })).toBeInTheDocument();
  });
});
