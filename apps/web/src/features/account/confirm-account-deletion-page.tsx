import { Alert, Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { ErrorCode } from '@maryjane/contract/error-codes';
import { IconAlertTriangle, IconCircleCheck, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { isApiError } from '../../shared/api-error';
import { snackbar } from '../../shared/snackbar/snackbar-store';
import { readCodeParam } from '../../shared/url/read-code-param';
import { useDocumentTitle } from '../../shared/ui/use-document-title';
import { useCancelDeletion } from './api/cancel-deletion';
import { useConfirmDeletion } from './api/confirm-deletion';

/** Red dark enough for white text (AA) in both colour schemes. */
const DANGER = 'red.9';

type Outcome = 'deleted' | 'cancelled' | 'invalid' | null;

/**
 * /confirm-account-deletion?code=…[&cancel=1], opened from the mail (spec §4). Nothing happens
 * on opening: a mail scanner following the link must not delete the account, so the grower
 * chooses with a button. `cancel=1` (the mail's "keep my account" link) puts keeping first.
 */
export function ConfirmAccountDeletionPage() {
  const { t } = useTranslation('account');
  const { search } = useLocation();
  const code = readCodeParam(search);
  const wantsToKeep = new URLSearchParams(search).get('cancel') === '1';
  const [outcome, setOutcome] = useState<Outcome>(null);
  const confirm = useConfirmDeletion();
  const cancel = useCancelDeletion();
  const busy = confirm.isPending || cancel.isPending;
  useDocumentTitle(t('confirmDeletion.title'));

  const onError = (error: unknown) => {
    if (isApiError(error) && error.code === ErrorCode.invalidDeletionCode) setOutcome('invalid');
  };

  const deleteAccount = () => {
    if (!code) return;
    confirm.mutate(
      { code },
      {
        onSuccess: () => {
          setOutcome('deleted');
          snackbar.success(t('messages.accountDeleted'));
        },
        onError,
      },
    );
  };

  const keepAccount = () => {
    if (!code) return;
    cancel.mutate(
      { code },
      {
        onSuccess: () => {
          setOutcome('cancelled');
          snackbar.success(t('messages.deletionCancelled'));
        },
        onError,
      },
    );
  };

  const result = (() => {
    if (outcome === 'deleted' || outcome === 'cancelled') {
      const [title, text] =
        outcome === 'deleted'
          ? [t('messages.accountDeleted'), t('confirmDeletion.deletedText')]
          : [t('messages.deletionCancelled'), t('confirmDeletion.cancelledText')];
      return (
        <Alert
          color="green"
          variant="light"
          icon={<IconCircleCheck aria-hidden />}
          role="status"
          title={title}
        >
          {text}
        </Alert>
      );
    }
    if (outcome === 'invalid' || !code) {
      return (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconAlertTriangle aria-hidden />}
          role={outcome === 'invalid' ? 'alert' : 'note'}
        >
          {code ? t('confirmDeletion.invalid') : t('confirmDeletion.missingCode')}
        </Alert>
      );
    }
    return null;
  })();

  const keepButton = (
    <Button
      key="keep"
      variant={wantsToKeep ? 'filled' : 'default'}
      onClick={keepAccount}
      loading={cancel.isPending}
      disabled={busy && !cancel.isPending}
    >
      {t('confirmDeletion.keep')}
    </Button>
  );
  const deleteButton = (
    <Button
      key="delete"
      color={DANGER}
      variant={wantsToKeep ? 'default' : 'filled'}
      leftSection={<IconTrash size={18} aria-hidden />}
      onClick={deleteAccount}
      loading={confirm.isPending}
      disabled={busy && !confirm.isPending}
    >
      {t('confirmDeletion.confirm')}
    </Button>
  );

  return (
    <Stack gap="lg" w="100%" maw={560} mx="auto">
      <Title order={1}>
        {wantsToKeep ? t('confirmDeletion.keepTitle') : t('confirmDeletion.title')}
      </Title>
      {result ?? (
        <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
          <Stack>
            <Text>
              {wantsToKeep
                ? t('confirmDeletion.keepDescription')
                : t('confirmDeletion.description')}
            </Text>
            <Stack gap="sm">
              {wantsToKeep ? [keepButton, deleteButton] : [deleteButton, keepButton]}
            </Stack>
          </Stack>
        </Paper>
      )}
      <Anchor component={Link} to={outcome === 'cancelled' ? '/account-settings' : '/'}>
        {outcome === 'cancelled' ? t('confirmDeletion.toSettings') : t('confirmDeletion.home')}
      </Anchor>
    </Stack>
  );
}
