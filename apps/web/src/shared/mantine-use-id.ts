import { useId as useReactId } from 'react';

/**
 * Stands in for `@mantine/hooks`' `useId` (vite.config.ts swaps it in). Mantine's starts with
 * React's id, then replaces it with a random one in a layout effect: every Tooltip, Menu, Popover
 * and input rendered again, synchronously, right after the page mounts or hydrates (170 ms on the
 * landing page of a mid-range phone). React's id is already unique within the app's one root and
 * the same on the server and in the browser, so it is kept.
 */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/[^\w-]/g, '')}`;
}
