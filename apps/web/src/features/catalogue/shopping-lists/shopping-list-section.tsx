import { Alert, Paper, Skeleton, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { CatalogueKind, ShoppingList } from '@maryjane/contract/catalogue';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ExternalLink } from '../ui/external-link';
import { QueryState } from '../../../shared/ui/query-state';
import { useFormatters } from '../../../shared/ui/use-formatters';

interface ShoppingListSectionProps {
  kind: CatalogueKind;
  result: UseQueryResult<ShoppingList>;
}

/** One list (equipment, supplies or tools): quantities, line totals and the list's total. */
export function ShoppingListSection({ kind, result }: ShoppingListSectionProps) {
  const { t } = useTranslation('catalogue');
  const format = useFormatters();
  const headingId = useId();
  const list = result.data;

  const table = (shown: ShoppingList) => (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="xs" style={{ opacity: result.isPlaceholderData ? 0.6 : 1 }}>
        <VisuallyHidden component="caption">{t(`sections.${kind}`)}</VisuallyHidden>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('shoppingLists.columns.item')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('shoppingLists.columns.quantity')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('typicalPrice')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('shoppingLists.columns.lineTotal')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shown.items.map(({ item, quantity, lineTotal }) => (
            <Table.Tr key={item.id}>
              <Table.Th scope="row" fw={400}>
                <Stack gap={0}>
                  <Text size="sm" fw={600}>
                    {item.brand ? `${item.brand} ${item.name}` : item.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t(`types.${item.type}`)}
                    {item.retailer && ` · ${item.retailer.name}`}
                  </Text>
                  <ExternalLink href={item.link} context={item.name} size="xs">
                    {t('items.productLinkShort')}
                  </ExternalLink>
                </Stack>
              </Table.Th>
              <Table.Td ta="right">{quantity}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {item.price === null ? '' : format.price(item.price)}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {format.price(lineTotal)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th scope="row" colSpan={3}>
              {t('shoppingLists.listTotal')}
            </Table.Th>
            <Table.Td ta="right" fw={700} style={{ whiteSpace: 'nowrap' }}>
              {format.price(shown.total)}
            </Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={headingId}>
          {t(`sections.${kind}`)}
        </Title>
        {list && list.listSize !== list.numberOfPlants && (
          <Alert variant="light" color="blue" p="xs">
            {t('shoppingLists.listSize', { count: list.listSize, asked: list.numberOfPlants })}
          </Alert>
        )}
        <QueryState
          query={result}
          loading={
            <Stack gap="xs" role="status" aria-label={t('loading')}>
              {Array.from({ length: 4 }, (_, index) => (
                <Skeleton key={index} height={28} />
              ))}
            </Stack>
          }
          isEmpty={(shown) => shown.items.length === 0}
          empty={<Text c="dimmed">{t('shoppingLists.nothingNeeded')}</Text>}
        >
          {table}
        </QueryState>
      </Stack>
    </Paper>
  );
}
