import { apiPaths } from '@maryjane/contract/api-paths';
import '@mantine/spotlight/styles.css';
import { ActionIcon, Kbd, Loader, Text, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Spotlight, spotlight } from '@mantine/spotlight';
import { pageSchema } from '@maryjane/contract/catalogue';
import { strainSchema } from '@maryjane/contract/strains';
import { IconBook, IconCannabis, IconFileText, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { apiClient } from '../../shared/api-client';
import { entryPath } from '../../shared/cms/guide-collections';
import { searchContent, useContentLocale } from '../../shared/cms/cms-queries';
import classes from './layout.module.css';
import { isNavGroup, navSections, type NavEntry, type NavLeaf } from './nav-items';

/** Searches start at two characters, like the content API's. */
const MIN_QUERY = 2;
const MAX_PAGES = 5;
const strainPage = pageSchema(strainSchema);
// The result list can scroll, so it must be reachable by keyboard too (WCAG 2.1.1). The list
// hands these props to its ScrollArea, whose viewport type the list's props do not repeat.
const focusableViewport: Record<string, unknown> = { viewportProps: { tabIndex: 0 } };

function leaves(entries: NavEntry[]): NavLeaf[] {
  return entries.flatMap((entry) => (isNavGroup(entry) ? leaves(entry.children) : [entry]));
}
const allPages = navSections.flatMap((section) => leaves(section.entries));

/** Lower case without accents, so "düngen" finds "Dungen" and "Dünger" alike. */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

function useSearchResults(query: string) {
  const locale = useContentLocale();
  const [debounced] = useDebouncedValue(query.trim(), 250);
  const enabled = debounced.length >= MIN_QUERY;
  const guides = useQuery({
    queryKey: ['search', 'content', locale, debounced],
    queryFn: ({ signal }) => searchContent(debounced, locale, signal),
    enabled,
    staleTime: 60_000,
    meta: { silent: true },
  });
  const strains = useQuery({
    queryKey: ['search', 'strains', debounced],
    queryFn: ({ signal }) =>
      apiClient.get(apiPaths.strains, {
        query: { q: debounced, pageSize: 5 },
        schema: strainPage,
        signal,
      }),
    enabled,
    staleTime: 60_000,
    meta: { silent: true },
  });
  return { enabled, guides, strains, settled: debounced === query.trim() };
}

/**
 * The navbar search (spec §2), also on Ctrl/⌘+K: pages of the navigation, guides, recipes and
 * posts in the reader's language (full text, from the content system) and strains.
 */
export function SiteSearch() {
  const { t } = useTranslation(['common', 'nav', 'guides']);
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const { enabled, guides, strains, settled } = useSearchResults(query);

  const folded = fold(query.trim());
  const pages = folded
    ? allPages.filter((page) => fold(t(page.label)).includes(folded)).slice(0, MAX_PAGES)
    : allPages.slice(0, MAX_PAGES);
  const loading = enabled && (!settled || guides.isFetching || strains.isFetching);
  const guideHits = enabled ? (guides.data ?? []) : [];
  const strainHits = enabled ? (strains.data?.items ?? []) : [];
  const nothing =
    pages.length === 0 && guideHits.length === 0 && strainHits.length === 0 && !loading;

  const go = (to: string) => () => void navigate(to);

  return (
    <>
      <Tooltip label={t('search.hint')} withArrow>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t('search.open')}
          aria-keyshortcuts="Control+K Meta+K"
          onClick={() => spotlight.open()}
        >
          <IconSearch size={20} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Spotlight.Root
        query={query}
        onQueryChange={setQuery}
        shortcut={['mod + K']}
        classNames={{ actionDescription: classes.searchDescription }}
      >
        <Spotlight.Search
          placeholder={t('search.placeholder')}
          aria-label={t('search.placeholder')}
          leftSection={loading ? <Loader size={16} /> : <IconSearch size={18} aria-hidden />}
        />
        <Spotlight.ActionsList aria-label={t('search.results')} {...focusableViewport}>
          {pages.length > 0 && (
            <Spotlight.ActionsGroup label={t('search.pages')}>
              {pages.map((page) => (
                <Spotlight.Action
                  key={page.to}
                  label={t(page.label)}
                  description={page.to}
                  leftSection={<IconFileText size={18} aria-hidden />}
                  onClick={go(page.to)}
                />
              ))}
            </Spotlight.ActionsGroup>
          )}
          {guideHits.length > 0 && (
            <Spotlight.ActionsGroup label={t('search.guides')}>
              {guideHits.map((hit) => (
                <Spotlight.Action
                  key={`${hit.collection}/${hit.id}`}
                  label={hit.title}
                  description={hit.snippet}
                  leftSection={<IconBook size={18} aria-hidden />}
                  onClick={go(entryPath(hit))}
                />
              ))}
            </Spotlight.ActionsGroup>
          )}
          {strainHits.length > 0 && (
            <Spotlight.ActionsGroup label={t('search.strains')}>
              {strainHits.map((strain) => (
                <Spotlight.Action
                  key={strain.id}
                  label={strain.name}
                  description={strain.producer.name}
                  leftSection={<IconCannabis size={18} aria-hidden />}
                  onClick={go(`/catalogue/strains?q=${encodeURIComponent(strain.name)}`)}
                />
              ))}
            </Spotlight.ActionsGroup>
          )}
          {nothing && <Spotlight.Empty>{t('search.nothingFound')}</Spotlight.Empty>}
          {!enabled && folded.length > 0 && (
            <Text size="xs" c="dimmed" px="md" py="xs">
              {t('search.minLength', { count: MIN_QUERY })}
            </Text>
          )}
        </Spotlight.ActionsList>
        <Text size="xs" c="dimmed" px="md" py="xs">
          <Kbd size="xs">Ctrl</Kbd> + <Kbd size="xs">K</Kbd> {t('search.shortcut')}
        </Text>
      </Spotlight.Root>
    </>
  );
}
