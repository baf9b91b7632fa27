import { Button, Stack } from '@mantine/core';
import type { Environment } from '@maryjane/contract/environments';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { snackbar } from '../../shared/snackbar/snackbar-store';
import { useDeleteEnvironment } from './api/delete-environment';
import { useEnvironments } from '../../shared/api/get-environments';
import { EnvironmentCard } from './environments/environment-card';
import { EnvironmentForm } from './environments/environment-form';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { EmptyState } from './ui/empty-state';
import { FormDialog } from '../../shared/ui/form-dialog';
import { QueryState } from '../../shared/ui/query-state';
import { PageHeader } from './ui/page-header';
import { CardGrid } from '../../shared/ui/card-grid';
import { SkeletonCards } from '../../shared/ui/skeleton-cards';

/** /my/environments: the tents, rooms and beds the grower's plants grow in. */
export function EnvironmentsPage() {
  const { t } = useTranslation('my-grow');
  const environments = useEnvironments();
  const remove = useDeleteEnvironment();
  // null: no dialog; 'new': create; an environment: edit it.
  const [editing, setEditing] = useState<Environment | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Environment | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        snackbar.success(t('environments.deleted', { name: deleting.name }));
        setDeleting(null);
      },
    });
  };

  const editingEnvironment = editing === 'new' ? null : editing;
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('environments.title')}
        description={t('environments.description')}
        action={
          <Button
            leftSection={<IconPlus size={18} aria-hidden />}
            onClick={() => setEditing('new')}
          >
            {t('environments.add')}
          </Button>
        }
      />
      <QueryState
        query={environments}
        loading={<SkeletonCards label={t('environments.loading')} />}
        empty={
          <EmptyState title={t('environments.empty.title')} text={t('environments.empty.text')} />
        }
      >
        {(list) => (
          <CardGrid>
            {list.map((environment) => (
              <EnvironmentCard
                key={environment.id}
                environment={environment}
                onEdit={() => setEditing(environment)}
                onDelete={() => setDeleting(environment)}
              />
            ))}
          </CardGrid>
        )}
      </QueryState>
      <FormDialog
        opened={editing !== null}
        title={
          editingEnvironment
            ? t('environments.editTitle', { name: editingEnvironment.name })
            : t('environments.add')
        }
        onClose={() => setEditing(null)}
      >
        {editing !== null && (
          <EnvironmentForm
            key={editingEnvironment?.id ?? 'new'}
            environment={editingEnvironment}
            onDone={() => setEditing(null)}
          />
        )}
      </FormDialog>
      <ConfirmDialog
        opened={deleting !== null}
        title={t('environments.deleteTitle', { name: deleting?.name ?? '' })}
        message={t('environments.deleteText')}
        confirmLabel={t('actions.delete')}
        danger
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
