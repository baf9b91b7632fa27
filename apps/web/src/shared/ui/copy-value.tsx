import { Button, CopyButton } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A small button that copies `value` and says so; `label` names what it copies. */
export function CopyValue({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation('common');
  return (
    <CopyButton value={value}>
      {({ copied, copy }) => (
        <Button
          variant="default"
          size="xs"
          onClick={copy}
          aria-label={label}
          leftSection={
            copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />
          }
        >
          {copied ? t('copied') : t('copy')}
        </Button>
      )}
    </CopyButton>
  );
}
