import type { ProducerData } from './types';

/** Seed breeders of the catalogue strains: seat (ISO 3166-1 alpha-2) and homepage. */
export const producers: ProducerData[] = [
  {
    slug: 'royal-queen-seeds',
    name: 'Royal Queen Seeds',
    country: 'ES',
    website: 'https://www.royalqueenseeds.com/',
  },
  { slug: 'fastbuds', name: 'Fast Buds', country: 'US', website: 'https://2fast4buds.com/' },
  {
    slug: 'dutch-passion',
    name: 'Dutch Passion',
    country: 'NL',
    website: 'https://dutch-passion.com/',
  },
  { slug: 'sensi-seeds', name: 'Sensi Seeds', country: 'NL', website: 'https://sensiseeds.com/' },
  {
    slug: 'serious-seeds',
    name: 'Serious Seeds',
    country: 'NL',
    website: 'https://www.seriousseeds.com/',
  },
  {
    slug: 'barneys-farm',
    name: "Barney's Farm",
    country: 'NL',
    website: 'https://www.barneysfarm.com/',
  },
  { slug: 'sweet-seeds', name: 'Sweet Seeds', country: 'ES', website: 'https://sweetseeds.es/' },
  { slug: 'dinafem', name: 'Dinafem Seeds', country: 'ES', website: 'https://www.dinafem.org/' },
  {
    slug: 'green-house-seed-co',
    name: 'Green House Seed Co.',
    country: 'NL',
    website: 'https://www.greenhouseseeds.nl/',
  },
  {
    slug: 'paradise-seeds',
    name: 'Paradise Seeds',
    country: 'NL',
    website: 'https://www.paradise-seeds.com/',
  },
  {
    slug: 'humboldt-seed-company',
    name: 'Humboldt Seed Company',
    country: 'US',
    website: 'https://humboldtseedcompany.com/',
  },
  {
    slug: 'kannabia',
    name: 'Kannabia Seed Company',
    country: 'ES',
    website: 'https://www.kannabia.com/',
  },
  { slug: 'ace-seeds', name: 'Ace Seeds', country: 'ES', website: 'https://aceseeds.org/' },
];
