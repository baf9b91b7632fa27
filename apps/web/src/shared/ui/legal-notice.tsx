import { Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import { PLANTS_PER_ADULT_DE, type LegalCheck } from '@maryjane/contract/legal';
import { pagePath, pagePaths } from '@maryjane/contract/page-paths';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { guideCollection } from '../cms/guide-collections';

/** The guide on growing at home in Germany (content/en/guides/legal/). */
export const legalGuidePath = (
  guideCollection('legal')?.detailPath ?? '/guides/setting-up/legal/:id'
).replace(':id', 'growing-at-home-in-germany');

/** "6 plants planned; 3 are allowed for 1 adult." (or "growing"), for a check with a limit. */
export function useLegalCount() {
  const { t } = useTranslation('common');
  return (check: LegalCheck, planned = false) =>
    t(planned ? 'legal.planned' : 'legal.growing', {
      count: check.plants,
      limit: check.limit ?? 0,
      adults: t('legal.adults', { count: check.adults }),
    });
}

interface LegalNoticeProps {
  /** The contract's check of the count to speak of: today's, or what a change would make it. */
  check: LegalCheck;
  /** The count is a plan (the wizard, a form before saving), not what grows today. */
  planned?: boolean;
  /** Say the count within the allowance too, not only when it is passed (the wizard). */
  always?: boolean;
  /** Link to the household in the account settings (not for visitors). */
  householdLink?: boolean;
}

/**
 * The KCanG plant limit, said the same way wherever a plant comes into being (spec: warn, never
 * block): "6 plants planned; 3 are allowed for 1 adult." Nothing where no limit applies.
 */
export function LegalNotice({
  check,
  planned = false,
  always = false,
  householdLink = true,
}: LegalNoticeProps) {
  const { t } = useTranslation('common');
  const countOf = useLegalCount();
  if (check.limit === null || (!check.exceeded && !always)) return null;
  const count = countOf(check, planned);
  // Inside the warning the links take its text colour, underlined: green on dark orange is too faint.
  const onAlert = { c: 'inherit', underline: 'always' } as const;
  const guide = (
    <Anchor component={Link} to={legalGuidePath} size="sm" {...(check.exceeded ? onAlert : {})}>
      {t('legal.guide')}
    </Anchor>
  );

  if (!check.exceeded) {
    return (
      <Text size="sm" role="status">
        {count} {guide}
      </Text>
    );
  }
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
        <Text size="sm" role="status">
          {count} {t('legal.rule', { perAdult: PLANTS_PER_ADULT_DE })}
        </Text>
        <Group gap="md">
          {householdLink && (
            <Anchor
              component={Link}
              to={pagePath(pagePaths.accountSettingsTab, { tab: 'account' })}
              size="sm"
              {...onAlert}
            >
              {t('legal.household')}
            </Anchor>
          )}
          {guide}
        </Group>
      </Stack>
    </Alert>
  );
}
