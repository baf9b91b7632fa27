import { useMediaQuery } from '@mantine/hooks';

/** Phones (600 px and narrower) get cards instead of a table and full-screen dialogs. */
export function usePhone(): boolean {
  return useMediaQuery('(max-width: 600px)') ?? false;
}
