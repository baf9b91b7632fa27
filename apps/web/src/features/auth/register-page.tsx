import { pagePaths } from '@maryjane/contract/page-paths';
import { Alert, Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { DEFAULT_LANGUAGE, type Language } from '@maryjane/contract/constants';
import { ErrorCode } from '@maryjane/contract/error-codes';
import { registerBodySchema, VERIFICATION_CODE_LENGTH } from '@maryjane/contract/user';
import { IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../shared/api-error';
import { showApiError } from '../../shared/api-error-handler';
import { useForm } from '../../shared/forms/use-form';
import { matchesField, schemaRule } from '../../shared/forms/validate-field';
import { isLanguage } from '../../shared/i18n';
import { completeLogin } from '../../shared/session';
import { snackbar } from '../../shared/snackbar/snackbar-store';
import { NewPasswordFields } from '../../shared/ui/new-password-fields';
import { useRegister } from './api/register';
import { useVerifyEmail } from './api/verify-email';
import { useCaptcha } from './captcha/use-captcha';
import { AuthPage, SwitchPageLink } from './ui/auth-page';
import { EmailField } from './ui/email-field';

type EmailValues = { email: string };
type DetailsValues = {
  emailVerificationCode: string;
  username: string;
  password: string;
  confirmPassword: string;
};

const { shape } = registerBodySchema;

/**
 * Registration in two steps (spec §2, §7): the e-mail address gets a 6-digit code
 * (POST /user/verify-email, in the reader's language), then code, username and password create
 * the account (POST /user/register) and sign the grower in.
 */
export function RegisterPage() {
  const { t, i18n } = useTranslation(['auth', 'account']);
  const navigate = useNavigate();
  const [step, setStep] = useState<'email' | 'details'>('email');
  const [email, setEmail] = useState('');
  const verify = useVerifyEmail();
  const register = useRegister();
  const verifyCaptcha = useCaptcha('verify_email');
  const registerCaptcha = useCaptcha('register');
  const lang: Language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;

  const emailForm = useForm<EmailValues>({
    initialValues: { email: '' },
    rules: { email: schemaRule(shape.email) },
  });
  const detailsForm = useForm<DetailsValues>({
    initialValues: { emailVerificationCode: '', username: '', password: '', confirmPassword: '' },
    rules: {
      emailVerificationCode: schemaRule(shape.emailVerificationCode),
      username: schemaRule(shape.username),
      password: schemaRule(shape.password),
      confirmPassword: matchesField('password'),
    },
  });

  /** A known address belongs on the e-mail field, with the way to sign in next to it. */
  const showUserExists = (error: unknown): boolean => {
    if (!isApiError(error) || error.code !== ErrorCode.userExists) return false;
    setStep('email');
    emailForm.setFieldError('email', {
      source: 'server',
      code: ErrorCode.userExists,
      message: error.serverMessage ?? '',
    });
    return true;
  };

  const sendCode = (address: string, onSent: () => void) =>
    verify.mutate(
      { body: { email: address, lang }, captcha: verifyCaptcha.headers },
      {
        onSuccess: () => {
          snackbar.success(t('account:messages.verificationSent'));
          onSent();
        },
        onError: (error) => {
          if (!showUserExists(error)) emailForm.handleServerError(error);
        },
      },
    );

  const submitEmail = emailForm.onSubmit(({ email: address }) => {
    const trimmed = address.trim();
    sendCode(trimmed, () => {
      setEmail(trimmed);
      setStep('details');
    });
  });

  const submitDetails = detailsForm.onSubmit(({ emailVerificationCode, username, password }) => {
    register.mutate(
      {
        body: { email, username, password, emailVerificationCode },
        captcha: registerCaptcha.headers,
      },
      {
        onSuccess: ({ token }) => {
          snackbar.success(t('account:messages.registrationSuccessful'));
          navigate(completeLogin(token, pagePaths.dashboard), { replace: true });
        },
        onError: (error) => {
          if (!showUserExists(error)) detailsForm.handleServerError(error);
        },
      },
    );
  });

  const resend = () =>
    verify.mutate(
      { body: { email, lang }, captcha: verifyCaptcha.headers },
      {
        onSuccess: () => snackbar.success(t('account:messages.verificationSent')),
        onError: showApiError,
      },
    );

  return (
    <AuthPage
      title={t('register.title')}
      description={t('register.description')}
      footer={
        <SwitchPageLink
          question={t('register.haveAccount')}
          to={pagePaths.login}
          label={t('register.login')}
        />
      }
    >
      {step === 'email' ? (
        <form onSubmit={submitEmail} noValidate>
          <Stack>
            <Title order={2} size="h4">
              {t('register.stepEmail')}
            </Title>
            <EmailField
              label={t('fields.email')}
              description={t('register.emailHint')}
              {...emailForm.getInputProps('email')}
            />
            {verifyCaptcha.widget}
            <Button type="submit" loading={verify.isPending} fullWidth>
              {t('register.sendCode')}
            </Button>
          </Stack>
        </form>
      ) : (
        <form onSubmit={submitDetails} noValidate>
          <Stack>
            <Title order={2} size="h4">
              {t('register.stepDetails')}
            </Title>
            <Alert variant="light" color="green" icon={<IconMailCheck aria-hidden />} role="status">
              {t('register.codeSent', { email })}
            </Alert>
            <TextInput
              label={t('fields.code')}
              description={t('register.codeHint')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={VERIFICATION_CODE_LENGTH}
              required
              autoFocus
              {...detailsForm.getInputProps('emailVerificationCode')}
            />
            <Group gap="md">
              <Button
                variant="subtle"
                size="compact-sm"
                onClick={resend}
                loading={verify.isPending}
              >
                {t('register.resendCode')}
              </Button>
              <Button variant="subtle" size="compact-sm" onClick={() => setStep('email')}>
                {t('register.changeEmail')}
              </Button>
            </Group>
            <TextInput
              label={t('fields.username')}
              description={t('register.usernameHint')}
              autoComplete="username"
              required
              {...detailsForm.getInputProps('username')}
            />
            <NewPasswordFields
              label={t('fields.password')}
              confirmLabel={t('fields.confirmPassword')}
              password={detailsForm.getInputProps('password')}
              confirm={detailsForm.getInputProps('confirmPassword')}
            />
            {registerCaptcha.widget}
            <Button type="submit" loading={register.isPending} fullWidth>
              {t('register.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </AuthPage>
  );
}
