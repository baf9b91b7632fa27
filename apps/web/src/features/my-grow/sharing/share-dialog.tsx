import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { addDays, isIsoDate } from '@maryjane/contract/dates';
import { pagePath, pagePaths } from '@maryjane/contract/page-paths';
import type { CreatedShareLink } from '@maryjane/contract/sharing';
import { NAME_MAX_LENGTH } from '@maryjane/contract/validation';
import { IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useForm } from '../../../shared/forms/use-form';
import { snackbar } from '../../../shared/snackbar/snackbar-store';
import { DateField } from '../../../shared/ui/date-field';
import { localToday } from '../../../shared/ui/dates';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { useCreateShareLink } from '../api/create-share-link';
import { CopyAddressButton } from './copy-address-button';

export interface ShareDialogProps {
  cycleId: string;
  cycleName: string;
  opened: boolean;
  onClose: () => void;
}

/** The address a shared report is opened at. */
export const sharedAddress = (token: string) =>
  `${window.location.origin}${pagePath(pagePaths.sharedReport, { token })}`;

/**
 * Makes a read-only link to a cycle's report. The server keeps only a hash of its token, so the
 * address is shown here once, right after it was made.
 */
export function ShareDialog({ cycleId, cycleName, opened, onClose }: ShareDialogProps) {
  const { t } = useTranslation('my-grow');
  const [created, setCreated] = useState<CreatedShareLink | null>(null);
  const close = () => {
    setCreated(null);
    onClose();
  };
  return (
    <FormDialog opened={opened} title={t('share.title', { name: cycleName })} onClose={close}>
      {opened &&
        (created ? (
          <CreatedLink link={created} onDone={close} />
        ) : (
          <ShareForm cycleId={cycleId} onCreated={setCreated} onCancel={close} />
        ))}
    </FormDialog>
  );
}

function ShareForm({
  cycleId,
  onCreated,
  onCancel,
}: {
  cycleId: string;
  onCreated: (link: CreatedShareLink) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('my-grow');
  const create = useCreateShareLink();
  const today = localToday();
  const form = useForm<{ displayName: string; expiresOn: string }>({
    initialValues: { displayName: '', expiresOn: '' },
    rules: {
      displayName: (value) => (value.trim().length > NAME_MAX_LENGTH ? 'tooLong' : null),
      expiresOn: (value) => {
        if (value === '') return null;
        if (!isIsoDate(value)) return 'date';
        return value <= today ? 'dateNotAfterToday' : null;
      },
    },
  });
  const submit = form.onSubmit((values) =>
    create.mutate(
      { cycleId, displayName: values.displayName, expiresOn: values.expiresOn || null },
      {
        onSuccess: (link) => {
          snackbar.success(t('share.created'));
          onCreated(link);
        },
        onError: form.handleServerError,
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm">{t('share.intro')}</Text>
        <TextInput
          label={t('share.displayName')}
          description={t('share.displayNameHint')}
          maxLength={NAME_MAX_LENGTH}
          {...form.getInputProps('displayName')}
        />
        <DateField
          label={t('share.expiresOn')}
          description={t('share.expiresOnHint')}
          minDate={addDays(today, 1)}
          {...form.getInputProps('expiresOn')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {t('share.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function CreatedLink({ link, onDone }: { link: CreatedShareLink; onDone: () => void }) {
  const { t } = useTranslation('my-grow');
  const address = sharedAddress(link.token);
  return (
    <Stack>
      <Alert color="blue" variant="light" icon={<IconLock aria-hidden />} title={t('share.ready')}>
        <Stack gap="xs">
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              label={t('share.address')}
              value={address}
              readOnly
              onFocus={(event) => event.currentTarget.select()}
              style={{ flex: 1, minWidth: 0 }}
            />
            <CopyAddressButton address={address} />
          </Group>
          <Text size="sm">{t('share.onlyOnce')}</Text>
        </Stack>
      </Alert>
      <Text size="sm">
        <Anchor component={Link} to={pagePaths.friends} onClick={onDone}>
          {t('share.manage')}
        </Anchor>
      </Text>
      <Group justify="flex-end">
        <Button onClick={onDone}>{t('share.done')}</Button>
      </Group>
    </Stack>
  );
}
