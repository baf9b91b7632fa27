import { act, renderHook, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setHydrating } from '../hydration';
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
    setHydrating(true);
    const renders: boolean[] = [];
    renderHook(() => renders.push(useMediaMatch('(max-width: 600px)')));
    expect(renders[0]).toBe(false);
    await waitFor(() => expect(renders.at(-1)).toBe(true));
  });

  it('answers false in markup hydrated after the app’s first commit, without a mismatch', async () => {
    phoneScreen();
    // The server, knowing no screen, rendered `false`; the app's own hydration is over.
    const container = document.createElement('div');
    container.innerHTML = '<span>false</span>';
    function Probe() {
      return <span>{String(useMediaMatch('(max-width: 600px)'))}</span>;
    }
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Probe />, { onRecoverableError: (error) => mismatches.push(error) });
    });
    await waitFor(() => expect(container.textContent).toBe('true'));
    expect(mismatches).toEqual([]);
  });
});
