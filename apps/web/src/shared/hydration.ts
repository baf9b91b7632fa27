import { createContext, useContext, useSyncExternalStore } from 'react';

let hydrating = false;

/** main.tsx: the app is hydrating the server's markup, from before `hydrateRoot` to its commit. */
export function setHydrating(value: boolean): void {
  hydrating = value;
}

/**
 * While the app hydrates, components must render what the server rendered, which knew neither
 * the screen nor the browser's storage; what differs follows after the first commit.
 */
export function isHydrating(): boolean {
  return hydrating;
}

/** True around a tree rendered on the server (./app/render-page.tsx provides it). */
export const ServerRenderingContext = createContext(false);

const noSubscription = () => () => {};

/**
 * Whether this render of the calling component hydrates the server's markup. Unlike
 * isHydrating(), it also holds for a part React hydrates after the first commit (a Suspense
 * boundary it got to later). The caller renders once more after hydration.
 */
export function useIsHydrating(): boolean {
  const onServer = useContext(ServerRenderingContext);
  // React reads the server's snapshot while hydrating, and the browser's in any other render.
  const hydratingHere = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  return hydratingHere && !onServer;
}
