import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../test/api-mock';
import { findPageHeading, renderApp } from '../../test/render-app';

const page = (operator: unknown) => ({
  locale: 'en',
  title: 'Legal disclosure',
  summary: 'Who runs this site.',
  body: 'The provider is named above.',
  headings: [],
  operator,
});

// Issue 30: the page showed the template ("Your name or company, Example Street 1").
describe('legal disclosure', () => {
  it('says plainly that there is none while the operator has given no details', async () => {
    mockApi({ 'GET /cms/legal-disclosure': () => ok(page(null)) });
    renderApp('/legal-disclosure');
    await findPageHeading('Legal disclosure');
    expect(
      await screen.findByText('This MaryJane has no legal disclosure yet'),
    ).toBeInTheDocument();
    expect(screen.getByText('DATA_DIR/operator.yml')).toBeInTheDocument();
  });

  it("shows the operator's details once given", async () => {
    mockApi({
      'GET /cms/legal-disclosure': () =>
        ok(
          page({
            name: 'Growers Club Leipzig e. V.',
            street: 'Hanfweg 1',
            postalCode: '04109',
            city: 'Leipzig',
            country: 'Germany',
            email: 'vorstand@example.org',
            phone: '',
            representative: '',
            responsibleForContent: '',
            vatId: '',
          }),
        ),
    });
    renderApp('/legal-disclosure');
    const text = (await screen.findByText(/Growers Club Leipzig e\. V\./)).textContent;
    expect(text).toContain('Growers Club Leipzig e. V.');
    expect(text).toContain('04109 Leipzig');
    expect(screen.queryByText('This MaryJane has no legal disclosure yet')).toBeNull();
  });
});
