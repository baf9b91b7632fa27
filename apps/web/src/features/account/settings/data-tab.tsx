import { Stack } from '@mantine/core';
import { DownloadSection } from './download-section';
import { ImportSection } from './import-section';

/** "Own your data": take everything along, or bring it into a new account. */
export function DataTab() {
  return (
    <Stack gap="lg">
      <DownloadSection />
      <ImportSection />
    </Stack>
  );
}
