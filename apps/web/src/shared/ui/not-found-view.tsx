import { pagePaths } from '@maryjane/contract/page-paths';
import { Button, Stack, Text, Title } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from './use-document-title';

/** The not-found message: the catch-all route and pages whose record does not exist. */
export function NotFoundView({ code = '404' }: { code?: string }) {
  const { t } = useTranslation('misc');
  useDocumentTitle(t('notFound.title'));
  return (
    <Stack align="center" ta="center" gap="md" py="xl">
      <Text fz={72} fw={800} lh={1} c="dimmed" aria-hidden>
        {code}
      </Text>
      <Title order={1}>{t('notFound.title')}</Title>
      <Text maw={480}>{t('notFound.message')}</Text>
      <Button component={Link} to={pagePaths.home} leftSection={<IconHome size={18} />}>
        {t('notFound.home')}
      </Button>
    </Stack>
  );
}
