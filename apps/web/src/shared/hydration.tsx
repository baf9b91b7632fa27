import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';

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

const HydratingContext = createContext(false);

/**
 * Around the app in the browser (app/app-root.tsx): tells the tree that it hydrates the server's
 * markup, until the first commit. The change then renders as a transition, which React renders
 * in slices between frames. useIsHydrating alone re-rendered at once, and every component that
 * had asked re-rendered with its children in one task (~290 ms of a phone's main thread on the
 * dashboard, right after its hydration).
 */
export function HydrationState({ children }: { children: ReactNode }) {
  const [value, setValue] = useState(isHydrating);
  useEffect(() => {
    if (value) startTransition(() => setValue(false));
  }, [value]);
  return <HydratingContext value={value}>{children}</HydratingContext>;
}

const noSubscription = () => () => {};

/**
 * Whether this render of the calling component hydrates the server's markup. Unlike
 * isHydrating(), it also holds for a part React hydrates after the first commit (a Suspense
 * boundary it got to later). The caller renders once more after hydration: as part of the
 * app's transition (HydrationState), or at once for a part hydrated later.
 */
export function useIsHydrating(): boolean {
  const onServer = useContext(ServerRenderingContext);
  const appHydrating = useContext(HydratingContext);
  // React reads the server's snapshot while hydrating and the browser's in any other render;
  // after hydrating it compares the two, and re-renders at once where they differ. The
  // browser's is the app's state: equal until the app's transition.
  const hydratingHere = useSyncExternalStore(
    noSubscription,
    () => appHydrating,
    () => true,
  );
  return hydratingHere && !onServer;
}
