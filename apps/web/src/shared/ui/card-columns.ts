/** One card per row on phones, two on tablets, three on wide screens. */
export const CARD_COLUMNS = { base: 1, sm: 2, lg: 3 } as const;
