import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../i18n';
import { MarkdownBody } from './markdown-body';

function renderMarkdown(body: string, headings = [] as { line: number; slug: string }[]) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <MarkdownBody
            body={body}
            headings={headings.map((heading) => ({ ...heading, depth: 2 as const, text: '' }))}
          />
        ),
      },
    ],
    { initialEntries: ['/guides/growing/nutrients/x'] },
  );
  const view = render(
    <MantineProvider env="test">
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return { ...view, router };
}

describe('MarkdownBody', () => {
  it('drops raw HTML: a script in the content is neither rendered nor run', () => {
    const ran = { value: false };
    Object.assign(window, { markdownScriptRan: ran });
    const { container } = renderMarkdown(
      'Before\n\n<script>window.markdownScriptRan.value = true</script>\n\n<img src=x onerror="window.markdownScriptRan.value = true">\n\nAfter',
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.innerHTML).not.toContain('onerror');
    expect(ran.value).toBe(false);
    expect(screen.getByText('Before')).toBeInTheDocument();
    expect(screen.getByText('After')).toBeInTheDocument();
  });

  it('removes javascript: links but keeps their text', () => {
    renderMarkdown('[click me](javascript:alert(1))');
    const text = screen.getByText('click me');
    expect(text.closest('a')?.getAttribute('href') ?? '').not.toMatch(/javascript/i);
  });

  it('keeps site links in the app and marks outside links as opening a new tab', async () => {
    await changeLanguage('de');
    renderMarkdown(
      'See [drying](/guides/harvesting/drying) and [the law](https://example.org/kcang).',
    );
    const inside = screen.getByRole('link', { name: 'drying' });
    expect(inside).toHaveAttribute('href', '/guides/harvesting/drying');
    expect(inside).not.toHaveAttribute('target');
    const outside = screen.getByRole('link', { name: /^the law ?\(öffnet in einem neuen Tab\)$/ });
    expect(outside).toHaveAttribute('target', '_blank');
    expect(outside).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('gives headings the anchors the server computed, matched by line', () => {
    renderMarkdown('Intro\n\n## Water first\n\nText', [{ line: 3, slug: 'water-first' }]);
    const heading = screen.getByRole('heading', { level: 2, name: /Water first/ });
    expect(heading).toHaveAttribute('id', 'water-first');
  });
});
