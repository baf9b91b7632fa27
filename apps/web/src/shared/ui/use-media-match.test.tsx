import { renderHook, waitFor } from '@testing-library/react';
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
});
