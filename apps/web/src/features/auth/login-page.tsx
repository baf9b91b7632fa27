import { Alert, Anchor, Group, Text } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getRememberedRedirect } from '../../shared/session';
import { PlaceholderPage } from '../../shared/ui/placeholder-page';

export function LoginPage() {
  const { t } = useTranslation('auth');
  // Read once: the form (next issue) calls completeLogin(), which consumes the target.
  const [target] = useState(getRememberedRedirect);
  return (
    <PlaceholderPage title={t('login.title')} description={t('login.description')}>
      {target && (
        <Alert variant="light" color="blue" icon={<IconArrowBackUp />}>
          {t('login.returnTo', { target })}
        </Alert>
      )}
      <Group gap="xs">
        <Text>{t('login.noAccount')}</Text>
        <Anchor component={Link} to="/register">
          {t('login.register')}
        </Anchor>
      </Group>
      <Anchor component={Link} to="/forgot-password">
        {t('login.forgot')}
      </Anchor>
    </PlaceholderPage>
  );
}
