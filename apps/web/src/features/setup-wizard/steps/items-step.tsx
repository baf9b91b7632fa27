import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPencilPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../shared/ui/use-formatters';
import { AddItemDialog } from '../dialogs/add-item-dialog';
import { CustomEntryDialog } from '../dialogs/custom-entry-dialog';
import { lineOfItem } from '../state/proposals';
import type { ListFill } from '../state/use-list-fills';
import { linesOf, totalCost, type ListKind } from '../state/wizard-state';
import { HelpNote } from '../ui/help-note';
import { LineList } from '../ui/line-list';
import { LoadError } from '../../../shared/ui/load-error';
import { StepHeader } from '../ui/step-header';
import type { StepProps } from './step-props';

interface ItemsStepProps extends StepProps {
  kind: ListKind;
  fill: ListFill;
}

/** Equipment, supplies or tools: pre-filled from the shopping list, then the grower's to change. */
export function ItemsStep({ kind, fill, state, dispatch, headingRef, ...rest }: ItemsStepProps) {
  const { t } = useTranslation('setup-wizard');
  const format = useFormatters();
  const [dialog, setDialog] = useState<'catalogue' | 'custom' | null>(null);
  const lines = linesOf(state, kind);
  const close = () => setDialog(null);
  const { query, filling } = fill;

  let list;
  if (filling && query.isError) {
    list = (
      <LoadError
        title={t('items.listFailed')}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
      />
    );
  } else if (filling && lines.length === 0) {
    list = (
      <Stack gap="xs" role="status" aria-label={t('items.loadingList')}>
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} height={56} />
        ))}
      </Stack>
    );
  } else {
    list = (
      <>
        {/* The grower asked to replace these lines; the list is on its way. */}
        {filling && (
          <Text size="sm" role="status">
            {t('items.loadingList')}
          </Text>
        )}
        <LineList kind={kind} lines={lines} dispatch={dispatch} {...rest} />
      </>
    );
  }

  return (
    <>
      <StepHeader
        title={t(`items.title.${kind}`)}
        description={t(`items.description.${kind}`)}
        headingRef={headingRef}
      >
        <HelpNote step={kind} experience={state.experience} />
      </StepHeader>
      <Stack gap="sm">
        <Group justify="space-between" align="baseline">
          <Title order={3} size="h4">
            {t(`items.chosen.${kind}`)}
          </Title>
          {lines.length > 0 && (
            <Text fw={600}>{t('items.subtotal', { price: format.price(totalCost(lines)) })}</Text>
          )}
        </Group>
        {state.budget && state.where && (
          <Text size="sm" c="dimmed">
            {t('items.basedOn', {
              budget: t(`budget.options.${state.budget}.label`),
              where: t(`where.options.${state.where}.label`),
              count: state.listSize,
            })}
          </Text>
        )}
        {list}
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconSearch size={16} aria-hidden />}
            onClick={() => setDialog('catalogue')}
          >
            {t('items.addFromCatalogue')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconPencilPlus size={16} aria-hidden />}
            onClick={() => setDialog('custom')}
          >
            {t('items.addCustom')}
          </Button>
        </Group>
      </Stack>
      <AddItemDialog
        kind={kind}
        opened={dialog === 'catalogue'}
        onClose={close}
        onAdd={(item) => {
          dispatch({ type: 'addLine', line: lineOfItem(kind, item, 1) });
          close();
        }}
      />
      <CustomEntryDialog
        kind={kind}
        opened={dialog === 'custom'}
        onClose={close}
        onAdd={(line) => dispatch({ type: 'addLine', line })}
      />
    </>
  );
}
