import { Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import { HOME_POSSESSION_G_PER_ADULT_DE, type HarvestCheck } from '@maryjane/contract/legal';
import { pagePath, pagePaths } from '@maryjane/contract/page-paths';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { legalGuidePath } from '../../../shared/ui/legal-notice';
import { useFormatters } from '../../../shared/ui/use-formatters';

/**
 * The home possession limit (§ 3 KCanG, 50 g dried per adult) when a cycle's dried harvest
 * passes it: a warning with the numbers and the legal guide, never a block. Nothing otherwise.
 */
export function HarvestLegalNotice({ check }: { check: HarvestCheck }) {
  const { t } = useTranslation('my-grow');
  const { t: common } = useTranslation('common');
  const { number } = useFormatters();
  if (!check.exceeded || check.limitG === null) return null;
  // Inside the warning the links take its text colour, underlined (as the plant limit's notice).
  const onAlert = { c: 'inherit', underline: 'always', size: 'sm' } as const;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title={t('harvestRecord.legal.title')}
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      <Stack gap="xs">
        <Text size="sm" role="status">
          {t('harvestRecord.legal.text', {
            perAdult: HOME_POSSESSION_G_PER_ADULT_DE,
            dried: number(check.driedG),
            adults: common('legal.adults', { count: check.adults }),
            limit: number(check.limitG),
          })}{' '}
          {t('harvestRecord.legal.warnOnly')}
        </Text>
        <Group gap="md">
          <Anchor
            component={Link}
            to={pagePath(pagePaths.accountSettingsTab, { tab: 'account' })}
            {...onAlert}
          >
            {common('legal.household')}
          </Anchor>
          <Anchor component={Link} to={legalGuidePath} {...onAlert}>
            {common('legal.guide')}
          </Anchor>
        </Group>
      </Stack>
    </Alert>
  );
}
