import { pagePath, pagePaths } from '@maryjane/contract/page-paths';
import type { GrowCycle, JournalEntry, Plant } from '@maryjane/contract/grow-cycles';
import type { JournalKind } from '@maryjane/contract/grow-cycles';
import {
  Anchor,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  IconArrowLeft,
  IconRuler,
  IconScissors,
  IconStethoscope,
  IconSwitchHorizontal,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../shared/api-error';
import { getApiErrorMessage } from '../../shared/api-error-handler';
import { FormDialog } from '../../shared/ui/form-dialog';
import { LoadError } from '../../shared/ui/load-error';
import { PhaseBadge } from '../../shared/ui/phase-badge';
import { QueryState } from '../../shared/ui/query-state';
import { Section } from '../../shared/ui/section';
import { useDocumentTitle } from '../../shared/ui/use-document-title';
import { useGrowCycle } from './api/get-grow-cycle';
import { useJournal } from './api/get-journal';
import { useOnePlant } from './api/get-plant';
import { usePlants } from './api/get-plants';
import { DeleteEntryDialog } from './cycle-detail/delete-entry-dialog';
import { JournalForm } from './cycle-detail/journal-form';
import { SectionSkeleton } from './cycle-detail/section-skeleton';
import { PlantHarvestSection } from './harvest/plant-harvest-section';
import { HeightChart } from './plant-records/height-chart';
import { PhotoGallery } from './photos/photo-gallery';
import { PlantBadges } from './plant-records/plant-badges';
import { PlantStatusForm } from './plant-records/plant-status-form';
import { PlantTimeline } from './plant-records/plant-timeline';
import { usePlantName } from './plants/plant-form';
import { PageHeader } from './ui/page-header';
import { useDayFormat } from './ui/use-day-format';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const quickActions = [
  { kind: 'measure', icon: IconRuler, label: 'records.page.addHeight' },
  { kind: 'train', icon: IconScissors, label: 'records.page.addTraining' },
  { kind: 'observe', icon: IconStethoscope, label: 'records.page.addObservation' },
] as const;

/** /my/plants/:id: one plant, its status, height and timeline (issue 26). */
export function PlantPage() {
  const { t } = useTranslation('my-grow');
  const nameOf = usePlantName();
  const { id = '' } = useParams();
  const known = UUID.test(id);
  const plant = useOnePlant(id, known);
  const notFound = !known || (isApiError(plant.error) && plant.error.status === 404);
  useDocumentTitle(
    notFound
      ? t('records.page.notFound.title')
      : plant.data
        ? nameOf(plant.data)
        : t('records.page.title'),
  );

  if (notFound) return <PlantNotFound />;
  if (plant.isError && !plant.data) {
    return (
      <Stack gap="lg">
        <BackLink />
        <LoadError
          onRetry={() => void plant.refetch()}
          retrying={plant.isRefetching}
          message={getApiErrorMessage(plant.error)}
        />
      </Stack>
    );
  }
  if (!plant.data) {
    return (
      <Stack gap="lg" role="status" aria-label={t('records.page.loading')}>
        <Skeleton height={36} width="50%" />
        <Skeleton height={120} />
        <Skeleton height={200} />
      </Stack>
    );
  }
  return <PlantRecords plant={plant.data} />;
}

function PlantRecords({ plant }: { plant: Plant }) {
  const { t } = useTranslation('my-grow');
  const nameOf = usePlantName();
  const cycle = useGrowCycle(plant.cycleId);
  const journal = useJournal(plant.cycleId);
  const plants = usePlants(plant.cycleId);
  const [adding, setAdding] = useState<JournalKind | null>(null);
  const [editing, setEditing] = useState<JournalEntry | null>(null);
  const [deleting, setDeleting] = useState<JournalEntry | null>(null);
  const [changing, setChanging] = useState(false);
  const name = plant.name
    ? t('plants.numberedName', { number: plant.number, name: plant.name })
    : nameOf(plant);
  // The plant's own entries and the ones about the whole cycle.
  const ofPlant = (entries: JournalEntry[]) =>
    entries.filter((entry) => entry.plantId === plant.id || entry.plantId === null);

  return (
    <Stack gap="lg">
      <BackLink />
      <PageHeader
        title={name}
        action={
          <Button
            variant="default"
            leftSection={<IconSwitchHorizontal size={18} aria-hidden />}
            onClick={() => setChanging(true)}
          >
            {t('records.page.changeStatus')}
          </Button>
        }
      />
      <PlantSummary plant={plant} cycle={cycle.data} />
      <Stack gap={6}>
        <Text size="sm" c="dimmed" id="plant-quick-actions">
          {t('records.page.quickActions')}
        </Text>
        <SimpleGrid cols={3} spacing="xs" role="group" aria-labelledby="plant-quick-actions">
          {quickActions.map(({ kind, icon: Icon, label }) => (
            // Icon above the label: three thumb-sized buttons fit a 390 px phone in both languages.
            <Button
              key={kind}
              variant="light"
              h="auto"
              py="xs"
              px={4}
              onClick={() => setAdding(kind)}
            >
              <Stack gap={2} align="center">
                <Icon size={20} aria-hidden />
                <span>{t(label)}</span>
              </Stack>
            </Button>
          ))}
        </SimpleGrid>
      </Stack>
      <PlantHarvestSection plant={plant} name={name} />
      <Section title={t('photos.title')}>
        <PhotoGallery cycleId={plant.cycleId} plantId={plant.id} />
      </Section>
      <Section title={t('records.page.height')}>
        <QueryState query={journal} loading={<SectionSkeleton label={t('journal.loading')} />}>
          {(entries) => (
            <HeightChart
              entries={entries.filter((entry) => entry.plantId === plant.id)}
              name={name}
            />
          )}
        </QueryState>
      </Section>
      <Section title={t('records.page.timeline')}>
        <QueryState query={journal} loading={<SectionSkeleton label={t('journal.loading')} />}>
          {(entries) =>
            ofPlant(entries).length === 0 ? (
              <Text>{t('records.page.timelineEmpty')}</Text>
            ) : (
              <PlantTimeline
                entries={ofPlant(entries)}
                onEdit={setEditing}
                onDelete={setDeleting}
              />
            )
          }
        </QueryState>
      </Section>
      <FormDialog opened={adding !== null} title={t('journal.add')} onClose={() => setAdding(null)}>
        {adding !== null && (
          <JournalForm
            key={adding}
            cycleId={plant.cycleId}
            entry={null}
            plants={plants.data ?? [plant]}
            preset={{ kind: adding, plantId: plant.id }}
            onDone={() => setAdding(null)}
          />
        )}
      </FormDialog>
      <FormDialog
        opened={editing !== null}
        title={t('journal.editTitle')}
        onClose={() => setEditing(null)}
      >
        {editing && (
          <JournalForm
            key={editing.id}
            cycleId={plant.cycleId}
            entry={editing}
            plants={plants.data ?? [plant]}
            onDone={() => setEditing(null)}
          />
        )}
      </FormDialog>
      <DeleteEntryDialog entry={deleting} onClose={() => setDeleting(null)} />
      <FormDialog
        opened={changing}
        title={t('records.statusForm.title', { name })}
        onClose={() => setChanging(false)}
      >
        {changing && <PlantStatusForm plant={plant} onDone={() => setChanging(false)} />}
      </FormDialog>
    </Stack>
  );
}

/** Cycle, strain, sex and status; a removed or harvested plant says when, why, and that it no longer counts. */
function PlantSummary({ plant, cycle }: { plant: Plant; cycle: GrowCycle | undefined }) {
  const { t } = useTranslation('my-grow');
  const format = useDayFormat();
  const gone = plant.status !== 'growing';
  return (
    <Paper
      component="section"
      aria-label={t('records.page.title')}
      withBorder
      p={{ base: 'md', sm: 'lg' }}
    >
      <Stack gap="xs">
        <PlantBadges plant={plant} />
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {t('records.page.cycle')}
          </Text>
          <Anchor component={Link} to={pagePath(pagePaths.growCycle, { id: plant.cycleId })}>
            {plant.cycleName}
          </Anchor>
          <PhaseBadge phase={plant.cyclePhase} />
        </Group>
        {cycle?.strain && (
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              {t('records.page.strain')}
            </Text>
            <Text size="sm">
              {cycle.strain.name} ({cycle.strain.producerName})
            </Text>
          </Group>
        )}
        {gone && (
          <Stack gap={2}>
            <Text size="sm">
              {t('records.status.since', {
                status: t(`records.status.${plant.status}`),
                date: plant.statusDate ? format.day(plant.statusDate) : '',
              })}
              {plant.statusReason && ` · ${t(`records.reasons.${plant.statusReason}`)}`}
            </Text>
            {plant.statusNote && (
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {plant.statusNote}
              </Text>
            )}
            <Text size="sm" c="dimmed">
              {t('records.status.notCounted')}
            </Text>
          </Stack>
        )}
        {plant.notes && (
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
            {plant.notes}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

function BackLink() {
  const { t } = useTranslation('my-grow');
  return (
    <Anchor component={Link} to={pagePaths.plants} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        {t('records.page.back')}
      </Group>
    </Anchor>
  );
}

function PlantNotFound() {
  const { t } = useTranslation('my-grow');
  return (
    <Stack align="flex-start" gap="md">
      <Title order={1}>{t('records.page.notFound.title')}</Title>
      <Text>{t('records.page.notFound.text')}</Text>
      <Button
        component={Link}
        to={pagePaths.plants}
        leftSection={<IconArrowLeft size={18} aria-hidden />}
      >
        {t('records.page.back')}
      </Button>
    </Stack>
  );
}
