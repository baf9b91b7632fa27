import { Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import { PLANTS_PER_ADULT_DE, type LegalCheck } from '@maryjane/contract/grow-cycles';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * The KCanG plant limit (spec: warn, never block). `plants` is the number to speak of: today's,
 * or what a cycle being started or changed would make it.
 */
export function LegalWarning({ check, plants }: { check: LegalCheck; plants: number }) {
  const { t } = useTranslation('my-grow');
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title={t('legal.title')}
      // Mantine's orange title misses 4.5:1 on its light background; the body colour reaches it.
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      <Stack gap="xs">
        <Text size="sm">
          {t('legal.rule', { perAdult: PLANTS_PER_ADULT_DE })}{' '}
          {t('legal.yours', {
            plants: t('plantCount', { count: plants }),
            adults: t('legal.adults', { count: check.adults }),
          })}
        </Text>
        <Group gap="md">
          <Anchor component={Link} to="/account-settings/account" size="sm">
            {t('legal.household')}
          </Anchor>
          <Anchor component={Link} to="/guides/setting-up/legal" size="sm">
            {t('legal.guide')}
          </Anchor>
        </Group>
      </Stack>
    </Alert>
  );
}

/** Whether `plants` living plants would be over the household's limit. */
export function overLimit(check: LegalCheck | undefined, plants: number): boolean {
  return Boolean(check?.applies && check.limit !== null && plants > check.limit);
}
