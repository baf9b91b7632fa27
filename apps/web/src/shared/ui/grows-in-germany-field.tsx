import { Group, Radio } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * "Do you grow in Germany?", asked on its own (the wizard, the account's household): German law
 * limits the plants per adult. Unanswered (null), the weather location's country decides.
 */
export function GrowsInGermanyField({
  value,
  onChange,
}: {
  value: boolean | null;
  onChange: (value: boolean) => void;
}) {
  const { t } = useTranslation('common');
  return (
    <Radio.Group
      label={t('legal.growsInGermany.label')}
      description={t('legal.growsInGermany.hint')}
      value={value === null ? null : value ? 'yes' : 'no'}
      onChange={(next) => onChange(next === 'yes')}
    >
      <Group mt="xs">
        <Radio value="yes" label={t('legal.growsInGermany.yes')} />
        <Radio value="no" label={t('legal.growsInGermany.no')} />
      </Group>
    </Radio.Group>
  );
}
