import { Badge, Text } from '@mantine/core';
import type { BudgetTier, CatalogueItem } from '@maryjane/contract/catalogue';
import { useTranslation } from 'react-i18next';
import { ExternalLink } from '../ui/external-link';

// Dark shades, filled: white text on them passes WCAG AA in both colour schemes.
const budgetColor = { budget: 'teal.9', balanced: 'blue.9', premium: 'violet.9' } as const;

export function BudgetBadge({ budget }: { budget: BudgetTier | null }) {
  const { t } = useTranslation('catalogue');
  if (!budget) return null;
  return <Badge color={budgetColor[budget]}>{t(`budgets.${budget}`)}</Badge>;
}

/** The shop that usually sells the item, linked when the catalogue knows its site. */
export function RetailerName({ retailer }: { retailer: CatalogueItem['retailer'] }) {
  if (!retailer) return null;
  return retailer.url ? (
    <ExternalLink href={retailer.url}>{retailer.name}</ExternalLink>
  ) : (
    <Text size="sm" span>
      {retailer.name}
    </Text>
  );
}
