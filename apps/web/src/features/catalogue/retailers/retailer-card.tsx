import { Badge, Group, Text } from '@mantine/core';
import type { Retailer } from '@maryjane/contract/catalogue';
import { useTranslation } from 'react-i18next';
import { ExternalLink } from '../ui/external-link';
import { countryName, flagOf } from './country';
import { ItemCard } from '../../../shared/ui/item-card';

/** A shop: where it is, what it sells, a few words about it and its site. */
export function RetailerCard({ retailer }: { retailer: Retailer }) {
  const { t, i18n } = useTranslation('catalogue');
  const description = i18n.language === 'de' ? retailer.description.de : retailer.description.en;
  return (
    <ItemCard
      title={retailer.name}
      headingOrder={2}
      subtitle={
        <>
          <span aria-hidden>{flagOf(retailer.country)} </span>
          {countryName(retailer.country, i18n.language)}
        </>
      }
      gap="xs"
    >
      <Group gap={6} role="list" aria-label={t('retailers.sells')}>
        {retailer.sells.map((kind) => (
          <Badge key={kind} role="listitem" variant="light" tt="none">
            {t(`sells.${kind}`)}
          </Badge>
        ))}
      </Group>
      <Text size="sm">{description}</Text>
      <ExternalLink href={retailer.url} context={retailer.name} mt="auto">
        {t('retailers.visit')}
      </ExternalLink>
    </ItemCard>
  );
}
