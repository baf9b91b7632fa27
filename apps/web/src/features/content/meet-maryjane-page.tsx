import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PlaceholderPage } from '../../shared/ui/placeholder-page';

/** Blank layout: the story page stands alone, so it offers its own ways onward. */
export function MeetMaryJanePage() {
  const { t } = useTranslation(['content', 'common']);
  return (
    <PlaceholderPage title={t('meetMaryJane.title')} description={t('meetMaryJane.description')}>
      <Group>
        <Button component={Link} to="/setup-wizard">
          {t('meetMaryJane.setup')}
        </Button>
        <Button component={Link} to="/" variant="default">
          {t('common:backHome')}
        </Button>
      </Group>
    </PlaceholderPage>
  );
}
