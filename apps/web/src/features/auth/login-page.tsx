import { pagePaths } from '@maryjane/contract/page-paths';
import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { loginBodySchema } from '@maryjane/contract/user';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Link, useNavigate } from 'react-router';
import { schemaRule } from '../../shared/forms/validate-field';
import { useForm } from '../../shared/forms/use-form';
import { pageNameOf } from '../../shared/page-names';
import { completeLogin, getRememberedRedirect } from '../../shared/session';
import { PasswordField } from '../../shared/ui/password-field';
import { useLogin } from './api/login';
import { useCaptcha } from './captcha/use-captcha';
import { AuthPage, SwitchPageLink } from './ui/auth-page';
import { EmailField } from './ui/email-field';

type LoginValues = { email: string; password: string };

/** Where the reader returns after signing in, by the page's name, never its raw path. */
function returnToText(t: TFunction, target: string): string {
  const page = pageNameOf(target);
  if (page.kind === 'page') return t('login.returnTo', { page: t(page.label) });
  if (page.kind === 'within') return t('login.returnToWithin', { section: t(page.label) });
  return t('login.returnToOpened');
}

export function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  // Read once: completeLogin() consumes the target.
  const [target] = useState(getRememberedRedirect);
  const login = useLogin();
  const captcha = useCaptcha('login');
  const form = useForm<LoginValues>({
    initialValues: { email: '', password: '' },
    rules: {
      email: schemaRule(loginBodySchema.shape.email),
      // The contract only requires a password here: one set before today's rules still works.
      password: schemaRule(loginBodySchema.shape.password),
    },
  });

  const submit = form.onSubmit((body) => {
    login.mutate(
      { body, captcha: captcha.headers },
      {
        onSuccess: ({ token }) => navigate(completeLogin(token), { replace: true }),
        onError: form.handleServerError,
      },
    );
  });

  return (
    <AuthPage
      title={t('login.title')}
      description={t('login.description')}
      notice={
        target && (
          <Alert variant="light" color="blue" icon={<IconArrowBackUp aria-hidden />} role="note">
            {returnToText(t, target)}
          </Alert>
        )
      }
      footer={
        <SwitchPageLink
          question={t('login.noAccount')}
          to={pagePaths.register}
          label={t('login.register')}
        />
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <EmailField label={t('fields.email')} {...form.getInputProps('email')} />
          <PasswordField
            label={t('fields.password')}
            autoComplete="current-password"
            required
            {...form.getInputProps('password')}
          />
          <Anchor component={Link} to={pagePaths.forgotPassword} size="sm">
            {t('login.forgot')}
          </Anchor>
          {captcha.widget}
          <Button type="submit" loading={login.isPending} fullWidth>
            {t('login.submit')}
          </Button>
        </Stack>
      </form>
    </AuthPage>
  );
}
