import { pagePaths } from '@maryjane/contract/page-paths';
import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconPlant2, IconWand } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

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
          <Button
            component={Link}
            to={pagePaths.setupWizard}
            leftSection={<IconWand size={18} aria-hidden />}
          >
            {t('actions.openWizard')}
          </Button>
          {children}
        </Group>
      </Stack>
    </Paper>
  );
}
