import { SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';
import { CARD_COLUMNS } from './card-columns';
import classes from './card-grid.module.css';

/** A grid of cards: one per row on phones, two on tablets, three on wide screens. */
export function CardGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={CARD_COLUMNS} className={classes.grid}>
      {children}
    </SimpleGrid>
  );
}
