import { List, Text } from '@mantine/core';
import { amountUnitOf, type FeedLine } from '@maryjane/contract/feeding';
import { useTranslation } from 'react-i18next';

/** The products a feed entry gave, with dose and amount (issue 26). */
export function FeedLines({ lines }: { lines: FeedLine[] }) {
  const { t, i18n } = useTranslation('my-grow');
  if (lines.length === 0) return null;
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  return (
    <List size="sm" spacing={2} aria-label={t('feeding.products')}>
      {lines.map((line, index) => (
        <List.Item key={`${line.itemId ?? line.name}-${index}`}>
          <Text size="sm" span>
            {t('feeding.line', {
              name: line.name,
              dose: number.format(line.dose),
              unit: line.unit,
              amount: number.format(line.amount),
              amountUnit: amountUnitOf[line.unit],
            })}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}
