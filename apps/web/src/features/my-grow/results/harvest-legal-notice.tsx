import { Alert, Anchor, Text } from '@mantine/core';
import { HOME_POSSESSION_G_PER_ADULT_DE, type HarvestCheck } from '@maryjane/contract/legal';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { legalGuidePath } from '../../../shared/ui/legal-notice';
import { useResultFormat } from './format';

/**
 * More dried harvest than the household may keep at home (KCanG: 50 g per adult): said once, as
 * the plant limit is (warn, never block). Nothing where no limit applies or it is kept.
 */
export function HarvestLegalNotice({ check }: { check: HarvestCheck }) {
  const { t } = useTranslation('results');
  const format = useResultFormat();
  if (!check.exceeded || check.limitG === null) return null;
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
          perAdult: format.grams(HOME_POSSESSION_G_PER_ADULT_DE),
        })}{' '}
        <Anchor component={Link} to={legalGuidePath} size="sm" c="inherit" underline="always">
          {t('common:legal.guide')}
        </Anchor>
      </Text>
    </Alert>
  );
}
