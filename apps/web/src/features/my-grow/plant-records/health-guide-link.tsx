import { Anchor } from '@mantine/core';
import { healthGuides, type HealthCode } from '@maryjane/contract/plant-records';
import { IconBook } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { entryPath } from '../../../shared/cms/guide-collections';

/** Where an observation is explained: the guide section in the reader's language. */
export function healthGuidePath(code: HealthCode, language: string): string {
  const guide = healthGuides[code];
  const anchor = language.startsWith('de') ? guide.anchor.de : guide.anchor.en;
  return `${entryPath(guide)}#${anchor}`;
}

/** A link from a health observation to the guide section that says what to do. */
export function HealthGuideLink({ code }: { code: HealthCode }) {
  const { t, i18n } = useTranslation('my-grow');
  return (
    <Anchor component={Link} to={healthGuidePath(code, i18n.language)} size="sm">
      <IconBook size={14} aria-hidden style={{ verticalAlign: '-2px', marginInlineEnd: 4 }} />
      {t('records.page.guide', { topic: t(`records.health.${code}`) })}
    </Anchor>
  );
}
