import { pagePaths } from '@maryjane/contract/page-paths';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { DEFAULT_LANGUAGE, type Language } from '@maryjane/contract/constants';
import { ErrorCode } from '@maryjane/contract/error-codes';
import { forgotPasswordBodySchema, resetPasswordBodySchema } from '@maryjane/contract/user';
import { IconAlertTriangle, IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { isApiError } from '../../shared/api-error';
import { useForm } from '../../shared/forms/use-form';
import { matchesField, schemaRule } from '../../shared/forms/validate-field';
import { isLanguage } from '../../shared/i18n';
import { snackbar } from '../../shared/snackbar/snackbar-store';
import { NewPasswordFields } from '../../shared/ui/new-password-fields';
import { readCodeParam } from '../../shared/url/read-code-param';
import { useForgotPassword } from './api/forgot-password';
import { useResetPassword } from './api/reset-password';
import { useCaptcha } from './captcha/use-captcha';
import { AuthPage } from './ui/auth-page';
import { EmailField } from './ui/email-field';

function BackToLogin() {
  const { t } = useTranslation('auth');
  return (
    <Anchor component={Link} to={pagePaths.login}>
      {t('forgotPassword.login')}
    </Anchor>
  );
}

/**
 * /forgot-password: asks for a reset link. The answer is the same whether or not an account
 * exists (spec §8), so the page never tells either.
 */
export function ForgotPasswordPage() {
  const { t, i18n } = useTranslation(['auth', 'account']);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const forgot = useForgotPassword();
  const captcha = useCaptcha('forgot_password');
  const lang: Language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const form = useForm<{ email: string }>({
    initialValues: { email: '' },
    rules: { email: schemaRule(forgotPasswordBodySchema.shape.email) },
  });

  const submit = form.onSubmit(({ email }) => {
    forgot.mutate(
      { body: { email, lang }, captcha: captcha.headers },
      {
        onSuccess: () => {
          snackbar.success(t('account:messages.forgotPasswordSent'));
          setSentTo(email.trim());
        },
        onError: form.handleServerError,
      },
    );
  });

  return (
    <AuthPage
      title={t('forgotPassword.title')}
      description={sentTo ? undefined : t('forgotPassword.description')}
      footer={<BackToLogin />}
    >
      {sentTo ? (
        <Stack>
          <Alert
            variant="light"
            color="green"
            icon={<IconMailForward aria-hidden />}
            title={t('forgotPassword.sentTitle')}
            role="status"
          >
            {t('forgotPassword.sent', { email: sentTo })}
          </Alert>
          <Button variant="default" onClick={() => setSentTo(null)}>
            {t('forgotPassword.again')}
          </Button>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack>
            <EmailField label={t('fields.email')} {...form.getInputProps('email')} />
            {captcha.widget}
            <Button type="submit" loading={forgot.isPending} fullWidth>
              {t('forgotPassword.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </AuthPage>
  );
}

type ResetValues = { password: string; confirmPassword: string };

/** /password-reset?code=…: the link from the mail; sets a new password, then on to /login. */
export function PasswordResetPage() {
  const { t } = useTranslation(['auth', 'account']);
  const navigate = useNavigate();
  const { search } = useLocation();
  const code = readCodeParam(search);
  const [linkInvalid, setLinkInvalid] = useState(false);
  const reset = useResetPassword();
  const captcha = useCaptcha('reset_password');
  const form = useForm<ResetValues>({
    initialValues: { password: '', confirmPassword: '' },
    rules: {
      password: schemaRule(resetPasswordBodySchema.shape.password),
      confirmPassword: matchesField('password'),
    },
  });

  const submit = form.onSubmit(({ password }) => {
    if (!code) return;
    reset.mutate(
      { body: { code, password }, captcha: captcha.headers },
      {
        onSuccess: () => {
          snackbar.success(t('account:messages.passwordReset'));
          navigate(pagePaths.login, { replace: true });
        },
        onError: (error) => {
          if (isApiError(error) && error.code === ErrorCode.invalidResetCode) setLinkInvalid(true);
          form.handleServerError(error);
        },
      },
    );
  });

  const requestNewLink = (
    <Anchor component={Link} to={pagePaths.forgotPassword}>
      {t('passwordReset.requestNew')}
    </Anchor>
  );

  if (!code || linkInvalid) {
    return (
      <AuthPage title={t('passwordReset.title')} footer={<BackToLogin />}>
        <Stack>
          <Alert
            variant="light"
            color="yellow"
            icon={<IconAlertTriangle aria-hidden />}
            role="note"
          >
            {code ? t('passwordReset.invalidCode') : t('passwordReset.missingCode')}
          </Alert>
          {requestNewLink}
        </Stack>
      </AuthPage>
    );
  }

  return (
    <AuthPage
      title={t('passwordReset.title')}
      description={t('passwordReset.description')}
      footer={<BackToLogin />}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <NewPasswordFields
            label={t('fields.newPassword')}
            confirmLabel={t('fields.confirmPassword')}
            password={form.getInputProps('password')}
            confirm={form.getInputProps('confirmPassword')}
          />
          {captcha.widget}
          <Button type="submit" loading={reset.isPending} fullWidth>
            {t('passwordReset.submit')}
          </Button>
          <Text size="sm">{requestNewLink}</Text>
        </Stack>
      </form>
    </AuthPage>
  );
}
