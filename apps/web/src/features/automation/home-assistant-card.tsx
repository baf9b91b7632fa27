import { Code, Group, Paper, Skeleton, Stack, Switch, Text, ThemeIcon, Title } from '@mantine/core';
import type { HomeAssistantSettings } from '@maryjane/contract/sensors';
import { IconSmartHome } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { getApiErrorMessage } from '../../shared/api-error-handler';
import { snackbar } from '../../shared/snackbar/snackbar-store';
import { FactList } from '../../shared/ui/fact-list';
import { LoadError } from '../../shared/ui/load-error';
import { QueryState } from '../../shared/ui/query-state';
import { useHomeAssistant, useUpdateHomeAssistant } from './api/home-assistant';

/** Long topics break anywhere rather than widen the card on a phone. */
const breakAnywhere = { wordBreak: 'break-all' } as const;

/** The switch, where MaryJane publishes, and why it cannot when there is no broker. */
function HomeAssistantSettingsView({ settings }: { settings: HomeAssistantSettings }) {
  const { t } = useTranslation('automation');
  const update = useUpdateHomeAssistant();
  const hintId = useId();
  const { publish, available, prefix } = settings;

  const toggle = (next: boolean) => {
    update.mutate(next, {
      onSuccess: (saved) =>
        snackbar.success(
          t(saved.publish ? 'homeAssistant.switchedOn' : 'homeAssistant.switchedOff'),
        ),
    });
  };

  return (
    <Stack gap="sm">
      {/* The hint is outside the switch: Mantine puts its description inside the <label>, which
          made it part of the switch's name. */}
      <Switch
        label={t('homeAssistant.switch')}
        aria-describedby={hintId}
        checked={publish}
        disabled={!available}
        onChange={(event) => toggle(event.currentTarget.checked)}
      />
      <Text id={hintId} size="sm" c={available ? 'dimmed' : undefined}>
        {available ? t('homeAssistant.offHint') : t('homeAssistant.noBroker')}
      </Text>
      <Text size="sm" c="dimmed">
        {t('homeAssistant.needs')}
      </Text>
      <FactList
        labelWidth="9rem"
        facts={[
          [t('homeAssistant.prefix'), <Code style={breakAnywhere}>{prefix}</Code>],
          [
            t('homeAssistant.stateTopic'),
            <Code style={breakAnywhere}>maryjane/ha/{t('homeAssistant.environmentId')}/state</Code>,
          ],
        ]}
      />
    </Stack>
  );
}

/**
 * Home Assistant (issue 31, GET and PUT /sensors/home-assistant): whether MaryJane announces the
 * grower's environments over MQTT discovery, each a device with four sensors, no YAML needed.
 */
export function HomeAssistantCard() {
  const { t } = useTranslation('automation');
  const headingId = useId();
  const settings = useHomeAssistant();
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" size="lg" radius="xl" aria-hidden>
            <IconSmartHome size={20} />
          </ThemeIcon>
          <Title order={2} size="h4" id={headingId}>
            {t('homeAssistant.title')}
          </Title>
        </Group>
        <Text size="sm">{t('homeAssistant.text')}</Text>
        <QueryState
          query={settings}
          loading={
            <Stack gap="xs" role="status" aria-label={t('homeAssistant.loading')}>
              <Skeleton height={20} width="70%" aria-hidden />
              <Skeleton height={12} width="50%" aria-hidden />
            </Stack>
          }
          error={
            <LoadError
              title={t('homeAssistant.loadError')}
              message={getApiErrorMessage(settings.error)}
              onRetry={() => void settings.refetch()}
              retrying={settings.isRefetching}
            />
          }
        >
          {(saved) => <HomeAssistantSettingsView settings={saved} />}
        </QueryState>
      </Stack>
    </Paper>
  );
}
