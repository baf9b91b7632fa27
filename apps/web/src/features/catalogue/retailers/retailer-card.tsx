import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { Retailer } from '@maryjane/contract/catalogue';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ExternalLink } from '../ui/external-link';
import { countryName, flagOf } from './country';

/** A shop: where it is, what it sells, a few words about it and its site. */
export function RetailerCard({ retailer }: { retailer: Retailer }) {
  const { t, i18n } = useTranslation('catalogue');
  const headingId = useId();
  const description = i18n.language === 'de' ? retailer.description.de : retailer.description.en;
  return (
    <Card withBorder padding="md" component="article" aria-labelledby={headingId} h="100%">
      <Stack gap="xs" h="100%">
        <div>
          <Title order={2} size="h4" id={headingId}>
            {retailer.name}
          </Title>
          <Text size="sm" c="dimmed">
            <span aria-hidden>{flagOf(retailer.country)} </span>
            {countryName(retailer.country, i18n.language)}
          </Text>
        </div>
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
      </Stack>
    </Card>
  );
}
