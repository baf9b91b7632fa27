import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PlaceholderPage } from '../../shared/ui/placeholder-page';

export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  return (
    <PlaceholderPage
      title={t('forgotPassword.title')}
      description={t('forgotPassword.description')}
    >
      <Anchor component={Link} to="/login">
        {t('forgotPassword.login')}
      </Anchor>
    </PlaceholderPage>
  );
}

export function PasswordResetPage() {
  const { t } = useTranslation('auth');
  return (
    <PlaceholderPage title={t('passwordReset.title')} description={t('passwordReset.description')}>
      <Anchor component={Link} to="/login">
        {t('passwordReset.login')}
      </Anchor>
    </PlaceholderPage>
  );
}
