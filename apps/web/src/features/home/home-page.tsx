import { pagePaths } from '@maryjane/contract/page-paths';
import { Alert, Box, Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBook2,
  IconChecklist,
  IconInfoCircle,
  IconPlant2,
  IconUserPlus,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { useSession } from '../../shared/session';
import { useDocumentTitle } from '../../shared/ui/use-document-title';
import { WizardButton } from '../../shared/ui/wizard-button';

const points = [
  { key: 'plan', icon: IconChecklist },
  { key: 'track', icon: IconPlant2 },
  { key: 'learn', icon: IconBook2 },
] as const;

/** Visitors get a short welcome; signed-in growers go straight to their dashboard. */
export function HomePage() {
  const { t } = useTranslation('home');
  const { isAuthenticated } = useSession();
  useDocumentTitle(t('title'));
  if (isAuthenticated) return <Navigate to={pagePaths.dashboard} replace />;

  return (
    <Stack gap="xl" maw={1000}>
      <Stack gap="md">
        <Title order={1}>{t('title')}</Title>
        <Text size="lg" maw={720}>
          {t('lead')}
        </Text>
        <Group gap="sm">
          <WizardButton size="md">{t('actions.setup')}</WizardButton>
          <Button component={Link} to={pagePaths.meetMaryJane} size="md" variant="default">
            {t('actions.meet')}
          </Button>
          <Button
            component={Link}
            to={pagePaths.register}
            size="md"
            variant="default"
            leftSection={<IconUserPlus size={20} />}
          >
            {t('actions.register')}
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          {t('setupNote')}
        </Text>
      </Stack>
      <Box className="mj-home-points">
        {points.map(({ key, icon: Icon }) => (
          <Stack key={key} gap="xs">
            <ThemeIcon variant="light" size="xl" radius="xl" aria-hidden>
              <Icon size={24} />
            </ThemeIcon>
            <Title order={2} size="h4">
              {t(`points.${key}.title`)}
            </Title>
            <Text>{t(`points.${key}.text`)}</Text>
          </Stack>
        ))}
      </Box>
      <Alert variant="light" color="blue" icon={<IconInfoCircle />} maw={720}>
        {t('legalNote')}
      </Alert>
    </Stack>
  );
}
