import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { User } from '@maryjane/contract/user';
import { updateProfileBodySchema } from '@maryjane/contract/user';
import { useTranslation } from 'react-i18next';
import { useForm } from '../../../shared/forms/use-form';
import { schemaRule } from '../../../shared/forms/validate-field';
import { snackbar } from '../../../shared/snackbar/snackbar-store';
import { useUpdateProfile } from '../api/update-profile';
import { SettingsSection } from './section';

/** Username (PATCH /user/profile); the e-mail address is shown, not changed here. */
export function ProfileSection({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const update = useUpdateProfile();
  const form = useForm<{ username: string }>({
    initialValues: { username: user.username },
    rules: { username: schemaRule(updateProfileBodySchema.shape.username) },
  });

  const submit = form.onSubmit((body) => {
    update.mutate(body, {
      onSuccess: (saved) => {
        form.reset({ username: saved.username });
        snackbar.success(t('profile.saved'));
      },
      onError: form.handleServerError,
    });
  });

  return (
    <SettingsSection title={t('profile.title')}>
      <Stack gap={2}>
        <Text size="sm" fw={500}>
          {t('profile.email')}
        </Text>
        <Text style={{ overflowWrap: 'anywhere' }}>{user.email}</Text>
      </Stack>
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label={t('profile.username')}
            autoComplete="username"
            required
            {...form.getInputProps('username')}
          />
          <Group>
            <Button
              type="submit"
              loading={update.isPending}
              disabled={form.values.username.trim() === user.username}
            >
              {t('profile.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SettingsSection>
  );
}
