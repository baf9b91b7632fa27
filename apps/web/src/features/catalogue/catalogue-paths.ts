import type { CatalogueKind } from '@maryjane/contract/catalogue';

/** Where each part of the catalogue is browsed (the route table uses the same addresses). */
export const cataloguePaths: Record<CatalogueKind | 'strains', string> = {
  strains: '/catalogue/strains',
  equipment: '/catalogue/equipment',
  supplies: '/catalogue/supplies',
  tools: '/catalogue/tools',
};
