import { act, renderHook, waitFor } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HydrationState, setHydrating } from '../hydration';
import { useMediaMatch } from './use-media-match';

function phoneScreen() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches: query === '(max-width: 600px)',
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

afterEach(() => setHydrating(false));

describe('useMediaMatch', () => {
  it('answers from the first render on', () => {
    phoneScreen();
    const renders: boolean[] = [];
    renderHook(() => renders.push(useMediaMatch('(max-width: 600px)')));
    expect(renders[0]).toBe(true);
  });

  it('answers false while server markup hydrates, like the server, then the truth', async () => {
    phoneScreen();
    // As main.tsx starts hydration: HydrationState around the app holds "hydrating".
    setHydrating(true);
    const renders: boolean[] = [];
    renderHook(() => renders.push(useMediaMatch('(max-width: 600px)')), {
      wrapper: HydrationState,
    });
    expect(renders[0]).toBe(false);
    await waitFor(() => expect(renders.at(-1)).toBe(true));
  });

  it('answers false in a part hydrated after the app’s first commit, without a mismatch', async () => {
    phoneScreen();
    function Probe() {
      return <span>{String(useMediaMatch('(max-width: 600px)'))}</span>;
    }
    // The server, knowing no screen, rendered `false` inside a lazy part's boundary (React's
    // markers of a boundary that did not wait).
    const server = '<!--$--><span>false</span><!--/$-->';
    const container = document.createElement('div');
    container.innerHTML = server;
    // The part's code arrives only after the app's first commit.
    let arrive: (module: { default: typeof Probe }) => void = () => undefined;
    const LatePart = lazy(
      () => new Promise<{ default: typeof Probe }>((resolve) => (arrive = resolve)),
    );
    const mismatches: unknown[] = [];
    setHydrating(true);
    await act(async () => {
      hydrateRoot(
        container,
        <HydrationState>
          <Suspense fallback={null}>
            <LatePart />
          </Suspense>
        </HydrationState>,
        { onRecoverableError: (error) => mismatches.push(error) },
      );
    });
    setHydrating(false);
    expect(container.textContent).toBe('false');
    await act(async () => arrive({ default: Probe }));
    await waitFor(() => expect(container.textContent).toBe('true'));
    expect(mismatches).toEqual([]);
  });
});
