import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FilterPanel } from './filter-panel';
import type { UrlFilters } from './use-url-filters';

const filters = { filtered: false, reset: () => undefined } as unknown as UrlFilters;

const panel = (
  <MantineProvider>
    <FilterPanel filters={filters}>
      <label>
        Brand <input />
      </label>
    </FilterPanel>
  </MantineProvider>
);

describe('FilterPanel', () => {
  it('sends the phone fold in the server markup, so hydration moves nothing', () => {
    const html = renderToString(panel);
    // The toggle and the folded panel are there whatever the screen; CSS shows or hides them.
    expect(html).toMatch(/<button[^>]*mantine-hidden-from-sm[^>]*aria-expanded="false"/);
    expect(html).toMatch(/data-open="false"/);
  });

  it('unfolds the filters when the toggle is pressed', () => {
    render(panel);
    const toggle = screen.getByRole('button', { expanded: false });
    const panelId = toggle.getAttribute('aria-controls') ?? '';
    expect(document.getElementById(panelId)?.dataset.open).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(panelId)?.dataset.open).toBe('true');
  });
});
