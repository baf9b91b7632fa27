import { Badge, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconPlant2 } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from './use-document-title';

interface PlaceholderPageProps {
  title: string;
  /** One or two sentences on what this page will offer, in the grower's words. */
  description: string;
  /** Small line above the title, e.g. the guide collection a page belongs to. */
  eyebrow?: string;
  children?: ReactNode;
}

/** A page whose feature is still to come: titled and explained, never a blank screen. */
export function PlaceholderPage({ title, description, eyebrow, children }: PlaceholderPageProps) {
  const { t } = useTranslation('common');
  useDocumentTitle(title);
  return (
    <Stack gap="lg" maw={760}>
      <Stack gap={4}>
        {eyebrow && (
          <Text size="sm" fw={600} c="dimmed" tt="uppercase">
            {eyebrow}
          </Text>
        )}
        <Title order={1}>{title}</Title>
      </Stack>
      <Paper withBorder p="lg">
        <Group align="flex-start" wrap="nowrap" gap="md">
          <ThemeIcon variant="light" size="xl" radius="xl" aria-hidden>
            <IconPlant2 size={26} />
          </ThemeIcon>
          <Stack gap="xs">
            <Badge variant="outline" color="gray">
              {t('placeholder.badge')}
            </Badge>
            <Text>{description}</Text>
          </Stack>
        </Group>
      </Paper>
      {children}
    </Stack>
  );
}
