import {
  Anchor,
  Badge,
  Group,
  List,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import type { Environment } from '@maryjane/contract/environments';
import {
  DARK_HOUR_MAX_LUX,
  DEVICE_SILENT_AFTER_MS,
  LIGHT_LEAK_MIN_LUX,
} from '@maryjane/contract/notifications';
import { pagePath, pagePaths } from '@maryjane/contract/page-paths';
import { metricBounds } from '@maryjane/contract/sensor-metrics';
import { targetMetrics, type TargetMetric } from '@maryjane/contract/sensors';
import { IconBell } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getApiErrorMessage } from '../../shared/api-error-handler';
import { LoadError } from '../../shared/ui/load-error';
import { QueryState, type QueryView } from '../../shared/ui/query-state';
import { useEnvironmentTargets } from './api/environment-targets';

/** Digits worth showing: a tenth of a kPa or pH matters, a tenth of a percent does not. */
const decimals: Record<TargetMetric, number> = { air_temperature: 1, humidity: 0, vpd: 2, ph: 1 };

/** "20–26 °C", "5.8–6.5" (pH has no unit beside its number), with a real minus sign. */
function formatRange(language: string, metric: TargetMetric, min: number, max: number) {
  const digits = new Intl.NumberFormat(language, { maximumFractionDigits: decimals[metric] });
  const number = (value: number) => digits.format(value).replace(/^-/, '\u2212');
  const unit = metric === 'ph' ? '' : `\u00a0${metricBounds[metric].unit}`;
  return `${number(min)}–${number(max)}${unit}`;
}

/** One environment: the phase it is in now and that phase's target ranges, or why there are none. */
function EnvironmentRules({ environment }: { environment: Environment }) {
  const { t, i18n } = useTranslation(['automation', 'dashboard']);
  const headingId = useId();
  const answer = useEnvironmentTargets(environment.id);
  const { name } = environment;
  return (
    <Stack gap={6} component="section" aria-labelledby={headingId}>
      <Group justify="space-between" gap="xs">
        <Title order={3} size="h5" id={headingId}>
          {name}
        </Title>
        <Anchor
          component={Link}
          to={pagePaths.environments}
          size="sm"
          aria-label={t('alertRules.changeLabel', { name })}
        >
          {t('alertRules.change')}
        </Anchor>
      </Group>
      <QueryState
        query={answer}
        loading={
          <Stack gap={6} role="status" aria-label={t('alertRules.loadingTargets', { name })}>
            <Skeleton height={12} width="50%" aria-hidden />
            <Skeleton height={56} aria-hidden />
          </Stack>
        }
        error={
          <LoadError
            title={t('alertRules.loadError', { name })}
            message={getApiErrorMessage(answer.error)}
            onRetry={() => void answer.refetch()}
            retrying={answer.isRefetching}
          />
        }
      >
        {({ phase, targets }) => {
          if (!phase) {
            return (
              <Text size="sm" c="dimmed">
                {t('alertRules.noGrow')}
              </Text>
            );
          }
          const phaseName = t(`dashboard:targetPhases.${phase}`);
          const ranges = targetMetrics.flatMap((metric) => {
            const target = targets[phase][metric];
            return target ? [{ metric, ...target }] : [];
          });
          return (
            <>
              <Text size="sm">{t('alertRules.phaseNow', { phase: phaseName })}</Text>
              <Table
                verticalSpacing={4}
                horizontalSpacing="xs"
                aria-label={t('alertRules.tableLabel', { name, phase: phaseName })}
              >
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('alertRules.metric')}</Table.Th>
                    <Table.Th scope="col">{t('alertRules.range')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {ranges.map(({ metric, min, max, custom }) => (
                    <Table.Tr key={metric}>
                      <Table.Th scope="row" fw={400}>
                        {t(`dashboard:metrics.${metric}`)}
                      </Table.Th>
                      <Table.Td>
                        <Group gap={6} wrap="wrap">
                          <Text span size="sm" style={{ whiteSpace: 'nowrap' }}>
                            {formatRange(i18n.language, metric, min, max)}
                          </Text>
                          {custom && (
                            <Badge variant="light" color="gray" size="sm">
                              {t('alertRules.custom')}
                            </Badge>
                          )}
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </>
          );
        }}
      </QueryState>
    </Stack>
  );
}

/**
 * Alert rules (issue 31): what rings the bell. Per environment the target ranges of the phase its
 * grow is in now (one GET /environments/{id}/targets each), then the two device rules with
 * MaryJane's fixed thresholds.
 */
export function AlertRulesCard({ environments }: { environments: QueryView<Environment[]> }) {
  const { t, i18n } = useTranslation('automation');
  const headingId = useId();
  const devicesId = useId();
  const number = new Intl.NumberFormat(i18n.language);
  const lux = (value: number) => `${number.format(value)}\u00a0lx`;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Stack gap="sm">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon variant="light" size="lg" radius="xl" aria-hidden>
              <IconBell size={20} />
            </ThemeIcon>
            <Title order={2} size="h4" id={headingId}>
              {t('alertRules.title')}
            </Title>
          </Group>
          <Text size="sm">
            {t('alertRules.text')}{' '}
            <Anchor
              component={Link}
              to={pagePath(pagePaths.accountSettingsTab, { tab: 'account' })}
            >
              {t('alertRules.settings')}
            </Anchor>
          </Text>
        </Stack>
        <QueryState
          query={environments}
          loading={
            <Stack gap={6} role="status" aria-label={t('alertRules.loading')}>
              <Skeleton height={16} width="40%" aria-hidden />
              <Skeleton height={56} aria-hidden />
            </Stack>
          }
          empty={<Text size="sm">{t('alertRules.noEnvironments')}</Text>}
          error={
            <LoadError
              title={t('alertRules.environmentsError')}
              message={getApiErrorMessage(environments.error)}
              onRetry={() => void environments.refetch()}
              retrying={environments.isRefetching}
            />
          }
        >
          {(list) => (
            <Stack gap="lg">
              {list.map((environment) => (
                <EnvironmentRules key={environment.id} environment={environment} />
              ))}
            </Stack>
          )}
        </QueryState>
        <Stack gap={6} component="section" aria-labelledby={devicesId}>
          <Title order={3} size="h5" id={devicesId}>
            {t('alertRules.devices')}
          </Title>
          <List size="sm" spacing={4}>
            <List.Item>
              {t('alertRules.silent', {
                minutes: number.format(DEVICE_SILENT_AFTER_MS / 60_000),
              })}
            </List.Item>
            <List.Item>
              {t('alertRules.lightLeak', {
                lux: lux(LIGHT_LEAK_MIN_LUX),
                dark: lux(DARK_HOUR_MAX_LUX),
              })}
            </List.Item>
          </List>
        </Stack>
      </Stack>
    </Paper>
  );
}
