import { List, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../shared/ui/placeholder-page';

// The wizard's steps in order (spec §2).
const steps = [
  'experience',
  'location',
  'budget',
  'equipment',
  'seeds',
  'supplies',
  'tools',
  'environments',
  'growCycles',
  'end',
] as const;

export function SetupWizardPage() {
  const { t } = useTranslation('setup-wizard');
  return (
    <PlaceholderPage title={t('title')} description={t('description')}>
      <Title order={2} size="h3">
        {t('stepsHeading')}
      </Title>
      <List type="ordered" spacing="xs">
        {steps.map((step) => (
          <List.Item key={step}>{t(`steps.${step}`)}</List.Item>
        ))}
      </List>
    </PlaceholderPage>
  );
}
