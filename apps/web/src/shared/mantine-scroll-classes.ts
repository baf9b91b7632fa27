import { fullWidthClassName, zeroRightClassName } from 'react-remove-scroll-bar/constants';

/**
 * What Mantine's AppShell header, aside and footer take from `react-remove-scroll`: the class
 * names that keep a fixed bar in place while a dialog hides the page's scroll bar
 * (`RemoveScroll.classNames`). The build resolves their import here
 * (build/mantine-scroll-classes.ts), so the first load carries two strings instead of the whole
 * scroll-locking component (~3 kB gzip), which dialogs still load with their own chunks.
 */
export const RemoveScroll = {
  classNames: { zeroRight: zeroRightClassName, fullWidth: fullWidthClassName },
} as const;
