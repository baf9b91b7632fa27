import { waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { HydrationState, setHydrating, useIsHydrating } from './hydration';

let root: Root | undefined;
afterEach(() => {
  root?.unmount();
  setHydrating(false);
  Reflect.deleteProperty(globalThis, 'IS_REACT_ACT_ENVIRONMENT');
});

describe('useIsHydrating', () => {
  it('turns false after the app’s hydration in a task of its own, not in the commit’s', async () => {
    // Without act(), which would flush every update at once: React schedules as in a browser.
    Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: false });
    const renders: boolean[] = [];
    let afterCommit: boolean[] | undefined;
    function Probe() {
      const hydrating = useIsHydrating();
      renders.push(hydrating);
      useEffect(() => {
        // Whatever React renders at once after the commit is done before these run.
        queueMicrotask(() => queueMicrotask(() => (afterCommit ??= [...renders])));
      }, []);
      return <span>{String(hydrating)}</span>;
    }
    const container = document.createElement('div');
    container.innerHTML = '<span>true</span>';
    setHydrating(true);
    const errors: unknown[] = [];
    root = hydrateRoot(
      container,
      <HydrationState>
        <Probe />
      </HydrationState>,
      { onRecoverableError: (error) => errors.push(error) },
    );
    await waitFor(() => expect(container.textContent).toBe('false'));
    expect(afterCommit).toEqual([true]);
    expect(renders).toEqual([true, false]);
    expect(errors).toEqual([]);
  });
});
