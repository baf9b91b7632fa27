import { Button, Group, Skeleton, Stack } from '@mantine/core';
import type { Environment } from '@maryjane/contract/environments';
import { IconTarget } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEnvironmentTargets } from '../api/get-environment-targets';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { LoadError } from '../../../shared/ui/load-error';
import { TargetsForm } from './targets-form';

/** The targets once they are loaded; asked each time the dialog opens. */
function TargetsContent({ environment, onDone }: { environment: Environment; onDone: () => void }) {
  const { t } = useTranslation('my-grow');
  const targets = useEnvironmentTargets(environment.id);
  if (targets.data) {
    return <TargetsForm environment={environment} answer={targets.data} onDone={onDone} />;
  }
  if (targets.isError) {
    return <LoadError onRetry={() => void targets.refetch()} retrying={targets.isRefetching} />;
  }
  return (
    <Stack gap="sm" role="status" aria-label={t('targets.loading')}>
      <Skeleton height={14} />
      <Skeleton height={14} width="80%" />
      <Skeleton height={32} mt="sm" />
      <Skeleton height={56} />
      <Skeleton height={56} />
    </Stack>
  );
}

/** Opens the targets of one environment: the ranges its readings are checked against. */
export function TargetsButton({ environment }: { environment: Environment }) {
  const { t } = useTranslation('my-grow');
  const [opened, setOpened] = useState(false);
  const title = t('targets.title', { name: environment.name });
  return (
    <Group>
      <Button
        variant="default"
        size="xs"
        leftSection={<IconTarget size={16} aria-hidden />}
        onClick={() => setOpened(true)}
        aria-label={title}
      >
        {t('targets.open')}
      </Button>
      <FormDialog opened={opened} title={title} onClose={() => setOpened(false)}>
        {opened && <TargetsContent environment={environment} onDone={() => setOpened(false)} />}
      </FormDialog>
    </Group>
  );
}
