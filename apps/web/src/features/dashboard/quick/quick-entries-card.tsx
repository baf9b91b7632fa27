import { Button, Group, Popover, Stack, Text, TextInput } from '@mantine/core';
import type { GrowCycle, JournalEntryBody } from '@maryjane/contract/grow-cycles';
import { pagePath, pagePaths } from '@maryjane/contract/page-paths';
import { IconDroplet, IconFlask, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { snackbar } from '../../../shared/snackbar/snackbar-store';
import { localToday } from '../../../shared/ui/dates';
import { useAddQuickEntry, useUndoQuickEntry } from '../api/add-quick-entry';
import { useActiveCycles } from '../api/get-active-cycles';
import { useCycleJournal } from '../api/get-cycle-journal';
import { useCardData } from '../ui/card-data';
import { DashboardCard } from '../ui/dashboard-card';
import { feedBody, wateringBody, wateringLitres } from './quick-values';

/** Thumb-sized on a phone in a grow room (WCAG 2.5.8 asks 24 px; gloves ask more). */
const TOUCH = 44;

/**
 * One tap records a watering or a feed for all plants of a cycle, dated today (issue 26), with an
 * undo; offline the entry waits on the device. Hidden while the grower has no active cycle.
 */
export function QuickEntriesCard() {
  const { t } = useTranslation('dashboard');
  // While the page hydrates, nothing, as the server rendered: it knew no member's cycles
  // (React error #418 on the dashboard once the prefetched cycles were in before hydration).
  const { data: cycles } = useCardData(useActiveCycles());
  if (!cycles?.length) return null;
  return (
    <DashboardCard title={t('quick.title')}>
      <Stack gap="md">
        {cycles.map((cycle) => (
          <QuickEntryRow key={cycle.id} cycle={cycle} />
        ))}
      </Stack>
    </DashboardCard>
  );
}

function QuickEntryRow({ cycle }: { cycle: GrowCycle }) {
  const { t, i18n } = useTranslation('dashboard');
  const navigate = useNavigate();
  const journal = useCycleJournal(cycle.id);
  const add = useAddQuickEntry();
  const undo = useUndoQuickEntry();
  const [editing, setEditing] = useState(false);
  const entries = journal.data ?? [];
  const litres = wateringLitres(entries);
  const [typed, setTyped] = useState('');
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });

  const record = (body: JournalEntryBody, done: string) =>
    add.mutate(
      { cycleId: cycle.id, body },
      {
        onSuccess: (result) =>
          (result.queued ? snackbar.info : snackbar.success)(
            result.queued ? t('quick.queued', { what: done }) : done,
            {
              actionText: t('quick.undo'),
              onAction: () =>
                undo.mutate(result.queued ? { key: result.key } : { entryId: result.made.id }, {
                  onSuccess: () => snackbar.success(t('quick.undone')),
                }),
            },
          ),
      },
    );

  const water = (amount: number) =>
    record(
      wateringBody(amount, localToday()),
      t('quick.watered', { name: cycle.name, litres: number.format(amount) }),
    );
  const feed = () => {
    const body = feedBody(entries, localToday());
    // Never fed: the full form asks what was given.
    if (!body) {
      void navigate(`${pagePath(pagePaths.growCycle, { id: cycle.id })}?journal=feed`);
      return;
    }
    record(body, t('quick.fed', { name: cycle.name }));
  };
  const typedLitres = Number(typed.replace(',', '.'));
  const typedValid = typed.trim() !== '' && typedLitres >= 0.01 && typedLitres <= 1000;

  return (
    <Stack gap={6} role="group" aria-label={t('quick.of', { name: cycle.name })}>
      <Text fw={600}>{cycle.name}</Text>
      <Group gap="xs" wrap="wrap">
        <Button
          h={TOUCH}
          leftSection={<IconDroplet size={18} aria-hidden />}
          onClick={() => water(litres)}
          disabled={journal.isPending}
          loading={add.isPending && add.variables?.body.kind === 'water'}
        >
          {t('quick.water', { litres: number.format(litres) })}
        </Button>
        <Popover opened={editing} onChange={setEditing} trapFocus position="bottom-start" withArrow>
          <Popover.Target>
            <Button
              h={TOUCH}
              w={TOUCH}
              p={0}
              variant="default"
              aria-label={t('quick.changeLitres', { name: cycle.name })}
              onClick={() => {
                setTyped(String(litres));
                setEditing((open) => !open);
              }}
              disabled={journal.isPending}
            >
              <IconPencil size={18} aria-hidden />
            </Button>
          </Popover.Target>
          <Popover.Dropdown>
            <form
              onSubmit={(event) => {
                event.preventDefault();
                if (!typedValid) return;
                setEditing(false);
                water(typedLitres);
              }}
            >
              <Stack gap="xs">
                <TextInput
                  label={t('quick.litres')}
                  inputMode="decimal"
                  value={typed}
                  onChange={(event) => setTyped(event.currentTarget.value)}
                  error={typed.trim() !== '' && !typedValid ? t('quick.litresInvalid') : undefined}
                  data-autofocus
                />
                <Button type="submit" h={TOUCH} disabled={!typedValid}>
                  {t('quick.recordWater')}
                </Button>
              </Stack>
            </form>
          </Popover.Dropdown>
        </Popover>
        <Button
          h={TOUCH}
          variant="light"
          leftSection={<IconFlask size={18} aria-hidden />}
          onClick={feed}
          disabled={journal.isPending}
          loading={add.isPending && add.variables?.body.kind === 'feed'}
        >
          {t('quick.feed')}
        </Button>
      </Group>
    </Stack>
  );
}
