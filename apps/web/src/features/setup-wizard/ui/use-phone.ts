import { useMediaQuery } from '@mantine/hooks';

/** Phones (600 px and narrower) get a progress bar instead of the full stepper. */
export function usePhone(): boolean {
  return useMediaQuery('(max-width: 600px)') ?? false;
}
