import { Alert, Anchor, Text } from '@mantine/core';
import type { HarvestCheck } from '@maryjane/contract/legal';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { guideCollection } from '../../../shared/cms/guide-collections';
import { useResultFormat } from './format';

/**
 * The legal guide, as the plant limit's notice links it (shared/ui/legal-notice.tsx); made here
 * from the guides' table, which the first load holds, rather than imported with that notice (the
 * report's chunk would then share a module with the cycle pages', a chunk of its own).
 */
const legalGuidePath = (
  guideCollection('legal')?.detailPath ?? '/guides/setting-up/legal/:id'
).replace(':id', 'growing-at-home-in-germany');

/**
 * More dried harvest than the household may keep at home (KCanG: 50 g per adult): said once, as
 * the plant limit is (warn, never block). Nothing where no limit applies or it is kept.
 */
export function HarvestLegalNotice({ check }: { check: HarvestCheck | null }) {
  const { t } = useTranslation('results');
  const format = useResultFormat();
  if (!check?.exceeded || check.limitG === null) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title={t('legal.title')}
      // As the plant limit's notice: Mantine's orange title misses 4.5:1 on its light background.
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      <Text size="sm" role="status">
        {t('legal.text', {
          dried: format.grams(check.driedG),
          limit: format.grams(check.limitG),
          adults: t('common:legal.adults', { count: check.adults }),
          // The limit is the same per adult (legal.ts HOME_POSSESSION_G_PER_ADULT_DE).
          perAdult: format.grams(check.limitG / check.adults),
        })}{' '}
        <Anchor component={Link} to={legalGuidePath} size="sm" c="inherit" underline="always">
          {t('common:legal.guide')}
        </Anchor>
      </Text>
    </Alert>
  );
}
