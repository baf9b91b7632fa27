import { Alert, Button, Loader, Stack, Tabs, Title } from '@mantine/core';
import { IconDatabase, IconShieldLock, IconTrash, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useDocumentTitle } from '../../shared/ui/use-document-title';
import { useCurrentUser } from '../../shared/api/get-current-user';
import { AlertMailSection } from './settings/alert-mail-section';
import { AvatarSection } from './settings/avatar-section';
import { DataTab } from './settings/data-tab';
import { DeleteAccountTab } from './settings/delete-account-tab';
import { HouseholdSection } from './settings/household-section';
import { LocationSection } from './settings/location-section';
import { ProfileSection } from './settings/profile-section';
import { PushSection } from './settings/push-section';
import { SecurityTab } from './settings/security-tab';

const tabs = [
  { id: 'account', icon: IconUserCircle },
  { id: 'security', icon: IconShieldLock },
  { id: 'data', icon: IconDatabase },
  { id: 'delete-account', icon: IconTrash },
] as const;
type TabId = (typeof tabs)[number]['id'];

function isTab(value: string | undefined): value is TabId {
  return tabs.some((tab) => tab.id === value);
}

function AccountTab() {
  const { t } = useTranslation('account');
  const { data: user, isPending, isError, refetch, isRefetching } = useCurrentUser();
  if (isPending) {
    return (
      <Stack align="center" py="xl" role="status" aria-label={t('settings.loading')}>
        <Loader />
      </Stack>
    );
  }
  if (isError || !user) {
    return (
      <Alert color="red" variant="light" title={t('settings.loadError')}>
        <Button
          variant="default"
          size="xs"
          mt="xs"
          onClick={() => void refetch()}
          loading={isRefetching}
        >
          {t('settings.retry')}
        </Button>
      </Alert>
    );
  }
  return (
    <Stack gap="lg">
      {/* Keyed by user: a new account on this device starts with its own form state. */}
      <ProfileSection key={`profile-${user.id}`} user={user} />
      <AvatarSection key={`avatar-${user.id}`} user={user} />
      <LocationSection key={`location-${user.id}`} user={user} />
      <HouseholdSection key={`household-${user.id}`} user={user} />
      <AlertMailSection key={`alert-mail-${user.id}`} user={user} />
      <PushSection key={`push-${user.id}`} />
    </Stack>
  );
}

/** /account-settings/:tab, one address per tab so each can be linked and reloaded. */
export function AccountSettingsPage() {
  const { t } = useTranslation(['account', 'common']);
  const { tab } = useParams();
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  const tabLabel = isTab(tab) ? t(`settings.tabs.${tab}.label`) : '';
  useDocumentTitle(`${t('settings.title')}: ${tabLabel}`);
  // An unknown tab (an old or mistyped link) opens the first one.
  if (!isTab(tab)) return <Navigate to="/account-settings/account" replace />;

  return (
    <Stack gap="lg" maw={760}>
      <Title order={1}>{t('settings.title')}</Title>
      <Tabs
        value={tab}
        onChange={(next) => next && navigate(`/account-settings/${next}`)}
        keepMounted={false}
      >
        <Tabs.List aria-label={t('settings.tabsLabel')}>
          {tabs.map(({ id, icon: Icon }) => (
            <Tabs.Tab key={id} value={id} leftSection={<Icon size={18} aria-hidden />}>
              {t(`settings.tabs.${id}.label`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="account" pt="md">
          <AccountTab />
        </Tabs.Panel>
        <Tabs.Panel value="security" pt="md">
          <SecurityTab />
        </Tabs.Panel>
        <Tabs.Panel value="data" pt="md">
          <DataTab />
        </Tabs.Panel>
        <Tabs.Panel value="delete-account" pt="md">
          <DeleteAccountTab email={user?.email} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
