import { Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconPlant2 } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { WizardButton } from '../../../shared/ui/wizard-button';

/** Nothing here yet: what would be here, and how to get started (the wizard, or `children`). */
export function EmptyState({
  title,
  text,
  children,
}: {
  title: string;
  text: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('my-grow');
  return (
    <Paper withBorder p="xl" component="section">
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon variant="light" size="xl" radius="xl" aria-hidden>
          <IconPlant2 size={26} />
        </ThemeIcon>
        <Title order={2} size="h4">
          {title}
        </Title>
        <Text maw={520}>{text}</Text>
        <Group justify="center">
          <WizardButton>{t('actions.openWizard')}</WizardButton>
          {children}
        </Group>
      </Stack>
    </Paper>
  );
}
