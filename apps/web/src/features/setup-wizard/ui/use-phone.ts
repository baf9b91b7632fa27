import { useMediaMatch } from '../../../shared/ui/use-media-match';

/** Phones (600 px and narrower) get a progress bar instead of the full stepper. */
export function usePhone(): boolean {
  return useMediaMatch('(max-width: 600px)');
}
