import { Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { CatalogueItem } from '@maryjane/contract/catalogue';
import { useTranslation } from 'react-i18next';
import { ExternalLink } from '../ui/external-link';
import { useFormatters } from '../../../shared/ui/use-formatters';
import { formatSpecs } from './format-specs';
import { BudgetBadge, RetailerName } from './item-parts';

/** Items side by side on a wide screen, one row each. */
export function ItemTable({ items, caption }: { items: CatalogueItem[]; caption: string }) {
  const { t } = useTranslation('catalogue');
  const format = useFormatters();
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <VisuallyHidden component="caption">{caption}</VisuallyHidden>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('items.columns.name')}</Table.Th>
            <Table.Th scope="col">{t('items.columns.type')}</Table.Th>
            <Table.Th scope="col">{t('items.columns.specs')}</Table.Th>
            <Table.Th scope="col">{t('items.columns.budget')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('typicalPrice')}
            </Table.Th>
            <Table.Th scope="col">{t('items.columns.retailer')}</Table.Th>
            <Table.Th scope="col">{t('items.columns.link')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Th scope="row" fw={400}>
                <Stack gap={0}>
                  <Text size="sm" fw={600}>
                    {item.name}
                  </Text>
                  {item.brand && (
                    <Text size="xs" c="dimmed">
                      {item.brand}
                    </Text>
                  )}
                </Stack>
              </Table.Th>
              <Table.Td>
                <Text size="sm">{t(`types.${item.type}`)}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{formatSpecs(item.specs, t, format.number).join(' · ')}</Text>
              </Table.Td>
              <Table.Td>
                <BudgetBadge budget={item.budget} />
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {item.price === null ? '' : format.price(item.price)}
              </Table.Td>
              <Table.Td>
                <RetailerName retailer={item.retailer} />
              </Table.Td>
              <Table.Td>
                <ExternalLink href={item.link} context={item.name}>
                  {t('items.productLinkShort')}
                </ExternalLink>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
