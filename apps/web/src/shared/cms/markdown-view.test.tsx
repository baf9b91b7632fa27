import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import {
  createMemoryRouter,
  createStaticHandler,
  createStaticRouter,
  RouterProvider,
  StaticRouterProvider,
} from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ServerRenderingContext } from '../hydration';
import { MarkdownView } from './markdown-view';
import * as markdownBody from './markdown-body';

// Counts the renders of the body's renderer (the Markdown parser).
vi.mock('./markdown-body', async (importOriginal) => {
  const original = await importOriginal<typeof markdownBody>();
  return { ...original, MarkdownBody: vi.fn(original.MarkdownBody) };
});
const bodyRenders = () => vi.mocked(markdownBody.MarkdownBody).mock.calls.length;

const body = 'Intro with [drying](/guides/harvesting/drying).\n\n## Water first\n\nText';
const routes = (element: ReactNode) => [
  { path: '/guides/x', element },
  { path: '/guides/harvesting/drying', element: <p>Drying page</p> },
];
const providers = (children: ReactNode) => <MantineProvider env="test">{children}</MantineProvider>;

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.replaceChildren();
});

describe('MarkdownView', () => {
  it('renders a text in the browser once its renderer has loaded', async () => {
    const router = createMemoryRouter(routes(<MarkdownView body={body} />), {
      initialEntries: ['/guides/x'],
    });
    render(providers(<RouterProvider router={router} />));
    expect(
      await screen.findByRole('heading', { level: 2, name: /Water first/ }),
    ).toBeInTheDocument();
  });

  it("keeps the server's markup when hydrating, and its site links open in the app", async () => {
    // The server's markup, rendered with the body's renderer.
    const handler = createStaticHandler(routes(<MarkdownView body={body} />));
    const context = await handler.query(new Request('http://localhost/guides/x'));
    if (context instanceof Response) throw new Error('unexpected redirect');
    // A first render loads the lazy body; the second is complete.
    const serverHtml = () =>
      renderToString(
        <ServerRenderingContext value>
          {providers(
            <StaticRouterProvider
              router={createStaticRouter(handler.dataRoutes, context)}
              context={context}
              hydrate={false}
            />,
          )}
        </ServerRenderingContext>,
      );
    serverHtml();
    await act(async () => {
      await import('./markdown-body');
    });
    expect(bodyRenders()).toBeGreaterThan(0);
    const container = document.createElement('div');
    container.innerHTML = serverHtml();
    document.body.append(container);
    const heading = container.querySelector('h2');
    expect(heading?.textContent).toContain('Water first');

    const router = createMemoryRouter(routes(<MarkdownView body={body} />), {
      initialEntries: ['/guides/x'],
    });
    const errors: unknown[] = [];
    vi.mocked(markdownBody.MarkdownBody).mockClear();
    await act(async () => {
      root = hydrateRoot(container, providers(<RouterProvider router={router} />), {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    expect(errors).toEqual([]);
    expect(container.querySelector('h2')).toBe(heading);
    expect(bodyRenders()).toBe(0);

    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'drying' }));
    });
    expect(router.state.location.pathname).toBe('/guides/harvesting/drying');
    expect(screen.getByText('Drying page')).toBeInTheDocument();
  });
});
