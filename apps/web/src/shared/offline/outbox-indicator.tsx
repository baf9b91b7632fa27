import { Badge } from '@mantine/core';
import { IconCloudUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useOutboxItems } from './app-outbox';

/** "3 waiting": writes made offline that this device has not sent yet; nothing when none. */
export function OutboxIndicator() {
  const { t } = useTranslation('common');
  const items = useOutboxItems();
  if (items.length === 0) return null;
  const failed = items.filter((item) => item.state === 'failed').length;
  return (
    <Badge
      // Dark shades: white text on them keeps AA in both colour schemes.
      color={failed ? 'red.9' : 'blue.9'}
      tt="none"
      size="lg"
      leftSection={<IconCloudUpload size={16} aria-hidden />}
      role="status"
      h="auto"
      py={4}
      // A long German text wraps instead of being cut off on a phone.
      styles={{
        root: { alignSelf: 'flex-start', maxWidth: '100%' },
        label: { whiteSpace: 'normal' },
      }}
    >
      {failed
        ? t('outbox.failed', { count: items.length, failed })
        : t('outbox.waiting', { count: items.length })}
    </Badge>
  );
}
