import { useMediaMatch } from '../../../shared/ui/use-media-match';

/** Phones (600 px and narrower) get cards instead of a table and full-screen dialogs. */
export function usePhone(): boolean {
  return useMediaMatch('(max-width: 600px)');
}
