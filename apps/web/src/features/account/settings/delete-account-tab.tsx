import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { DEFAULT_LANGUAGE, type Language } from '@maryjane/contract/constants';
import { IconMailForward, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../../shared/i18n';
import { snackbar } from '../../../shared/snackbar/snackbar-store';
import { useRequestDeletion } from '../api/request-deletion';
import { SettingsSection } from './section';

/**
 * Delete account (spec §4): the request only sends an e-mail; the account goes once its link
 * is confirmed, and the same e-mail offers to keep it.
 */
export function DeleteAccountTab({ email }: { email: string | undefined }) {
  const { t, i18n } = useTranslation(['account', 'common']);
  const [confirming, setConfirming] = useState(false);
  const [requested, setRequested] = useState(false);
  const request = useRequestDeletion();
  const lang: Language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;

  const send = () =>
    request.mutate(
      { lang },
      {
        onSuccess: () => {
          setConfirming(false);
          setRequested(true);
          snackbar.success(t('messages.deletionRequested'));
        },
      },
    );

  return (
    <SettingsSection title={t('deletion.title')}>
      <Text>{t('deletion.howItWorks')}</Text>
      <Text fw={500}>{t('deletion.whatIsDeletedTitle')}</Text>
      <List>
        <List.Item>{t('deletion.items.inventory')}</List.Item>
        <List.Item>{t('deletion.items.environments')}</List.Item>
        <List.Item>{t('deletion.items.cycles')}</List.Item>
        <List.Item>{t('deletion.items.journal')}</List.Item>
        <List.Item>{t('deletion.items.sensors')}</List.Item>
        <List.Item>{t('deletion.items.sharing')}</List.Item>
        <List.Item>{t('deletion.items.profile')}</List.Item>
      </List>
      <Text>{t('deletion.final')}</Text>
      {requested && (
        <Alert variant="light" color="blue" icon={<IconMailForward aria-hidden />} role="status">
          {t('deletion.requested')}
        </Alert>
      )}
      <Group>
        <Button
          color="red.9"
          leftSection={<IconTrash size={18} aria-hidden />}
          onClick={() => setConfirming(true)}
        >
          {requested ? t('deletion.requestAgain') : t('deletion.request')}
        </Button>
      </Group>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('deletion.modalTitle')}
        closeButtonProps={{ 'aria-label': t('common:close') }}
        centered
      >
        <Stack>
          <Text>{email ? t('deletion.modalText', { email }) : t('deletion.modalTextNoEmail')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('deletion.modalCancel')}
            </Button>
            <Button color="red.9" onClick={send} loading={request.isPending}>
              {t('deletion.modalConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </SettingsSection>
  );
}
