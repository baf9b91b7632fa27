import {
  Group,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { budgetTiers, catalogueKinds, growPlaces } from '@maryjane/contract/catalogue';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../shared/ui/use-document-title';
import { usePlantCounts } from '../../shared/api/get-plant-counts';
import { useShoppingList } from '../../shared/api/get-shopping-list';
import { readShoppingListQuery } from './shopping-lists/shopping-list-query';
import { ShoppingListSection } from './shopping-lists/shopping-list-section';
import { useFormatters } from '../../shared/ui/use-formatters';
import { useUrlFilters } from './ui/use-url-filters';

/** /catalogue/shopping-lists: everything a first grow needs, for a budget, place and size. */
export function ShoppingListsPage() {
  const { t } = useTranslation('catalogue');
  useDocumentTitle(t('shoppingLists.title'));
  const format = useFormatters();
  const filters = useUrlFilters();
  const query = readShoppingListQuery(filters.params);
  const counts = usePlantCounts();
  const equipment = useShoppingList('equipment', query, { keepPrevious: true });
  const supplies = useShoppingList('supplies', query, { keepPrevious: true });
  const tools = useShoppingList('tools', query, { keepPrevious: true });
  const lists = { equipment, supplies, tools };
  const budgetLabelId = useId();
  const whereLabelId = useId();

  // Any number up to the biggest grow size; the server picks the list made for it.
  const largest = Math.max(query.numberOfPlants, ...(counts.data ?? [1]));
  const plantOptions = Array.from({ length: largest }, (_, index) => ({
    value: String(index + 1),
    label: t('shoppingLists.plants', { count: index + 1 }),
  }));

  const loaded = catalogueKinds.map((kind) => lists[kind].data);
  const grandTotal = loaded.every((list) => list !== undefined)
    ? loaded.reduce((sum, list) => sum + (list?.total ?? 0), 0)
    : null;

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('shoppingLists.title')}</Title>
        <Text c="dimmed">{t('shoppingLists.description')}</Text>
      </Stack>
      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
          <Stack gap={4}>
            <Text size="sm" fw={500} id={budgetLabelId}>
              {t('shoppingLists.budget')}
            </Text>
            <SegmentedControl
              aria-labelledby={budgetLabelId}
              data={budgetTiers.map((tier) => ({ value: tier, label: t(`budgets.${tier}`) }))}
              value={query.budget}
              onChange={(value) => filters.setFilter('budget', value)}
              fullWidth
            />
          </Stack>
          <Stack gap={4}>
            <Text size="sm" fw={500} id={whereLabelId}>
              {t('shoppingLists.where')}
            </Text>
            <SegmentedControl
              aria-labelledby={whereLabelId}
              data={growPlaces.map((place) => ({ value: place, label: t(`places.${place}`) }))}
              value={query.where}
              onChange={(value) => filters.setFilter('where', value)}
              fullWidth
            />
          </Stack>
          <Select
            label={t('shoppingLists.numberOfPlants')}
            data={plantOptions}
            value={String(query.numberOfPlants)}
            onChange={(value) => value && filters.setFilter('numberOfPlants', value)}
            allowDeselect={false}
          />
        </SimpleGrid>
      </Paper>
      <Paper withBorder p="md" bg="var(--mantine-primary-color-light)">
        <Group justify="space-between" gap="sm">
          <Text fw={600}>{t('shoppingLists.grandTotal')}</Text>
          <Text fw={700} size="xl" role="status" aria-live="polite">
            {grandTotal === null ? t('loading') : format.price(grandTotal)}
          </Text>
        </Group>
        <Text size="sm" c="dimmed">
          {t('shoppingLists.typicalNote')}
        </Text>
      </Paper>
      {catalogueKinds.map((kind) => (
        <ShoppingListSection key={kind} kind={kind} result={lists[kind]} />
      ))}
    </Stack>
  );
}
