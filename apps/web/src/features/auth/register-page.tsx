import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PlaceholderPage } from '../../shared/ui/placeholder-page';

export function RegisterPage() {
  const { t } = useTranslation('auth');
  return (
    <PlaceholderPage title={t('register.title')} description={t('register.description')}>
      <Group gap="xs">
        <Text>{t('register.haveAccount')}</Text>
        <Anchor component={Link} to="/login">
          {t('register.login')}
        </Anchor>
      </Group>
    </PlaceholderPage>
  );
}
