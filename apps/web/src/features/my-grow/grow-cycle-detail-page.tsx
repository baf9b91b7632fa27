import { pagePaths } from '@maryjane/contract/page-paths';
import { Anchor, Button, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../shared/api-error';
import { getApiErrorMessage } from '../../shared/api-error-handler';
import { snackbar } from '../../shared/snackbar/snackbar-store';
import { useDocumentTitle } from '../../shared/ui/use-document-title';
import { useDeleteGrowCycle } from './api/delete-grow-cycle';
import { useGrowCycle } from './api/get-grow-cycle';
import { CycleSummary } from './cycle-detail/cycle-summary';
import { FeedingPlanSection } from './feeding/feeding-plan-section';
import { CycleHarvestSection } from './harvest/cycle-harvest-section';
import { JournalSection } from './cycle-detail/journal-section';
import { PhaseSection } from './cycle-detail/phase-section';
import { PlantsSection } from './cycle-detail/plants-section';
import { ResultsCardSlot } from './results/results-card-slot';
import { UpcomingTasks } from './cycle-detail/upcoming-tasks';
import { PhotoGallery } from './photos/photo-gallery';
import { Section } from '../../shared/ui/section';
import { CycleForm } from './grow-cycles/cycle-form';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { FormDialog } from '../../shared/ui/form-dialog';
import { LoadError } from '../../shared/ui/load-error';
import { PageHeader } from './ui/page-header';
import { ShareButton } from './sharing/share-button';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /my/grow-cycles/:id: one grow, its phases, tasks, plants and journal. */
export function GrowCycleDetailPage() {
  const { t } = useTranslation('my-grow');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const known = UUID.test(id);
  const cycle = useGrowCycle(id, known);
  const remove = useDeleteGrowCycle();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const notFound = !known || (isApiError(cycle.error) && cycle.error.status === 404);
  useDocumentTitle(notFound ? t('detail.notFound.title') : (cycle.data?.name ?? t('detail.title')));
  if (notFound) return <CycleNotFound />;
  if (cycle.isError && !cycle.data) {
    return (
      <Stack gap="lg">
        <BackLink />
        <PageHeader title={t('detail.title')} />
        <LoadError
          onRetry={() => void cycle.refetch()}
          retrying={cycle.isRefetching}
          message={getApiErrorMessage(cycle.error)}
        />
      </Stack>
    );
  }
  if (!cycle.data) {
    return (
      <Stack gap="lg" role="status" aria-label={t('detail.loading')}>
        <Skeleton height={36} width="50%" />
        <Skeleton height={140} />
        <Skeleton height={280} />
      </Stack>
    );
  }

  const data = cycle.data;
  const confirmDelete = () =>
    remove.mutate(data.id, {
      onSuccess: () => {
        snackbar.success(t('cycles.deleted', { name: data.name }));
        void navigate(pagePaths.growCycles, { replace: true });
      },
    });

  return (
    <Stack gap="lg">
      <BackLink />
      <PageHeader
        title={data.name}
        action={
          <Group gap="xs">
            <ShareButton cycleId={data.id} cycleName={data.name} />
            <Button
              variant="default"
              leftSection={<IconPencil size={18} aria-hidden />}
              onClick={() => setEditing(true)}
            >
              {t('detail.edit')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconTrash size={18} aria-hidden />}
              onClick={() => setDeleting(true)}
            >
              {t('detail.delete')}
            </Button>
          </Group>
        }
      />
      <CycleSummary cycle={data} />
      <ResultsCardSlot cycle={data} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <PhaseSection cycle={data} />
        <UpcomingTasks cycle={data} />
      </SimpleGrid>
      <PlantsSection cycle={data} />
      <FeedingPlanSection cycle={data} />
      <CycleHarvestSection cycle={data} />
      <JournalSection cycle={data} />
      <Section title={t('photos.title')}>
        <PhotoGallery cycleId={data.id} />
      </Section>
      <FormDialog opened={editing} title={t('detail.editTitle')} onClose={() => setEditing(false)}>
        {editing && <CycleForm cycle={data} onDone={() => setEditing(false)} />}
      </FormDialog>
      <ConfirmDialog
        opened={deleting}
        title={t('detail.deleteTitle', { name: data.name })}
        message={t('detail.deleteText')}
        confirmLabel={t('actions.delete')}
        danger
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(false)}
      />
    </Stack>
  );
}

function BackLink() {
  const { t } = useTranslation('my-grow');
  return (
    <Anchor component={Link} to={pagePaths.growCycles} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        {t('detail.back')}
      </Group>
    </Anchor>
  );
}

function CycleNotFound() {
  const { t } = useTranslation('my-grow');
  return (
    <Stack align="flex-start" gap="md">
      <Title order={1}>{t('detail.notFound.title')}</Title>
      <Text>{t('detail.notFound.text')}</Text>
      <Button
        component={Link}
        to={pagePaths.growCycles}
        leftSection={<IconArrowLeft size={18} aria-hidden />}
      >
        {t('detail.back')}
      </Button>
    </Stack>
  );
}
