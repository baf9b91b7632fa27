import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { CatalogueItem } from '@maryjane/contract/catalogue';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ExternalLink } from '../ui/external-link';
import { useFormatters } from '../../../shared/ui/use-formatters';
import { formatSpecs } from './format-specs';
import { BudgetBadge, RetailerName } from './item-parts';

/** An item on a phone: name, brand, type, specs, budget tier, typical price and where to buy. */
export function ItemCard({ item }: { item: CatalogueItem }) {
  const { t } = useTranslation('catalogue');
  const format = useFormatters();
  const headingId = useId();
  const specs = formatSpecs(item.specs, t, format.number);
  return (
    <Card withBorder padding="md" component="article" aria-labelledby={headingId} h="100%">
      <Stack gap="xs" h="100%">
        <div>
          {item.brand && (
            <Text size="sm" c="dimmed">
              {item.brand}
            </Text>
          )}
          <Title order={3} size="h4" id={headingId}>
            {item.name}
          </Title>
        </div>
        <Group gap={6}>
          <Badge variant="outline">{t(`types.${item.type}`)}</Badge>
          <BudgetBadge budget={item.budget} />
          {item.custom && (
            <Badge variant="dot" color="orange">
              {t('yours')}
            </Badge>
          )}
        </Group>
        {specs.length > 0 && <Text size="sm">{specs.join(' · ')}</Text>}
        {item.price !== null && (
          <Text size="sm">
            {t('typicalPrice')}:{' '}
            <Text span fw={600}>
              {format.price(item.price)}
            </Text>
          </Text>
        )}
        {item.retailer && (
          <Text size="sm">
            {t('items.soldBy')} <RetailerName retailer={item.retailer} />
          </Text>
        )}
        <ExternalLink href={item.link} context={item.name} mt="auto">
          {t('items.productLink')}
        </ExternalLink>
      </Stack>
    </Card>
  );
}
