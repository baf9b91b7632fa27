import { Badge, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconShieldLock, IconTrash, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useDocumentTitle } from '../../shared/ui/use-document-title';

const tabs = [
  { id: 'account', icon: IconUserCircle },
  { id: 'security', icon: IconShieldLock },
  { id: 'delete-account', icon: IconTrash },
] as const;
type TabId = (typeof tabs)[number]['id'];

function isTab(value: string | undefined): value is TabId {
  return tabs.some((tab) => tab.id === value);
}

/** /account-settings/:tab, one address per tab so each can be linked and reloaded. */
export function AccountSettingsPage() {
  const { t } = useTranslation(['account', 'common']);
  const { tab } = useParams();
  const navigate = useNavigate();
  const tabLabel = isTab(tab) ? t(`settings.tabs.${tab}.label`) : '';
  useDocumentTitle(`${t('settings.title')}: ${tabLabel}`);
  if (!isTab(tab)) return <Navigate to="/pages/misc/not-found/404" replace />;

  return (
    <Stack gap="lg" maw={760}>
      <Title order={1}>{t('settings.title')}</Title>
      <Tabs value={tab} onChange={(next) => next && navigate(`/account-settings/${next}`)}>
        <Tabs.List aria-label={t('settings.tabsLabel')}>
          {tabs.map(({ id, icon: Icon }) => (
            <Tabs.Tab key={id} value={id} leftSection={<Icon size={18} aria-hidden />}>
              {t(`settings.tabs.${id}.label`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map(({ id }) => (
          <Tabs.Panel key={id} value={id} pt="md">
            <Paper withBorder p="lg">
              <Stack gap="xs" align="flex-start">
                <Badge variant="outline" color="gray">
                  {t('common:placeholder.badge')}
                </Badge>
                <Text>{t(`settings.tabs.${id}.description`)}</Text>
              </Stack>
            </Paper>
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
