import { Button, Group, Stack, Text } from '@mantine/core';
import { csvLists } from '@maryjane/contract/data-export';
import { IconDownload, IconFileSpreadsheet } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type ExportFile, useDownloadExport } from '../api/download-export';
import { SettingsSection } from './section';

/** Everything as one JSON file (a backup, or to move to another account), or lists as CSV. */
export function DownloadSection() {
  const { t } = useTranslation('account');
  const csvLabelId = useId();
  const download = useDownloadExport();
  // One download at a time: the clicked button shows it is working, the others wait.
  const busy = (file: ExportFile) => ({
    loading: download.isPending && download.variables === file,
    disabled: download.isPending && download.variables !== file,
    onClick: () => download.mutate(file),
  });

  return (
    <SettingsSection title={t('data.download.title')} description={t('data.download.description')}>
      <Group>
        <Button leftSection={<IconDownload size={18} aria-hidden />} {...busy('json')}>
          {t('data.download.json')}
        </Button>
      </Group>
      <Stack gap="xs" role="group" aria-labelledby={csvLabelId}>
        <Text size="sm" id={csvLabelId}>
          {t('data.download.csv')}
        </Text>
        <Group gap="xs">
          {csvLists.map((list) => (
            <Button
              key={list}
              variant="default"
              size="compact-md"
              leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
              {...busy(list)}
            >
              {t(`data.lists.${list}`)}
            </Button>
          ))}
        </Group>
      </Stack>
    </SettingsSection>
  );
}
