import { Button, Stack, Text, Title } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useDocumentTitle } from '../../shared/ui/use-document-title';

/** The catch-all and /pages/misc/not-found/:error (spec §2, §8). */
export function NotFoundPage() {
  const { t } = useTranslation('misc');
  const { error } = useParams();
  // Only a real status code is echoed; anything else in the address is not shown back.
  const code = error && /^[45]\d\d$/.test(error) ? error : '404';
  useDocumentTitle(t('notFound.title'));
  return (
    <Stack align="center" ta="center" gap="md" py="xl">
      <Text fz={72} fw={800} lh={1} c="dimmed" aria-hidden>
        {code}
      </Text>
      <Title order={1}>{t('notFound.title')}</Title>
      <Text maw={480}>{t('notFound.message')}</Text>
      <Button component={Link} to="/" leftSection={<IconHome size={18} />}>
        {t('notFound.home')}
      </Button>
    </Stack>
  );
}
