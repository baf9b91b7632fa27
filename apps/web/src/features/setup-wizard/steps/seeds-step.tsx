import { Button, Group, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { SEARCH_MAX_LENGTH } from '@maryjane/contract/catalogue';
import type { Strain } from '@maryjane/contract/strains';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPencilPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../shared/ui/use-formatters';
import { useStrains, type StrainsQuery } from '../../../shared/api/get-strains';
import { CustomEntryDialog } from '../dialogs/custom-entry-dialog';
import { SEARCH_DELAY_MS } from '../dialogs/add-item-dialog';
import { checkPlan, seedsForNewLine } from '../state/legal-plan';
import { linesOf, totalCost, type WizardState } from '../state/wizard-state';
import { LegalNotice } from '../../../shared/ui/legal-notice';
import { HelpNote } from '../ui/help-note';
import { LineList } from '../ui/line-list';
import { LoadError } from '../../../shared/ui/load-error';
import { StepHeader } from '../ui/step-header';
import type { StepProps } from './step-props';
import { StrainCard } from './strain-card';

const SUGGESTIONS = 6;

type Suggestion = 'firstTimer' | 'autoflowering' | 'any';

/**
 * First timers get quick, forgiving strains: feminized autoflowers. Others indoors and in a
 * greenhouse get autoflowers; outdoors photoperiod strains suit too.
 */
function suggestionOf(state: WizardState): Suggestion {
  if (state.experience === 'firstTimer') return 'firstTimer';
  return state.where === 'outdoor' ? 'any' : 'autoflowering';
}

const suggestionQueries: Record<Suggestion, StrainsQuery> = {
  firstTimer: { floweringType: 'autoflowering', seedType: 'feminized', sort: 'growWeeks' },
  autoflowering: { floweringType: 'autoflowering', sort: 'growWeeks' },
  any: { sort: 'growWeeks' },
};

/** Strain picking: suggestions for the grower's choices, a name search, or their own strain. */
export function SeedsStep({ state, dispatch, headingRef, legal, ...rest }: StepProps) {
  const { t } = useTranslation('setup-wizard');
  const format = useFormatters();
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const [customOpen, setCustomOpen] = useState(false);
  const suggestion = suggestionOf(state);
  const strains = useStrains(
    q
      ? { q, pageSize: SUGGESTIONS, sort: 'name' }
      : { ...suggestionQueries[suggestion], pageSize: SUGGESTIONS },
  );
  const lines = linesOf(state, 'seeds');

  const choose = (strain: Strain) =>
    dispatch({
      type: 'addLine',
      line: {
        kind: 'seeds',
        itemId: strain.id,
        name: strain.name,
        brand: strain.producer.name,
        type: strain.floweringType,
        unitPrice: strain.price1,
        // Seeds for the cycle it will get: its share of the plants wanted, at least one.
        quantity: seedsForNewLine(state, legal),
        growWeeks: strain.growWeeks,
        floweringWeeksMin: strain.floweringWeeksMin,
        floweringWeeksMax: strain.floweringWeeksMax,
        size: null,
      },
    });

  let results;
  if (strains.isError) {
    results = <LoadError onRetry={() => void strains.refetch()} retrying={strains.isRefetching} />;
  } else if (!strains.data) {
    results = (
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} role="status" aria-label={t('loading')}>
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} height={200} />
        ))}
      </SimpleGrid>
    );
  } else if (strains.data.items.length === 0) {
    results = <Text>{t('seeds.nothingFound')}</Text>;
  } else {
    results = (
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
        {strains.data.items.map((strain) => (
          <StrainCard
            key={strain.id}
            strain={strain}
            chosen={lines.some((line) => line.itemId === strain.id)}
            onChoose={() => choose(strain)}
          />
        ))}
      </SimpleGrid>
    );
  }

  return (
    <>
      <StepHeader
        title={t('seeds.title')}
        description={t('seeds.description')}
        headingRef={headingRef}
      >
        <HelpNote step="seeds" experience={state.experience} />
      </StepHeader>
      <Stack gap="sm">
        <Group justify="space-between" align="baseline">
          <Title order={3} size="h4">
            {t('items.chosen.seeds')}
          </Title>
          {lines.length > 0 && (
            <Text fw={600}>{t('items.subtotal', { price: format.price(totalCost(lines)) })}</Text>
          )}
        </Group>
        <LineList kind="seeds" lines={lines} dispatch={dispatch} {...rest} />
        {lines.length > 0 && (
          <LegalNotice check={checkPlan(state, legal)} planned always householdLink={false} />
        )}
        <Group>
          <Button
            variant="default"
            leftSection={<IconPencilPlus size={16} aria-hidden />}
            onClick={() => setCustomOpen(true)}
          >
            {t('seeds.addCustom')}
          </Button>
        </Group>
      </Stack>
      <Stack gap="sm">
        <Title order={3} size="h4">
          {q ? t('seeds.results') : t('seeds.suggestions')}
        </Title>
        {!q && <Text size="sm">{t(`seeds.suggestionHint.${suggestion}`)}</Text>}
        <TextInput
          type="search"
          label={t('seeds.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={text}
          maxLength={SEARCH_MAX_LENGTH}
          onChange={(event) => setText(event.currentTarget.value)}
          maw={420}
        />
        <div
          aria-busy={strains.isFetching}
          style={{ opacity: strains.isPlaceholderData ? 0.6 : 1 }}
        >
          {results}
        </div>
      </Stack>
      <CustomEntryDialog
        kind="seeds"
        opened={customOpen}
        onClose={() => setCustomOpen(false)}
        onAdd={(line) => dispatch({ type: 'addLine', line })}
      />
    </>
  );
}
