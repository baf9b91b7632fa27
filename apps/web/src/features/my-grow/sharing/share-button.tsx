import { Button } from '@mantine/core';
import { IconShare } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ShareDialog } from './share-dialog';

/** "Share" with the dialog it opens: on the cycle page and on its grow report. */
export function ShareButton({ cycleId, cycleName }: { cycleId: string; cycleName: string }) {
  const { t } = useTranslation('my-grow');
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconShare size={18} aria-hidden />}
        onClick={() => setOpened(true)}
        data-print="hidden"
      >
        {t('share.button')}
      </Button>
      <ShareDialog
        cycleId={cycleId}
        cycleName={cycleName}
        opened={opened}
        onClose={() => setOpened(false)}
      />
    </>
  );
}
