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
