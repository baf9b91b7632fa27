import { Anchor, Badge, Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { pagePath, pagePaths } from '@maryjane/contract/page-paths';
import type { ShareLink } from '@maryjane/contract/sharing';
import { IconShare } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { snackbar } from '../../shared/snackbar/snackbar-store';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { QueryState } from '../../shared/ui/query-state';
import { SkeletonCards } from '../../shared/ui/skeleton-cards';
import { useFormatters } from '../../shared/ui/use-formatters';
import { useDeleteShareLink } from './api/delete-share-link';
import { useShareLinks } from './api/get-share-links';
import { PageHeader } from './ui/page-header';

/** /my/friends: the read-only links the grower shared their grows with, to see and revoke. */
export function FriendsPage() {
  const { t } = useTranslation('my-grow');
  const links = useShareLinks();
  const revoke = useDeleteShareLink();
  const [revoking, setRevoking] = useState<ShareLink | null>(null);

  const confirmRevoke = () => {
    if (!revoking) return;
    revoke.mutate(revoking.id, {
      onSuccess: () => {
        snackbar.success(t('shared.revoked', { name: revoking.cycleName }));
        setRevoking(null);
      },
    });
  };

  return (
    <Stack gap="lg">
      <PageHeader title={t('shared.title')} description={t('shared.description')} />
      <QueryState
        query={links}
        loading={<SkeletonCards label={t('shared.loading')} />}
        empty={<NoLinks />}
      >
        {(list) => (
          <Stack gap="sm" component="ul" aria-label={t('shared.listLabel')} p={0} m={0}>
            {list.map((link) => (
              <LinkRow key={link.id} link={link} onRevoke={() => setRevoking(link)} />
            ))}
          </Stack>
        )}
      </QueryState>
      <ConfirmDialog
        opened={revoking !== null}
        title={t('shared.revokeTitle', { name: revoking?.cycleName ?? '' })}
        message={t('shared.revokeText')}
        confirmLabel={t('shared.revoke')}
        danger
        loading={revoke.isPending}
        onConfirm={confirmRevoke}
        onClose={() => setRevoking(null)}
      />
    </Stack>
  );
}

function LinkRow({ link, onRevoke }: { link: ShareLink; onRevoke: () => void }) {
  const { t } = useTranslation('my-grow');
  const format = useFormatters();
  return (
    <Paper withBorder p="md" component="li" style={{ listStyle: 'none' }}>
      <Group justify="space-between" align="center" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Anchor
              component={Link}
              to={pagePath(pagePaths.growCycle, { id: link.cycleId })}
              fw={600}
            >
              {link.cycleName}
            </Anchor>
            {link.expired && (
              <Badge color="gray" variant="light">
                {t('shared.expired')}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {link.displayName
              ? t('shared.shownAs', { name: link.displayName })
              : t('shared.anonymous')}
          </Text>
          <Text size="sm" c="dimmed">
            {t('shared.created', { date: format.date(link.createdAt.slice(0, 10)) })}
            {' · '}
            {link.expiresOn
              ? t(link.expired ? 'shared.expiredOn' : 'shared.expiresOn', {
                  date: format.date(link.expiresOn),
                })
              : t('shared.noExpiry')}
          </Text>
        </Stack>
        <Button
          variant="default"
          onClick={onRevoke}
          aria-label={t('shared.revokeNamed', { name: link.cycleName })}
        >
          {t('shared.revoke')}
        </Button>
      </Group>
    </Paper>
  );
}

function NoLinks() {
  const { t } = useTranslation('my-grow');
  return (
    <Paper withBorder p="xl" component="section">
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon variant="light" size="xl" radius="xl" aria-hidden>
          <IconShare size={26} />
        </ThemeIcon>
        <Title order={2} size="h4">
          {t('shared.empty.title')}
        </Title>
        <Text maw={560}>{t('shared.empty.text')}</Text>
        <Button component={Link} to={pagePaths.growCycles} variant="default">
          {t('shared.empty.action')}
        </Button>
      </Stack>
    </Paper>
  );
}
