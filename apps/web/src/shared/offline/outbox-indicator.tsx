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
      color={failed ? 'red' : 'yellow'}
      variant="light"
      size="lg"
      leftSection={<IconCloudUpload size={16} aria-hidden />}
      role="status"
      style={{ alignSelf: 'flex-start' }}
    >
      {failed
        ? t('outbox.failed', { count: items.length, failed })
        : t('outbox.waiting', { count: items.length })}
    </Badge>
  );
}
