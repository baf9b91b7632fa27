import { Button } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Opens the browser's print dialog: the report prints on A4 without the app around it. */
export function PrintButton() {
  const { t } = useTranslation('results');
  return (
    <Button
      variant="default"
      leftSection={<IconPrinter size={18} aria-hidden />}
      onClick={() => window.print()}
    >
      {t('report.print')}
    </Button>
  );
}
