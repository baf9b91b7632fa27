import type { ContentSearchHit } from '@maryjane/contract/content';
import type { StoredEntry } from './content-entries';
import { foldText } from './content-text';

const SNIPPET_RADIUS = 80;

function countOccurrences(haystack: string, needle: string): number {
  let count = 0;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + 1)) {
    count += 1;
  }
  return count;
}

/** Plain text around the first place the word occurs, cut at word boundaries. */
function snippetAround(entry: StoredEntry, word: string): string {
  const text = entry.plainText;
  const at = foldText(text).indexOf(word);
  if (at === -1) return entry.summary;
  let start = Math.max(0, at - SNIPPET_RADIUS);
  let end = Math.min(text.length, at + word.length + SNIPPET_RADIUS);
  if (start > 0) start = text.indexOf(' ', start) + 1;
  if (end < text.length) end = Math.max(text.lastIndexOf(' ', end), at + word.length);
  return `${start > 0 ? '… ' : ''}${text.slice(start, end).trim()}${end < text.length ? ' …' : ''}`;
}

/**
 * Full-text search over one language's guides, recipes and blog posts: every word of the query
 * must occur; a title match weighs most, then the summary, then how often the words occur.
 */
export function searchEntries(
  entries: StoredEntry[],
  query: string,
  limit: number,
): ContentSearchHit[] {
  const words = [...new Set(foldText(query).split(/[^\p{L}\p{N}]+/u))].filter(
    (word) => word.length >= 2,
  );
  if (words.length === 0) return [];
  const scored: { entry: StoredEntry; score: number }[] = [];
  for (const entry of entries) {
    let score = 0;
    let everyWord = true;
    for (const word of words) {
      const inTitle = countOccurrences(entry.searchTitle, word);
      const inSummary = countOccurrences(entry.searchSummary, word);
      const inText = countOccurrences(entry.searchText, word);
      if (inTitle + inText === 0) {
        everyWord = false;
        break;
      }
      // The body is capped so a long text that keeps repeating a word cannot outrank one
      // that is about it.
      score += inTitle * 10 + inSummary * 5 + Math.min(inText, 15);
    }
    if (everyWord) scored.push({ entry, score });
  }
  const firstWord = words[0] ?? '';
  return scored
    .sort((a, b) => b.score - a.score || a.entry.title.localeCompare(b.entry.title))
    .slice(0, limit)
    .map(({ entry }) => ({
      collection: entry.collection,
      id: entry.id,
      locale: entry.locale,
      title: entry.title,
      summary: entry.summary,
      readingMinutes: entry.readingMinutes,
      date: entry.date,
      stages: entry.stages,
      order: entry.order,
      kind: entry.kind,
      snippet: snippetAround(entry, firstWord),
    }));
}
