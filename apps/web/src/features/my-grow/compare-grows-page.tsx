import { pagePaths } from '@maryjane/contract/page-paths';
import { COMPARE_MAX, COMPARE_MIN } from '@maryjane/contract/results-constants';
import { Anchor, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { QueryState } from '../../shared/ui/query-state';
import { Section } from '../../shared/ui/section';
import { useCompareGrows } from './api/compare-grows';
import { useGrowCycles } from './api/get-grow-cycles';
import { CompareChart } from './results/compare-chart';
import { CompareTable } from './results/compare-table';
import { EmptyState } from './ui/empty-state';
import { isUuid } from './ui/is-uuid';
import { PageHeader } from './ui/page-header';
import { useDayFormat } from './ui/use-day-format';
import classes from './results/compare.module.css';

/** The cycles in the address (`?ids=a,b`), so a comparison can be linked and reloaded. */
function useChosenIds() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const ids = [...new Set((params.get('ids') ?? '').split(',').filter(isUuid))].slice(
    0,
    COMPARE_MAX,
  );
  // Written by hand: URLSearchParams would escape the commas (ids are hex digits and dashes).
  // In step with the click: a checkbox whose state waits for the navigation would flip back first.
  const setIds = (next: string[]) =>
    void navigate(
      { search: next.length > 0 ? `?ids=${next.join(',')}` : '' },
      { replace: true, flushSync: true },
    );
  return [ids, setIds] as const;
}

/** /my/grow-cycles/compare: 2 to 6 of the grower's cycles side by side, as a table and a chart. */
export function CompareGrowsPage() {
  const { t } = useTranslation('results');
  const cycles = useGrowCycles('all');
  const [ids, setIds] = useChosenIds();
  const compared = useCompareGrows(ids);
  const { day } = useDayFormat();

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={pagePaths.growCycles} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          {t('compare.back')}
        </Group>
      </Anchor>
      <PageHeader title={t('compare.title')} description={t('compare.description')} />
      <QueryState
        query={cycles}
        loading={<Skeleton height={120} />}
        isEmpty={(list) => list.length < COMPARE_MIN}
        empty={<EmptyState title={t('compare.empty.title')} text={t('compare.empty.text')} />}
      >
        {(list) => (
          <>
            <Section title={t('compare.choose')}>
              <fieldset className={classes.choices}>
                <legend>{t('compare.chooseLabel', { min: COMPARE_MIN, max: COMPARE_MAX })}</legend>
                <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="xs">
                  {list.map((cycle) => (
                    <label key={cycle.id} className={classes.choice}>
                      <input
                        type="checkbox"
                        checked={ids.includes(cycle.id)}
                        disabled={ids.length >= COMPARE_MAX && !ids.includes(cycle.id)}
                        onChange={(event) =>
                          setIds(
                            event.currentTarget.checked
                              ? [...ids, cycle.id]
                              : ids.filter((id) => id !== cycle.id),
                          )
                        }
                      />
                      <span>
                        {cycle.name}
                        <Text span size="xs" c="dimmed" display="block">
                          {t('compare.started', { date: day(cycle.startDate) })}
                        </Text>
                      </span>
                    </label>
                  ))}
                </SimpleGrid>
              </fieldset>
            </Section>
            {ids.length < COMPARE_MIN ? (
              <Text c="dimmed">{t('compare.chooseMore', { count: COMPARE_MIN - ids.length })}</Text>
            ) : (
              <QueryState query={compared} loading={<Skeleton height={320} />}>
                {(results) => (
                  <>
                    <Section title={t('compare.tableTitle')}>
                      <CompareTable cycles={results} />
                    </Section>
                    <Section title={t('compare.chartTitle')}>
                      <CompareChart cycles={results} />
                    </Section>
                  </>
                )}
              </QueryState>
            )}
          </>
        )}
      </QueryState>
    </Stack>
  );
}
