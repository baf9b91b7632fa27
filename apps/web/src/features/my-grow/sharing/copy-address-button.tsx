import { Button, CopyButton } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Copies a link's address to the clipboard, and says so. */
export function CopyAddressButton({ address }: { address: string }) {
  const { t } = useTranslation('my-grow');
  return (
    <CopyButton value={address}>
      {({ copied, copy }) => (
        <Button
          variant="default"
          onClick={copy}
          leftSection={
            copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />
          }
        >
          {copied ? t('share.copied') : t('share.copy')}
        </Button>
      )}
    </CopyButton>
  );
}
