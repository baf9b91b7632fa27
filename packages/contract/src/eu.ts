/**
 * The member states of the European Union (ISO 3166-1 alpha-2), for the rule of § 4 (1) KCanG:
 * seeds for growing at home may be brought in from EU member states only, so a seed bank or
 * breeder seated elsewhere is one a German grower cannot order from.
 */
export const EU_MEMBER_STATES = [
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
] as const;

export function isEuMemberState(country: string | null): boolean {
  return (
    country !== null && (EU_MEMBER_STATES as readonly string[]).includes(country.toUpperCase())
  );
}
