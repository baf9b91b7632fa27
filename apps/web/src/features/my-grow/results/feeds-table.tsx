import { Table, Text } from '@mantine/core';
import type { ReportFeed } from '@maryjane/contract/results';
import { useTranslation } from 'react-i18next';
import { Section } from '../../../shared/ui/section';
import { useDayFormat } from '../ui/use-day-format';
import { useResultFormat } from './format';

/** Every feed of the cycle, oldest first: what went in, how much, at what pH and EC. */
export function FeedsTable({ feeds }: { feeds: ReportFeed[] }) {
  const { t } = useTranslation('results');
  const format = useResultFormat();
  const { day } = useDayFormat();
  const or = (value: number | null, show: (value: number) => string) =>
    value === null ? '–' : show(value);
  return (
    <Section title={t('feeds.title')}>
      {feeds.length === 0 ? (
        <Text c="dimmed">{t('feeds.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('feeds.date')}</Table.Th>
                <Table.Th scope="col">{t('feeds.plant')}</Table.Th>
                <Table.Th scope="col">{t('feeds.amount')}</Table.Th>
                <Table.Th scope="col">{t('feeds.ph')}</Table.Th>
                <Table.Th scope="col">{t('feeds.ec')}</Table.Th>
                <Table.Th scope="col">{t('feeds.products')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {feeds.map((feed, index) => (
                <Table.Tr key={`${feed.date}-${index}`}>
                  <Table.Td>{day(feed.date)}</Table.Td>
                  <Table.Td>
                    {feed.plantNumber === null
                      ? t('feeds.allPlants')
                      : t('plant', { number: feed.plantNumber })}
                  </Table.Td>
                  <Table.Td>{or(feed.amountL, (value) => `${format.number(value)} L`)}</Table.Td>
                  <Table.Td>{or(feed.ph, (value) => format.number(value))}</Table.Td>
                  <Table.Td>{or(feed.ec, (value) => format.number(value, 2))}</Table.Td>
                  <Table.Td>
                    {feed.products
                      .map(
                        (product) =>
                          `${product.name} ${format.number(product.amount, 2)} ${product.unit}`,
                      )
                      .join(', ') || '–'}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Section>
  );
}
