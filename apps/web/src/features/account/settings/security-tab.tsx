import { Alert, Button, Group, Stack } from '@mantine/core';
import { changePasswordBodySchema } from '@maryjane/contract/user';
import { IconDevices } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useForm } from '../../../shared/forms/use-form';
import { matchesField, schemaRule } from '../../../shared/forms/validate-field';
import { snackbar } from '../../../shared/snackbar/snackbar-store';
import { PasswordField } from '../../../shared/ui/password-field';
import { NewPasswordFields } from '../../../shared/ui/new-password-fields';
import { useChangePassword } from '../api/change-password';
import { SettingsSection } from './section';

type ChangePasswordValues = { oldPassword: string; newPassword: string; confirmPassword: string };

const emptyValues: ChangePasswordValues = { oldPassword: '', newPassword: '', confirmPassword: '' };

/** Change password (POST /user/change-password); other devices are signed out by the server. */
export function SecurityTab() {
  const { t } = useTranslation('account');
  const change = useChangePassword();
  const form = useForm<ChangePasswordValues>({
    initialValues: emptyValues,
    rules: {
      oldPassword: schemaRule(changePasswordBodySchema.shape.oldPassword),
      newPassword: schemaRule(changePasswordBodySchema.shape.newPassword),
      confirmPassword: matchesField('newPassword'),
    },
  });

  const submit = form.onSubmit(({ oldPassword, newPassword }) => {
    change.mutate(
      { oldPassword, newPassword },
      {
        onSuccess: () => {
          form.reset(emptyValues);
          snackbar.success(t('messages.passwordChanged'));
        },
        onError: form.handleServerError,
      },
    );
  });

  return (
    <SettingsSection title={t('security.title')} description={t('security.description')}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <PasswordField
            label={t('security.oldPassword')}
            autoComplete="current-password"
            required
            {...form.getInputProps('oldPassword')}
          />
          <NewPasswordFields
            label={t('security.newPassword')}
            confirmLabel={t('security.confirmPassword')}
            password={form.getInputProps('newPassword')}
            confirm={form.getInputProps('confirmPassword')}
          />
          <Alert variant="light" color="blue" icon={<IconDevices aria-hidden />} role="note">
            {t('security.otherSessions')}
          </Alert>
          <Group>
            <Button type="submit" loading={change.isPending}>
              {t('security.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SettingsSection>
  );
}
