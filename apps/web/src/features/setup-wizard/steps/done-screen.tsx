import { pagePaths } from '@maryjane/contract/page-paths';
import { Anchor, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { LegalCheck } from '@maryjane/contract/legal';
import type { WizardImportResult } from '@maryjane/contract/setup-wizard';
import { IconCircleCheck } from '@tabler/icons-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LegalNotice } from '../../../shared/ui/legal-notice';

interface DoneScreenProps {
  /** What was saved; null when the grower finished without an account. */
  result: WizardImportResult | null;
  /** The plant limit after saving: warned about when passed. */
  legal?: LegalCheck | null;
  headingRef: Ref<HTMLHeadingElement>;
}

/** The end of the wizard: where to go from here. */
export function DoneScreen({ result, legal = null, headingRef }: DoneScreenProps) {
  const { t } = useTranslation('setup-wizard');
  const firstCycle = result?.growCycleIds[0];
  const links = result
    ? [
        { to: '/my/inventory/equipment', label: t('done.links.equipment') },
        { to: pagePaths.environments, label: t('done.links.environments') },
        ...(firstCycle
          ? [{ to: `/my/grow-cycles/${firstCycle}`, label: t('done.links.cycle') }]
          : []),
        { to: pagePaths.dashboard, label: t('done.links.dashboard') },
      ]
    : [
        { to: pagePaths.strains, label: t('done.links.strains') },
        { to: pagePaths.shoppingLists, label: t('done.links.shoppingLists') },
        { to: '/guides/setting-up/planning', label: t('done.links.planning') },
        { to: '/growing', label: t('done.links.growing') },
      ];

  return (
    <Paper withBorder p="lg">
      <Stack gap="md">
        <Title order={2} ref={headingRef} tabIndex={-1} style={{ outline: 'none' }}>
          {result ? (
            <>
              <IconCircleCheck
                size={26}
                aria-hidden
                style={{ verticalAlign: 'text-bottom', marginInlineEnd: 8 }}
              />
              {t('done.savedTitle')}
            </>
          ) : (
            t('done.discardedTitle')
          )}
        </Title>
        <Text>
          {result
            ? t('done.savedText', {
                lines: t('done.savedLines', { count: result.lines }),
                environments: t('done.savedEnvironments', { count: result.environments }),
                cycles: t('done.savedCycles', { count: result.growCycles }),
              })
            : t('done.discardedText')}
        </Text>
        {legal && <LegalNotice check={legal} />}
        <List spacing="xs" aria-label={t('done.linksLabel')}>
          {links.map((link) => (
            <List.Item key={link.to}>
              <Anchor component={Link} to={link.to}>
                {link.label}
              </Anchor>
            </List.Item>
          ))}
        </List>
      </Stack>
    </Paper>
  );
}
