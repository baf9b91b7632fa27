import { useMediaMatch } from './use-media-match';

/** Phones (600 px and narrower): cards instead of tables, full-screen dialogs, a progress bar. */
export function usePhone(): boolean {
  return useMediaMatch('(max-width: 600px)');
}
