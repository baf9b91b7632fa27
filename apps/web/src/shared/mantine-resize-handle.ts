/**
 * Stands in for Mantine's AppShellResizeHandle (see build/mantine-no-resize-handle.ts): Mantine
 * renders it only for an AppShell given `resize`, which the app's layout never passes
 * (app/layouts/default-layout.tsx; a test keeps it so).
 */
export function AppShellResizeHandle(): null {
  return null;
}
