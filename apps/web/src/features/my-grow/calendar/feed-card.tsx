import { Alert, Button, CopyButton, Group, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import type { Language } from '@maryjane/contract/constants';
import { IconCheck, IconCopy, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { snackbar } from '../../../shared/snackbar/snackbar-store';
import { useCreateCalendarFeed } from '../api/create-calendar-feed';
import { useDeleteCalendarFeed } from '../api/delete-calendar-feed';
import { useCalendarFeed } from '../api/get-calendar-feed';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { LoadError } from '../../../shared/ui/load-error';
import { Section } from '../../../shared/ui/section';

/**
 * The private iCal address for a phone's calendar. The server keeps only a hash of it, so the
 * address is shown once, right after it was made, and never again.
 */
export function FeedCard() {
  const { t, i18n } = useTranslation(['my-grow', 'common']);
  const feed = useCalendarFeed();
  const create = useCreateCalendarFeed();
  const revoke = useDeleteCalendarFeed();
  const [url, setUrl] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<'renew' | 'revoke' | null>(null);
  const language: Language = i18n.language.startsWith('de') ? 'de' : 'en';

  const createFeed = () =>
    create.mutate(
      { language },
      {
        onSuccess: (created) => {
          setUrl(created.url ?? null);
          setConfirming(null);
          snackbar.success(t('feed.created'));
        },
      },
    );
  const revokeFeed = () =>
    revoke.mutate(undefined, {
      onSuccess: () => {
        setUrl(null);
        setConfirming(null);
        snackbar.success(t('feed.revoked'));
      },
    });

  let status;
  if (feed.data?.active) {
    const since = feed.data.createdAt
      ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(
          new Date(feed.data.createdAt),
        )
      : null;
    status = (
      <Stack gap="sm">
        <Text size="sm">
          {since ? t('feed.activeSince', { date: since }) : t('feed.active')}
          {feed.data.language &&
            ` ${t('feed.inLanguage', { language: t(`common:header.languages.${feed.data.language}`) })}`}
        </Text>
        <Group gap="sm">
          <Button variant="default" onClick={() => setConfirming('renew')}>
            {t('feed.renew')}
          </Button>
          <Button variant="default" onClick={() => setConfirming('revoke')}>
            {t('feed.revoke')}
          </Button>
        </Group>
      </Stack>
    );
  } else if (feed.data) {
    status = (
      <Group>
        <Button onClick={createFeed} loading={create.isPending}>
          {t('feed.create')}
        </Button>
      </Group>
    );
  } else if (feed.isError) {
    status = <LoadError onRetry={() => void feed.refetch()} retrying={feed.isRefetching} />;
  } else {
    status = <Skeleton height={36} width="14rem" role="status" aria-label={t('feed.loading')} />;
  }

  return (
    <Section title={t('feed.title')}>
      <Text size="sm">{t('feed.intro')}</Text>
      {url && (
        <Alert
          color="blue"
          variant="light"
          icon={<IconLock aria-hidden />}
          title={t('feed.urlTitle')}
        >
          <Stack gap="xs">
            <Group gap="xs" align="flex-end" wrap="nowrap">
              <TextInput
                label={t('feed.urlLabel')}
                value={url}
                readOnly
                onFocus={(event) => event.currentTarget.select()}
                style={{ flex: 1, minWidth: 0 }}
              />
              <CopyButton value={url}>
                {({ copied, copy }) => (
                  <Button
                    variant="default"
                    onClick={copy}
                    leftSection={
                      copied ? (
                        <IconCheck size={16} aria-hidden />
                      ) : (
                        <IconCopy size={16} aria-hidden />
                      )
                    }
                  >
                    {copied ? t('feed.copied') : t('feed.copy')}
                  </Button>
                )}
              </CopyButton>
            </Group>
            <Text size="sm">{t('feed.private')}</Text>
            <Text size="sm">{t('feed.howTo')}</Text>
          </Stack>
        </Alert>
      )}
      {status}
      <ConfirmDialog
        opened={confirming === 'renew'}
        title={t('feed.renewTitle')}
        message={t('feed.renewText')}
        confirmLabel={t('feed.renew')}
        loading={create.isPending}
        onConfirm={createFeed}
        onClose={() => setConfirming(null)}
      />
      <ConfirmDialog
        opened={confirming === 'revoke'}
        title={t('feed.revokeTitle')}
        message={t('feed.revokeText')}
        confirmLabel={t('feed.revoke')}
        danger
        loading={revoke.isPending}
        onConfirm={revokeFeed}
        onClose={() => setConfirming(null)}
      />
    </Section>
  );
}
