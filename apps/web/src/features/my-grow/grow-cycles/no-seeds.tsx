import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A cycle starts from seeds the grower owns: say so, and where to add them. */
export function NoSeeds({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('my-grow');
  return (
    <Stack>
      <Alert color="blue" variant="light" title={t('cycles.form.noSeedsTitle')}>
        <Text size="sm">{t('cycles.form.noSeedsText')}</Text>
        <Anchor component={Link} to="/my/inventory/seeds" size="sm" mt="xs" display="inline-block">
          {t('cycles.form.addSeeds')}
        </Anchor>
      </Alert>
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          {t('actions.cancel')}
        </Button>
      </Group>
    </Stack>
  );
}
