/**
 * The grower's two choices that name a shopping list (setup wizard steps "budget" and "where";
 * spec §3, §7). A module of their own, without zod: a page that only lists them (the guides'
 * shopping lists) then loads no schema code. ./catalogue.ts exports them too.
 */

export const budgetTiers = ['budget', 'balanced', 'premium'] as const;
export type BudgetTier = (typeof budgetTiers)[number];

/** Where the grower grows (setup wizard step "where"). */
export const growPlaces = ['indoor', 'greenhouse', 'outdoor'] as const;
export type GrowPlace = (typeof growPlaces)[number];
