import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { must } from '../../test/must';
import { ContentError } from './content-files';
import { loadContent } from './content-store';
import { searchEntries } from './search';

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

function write(file: string, text: string) {
  const full = path.join(root, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, text);
}

const operator = `name: Jane Grower
street: Hanfweg 1
postalCode: "10115"
city: Berlin
country: Germany
email: jane@example.org
phone: ""
representative: ""
responsibleForContent: Jane Grower
vatId: ""
`;

function guide(title: string, options: { order?: number; stages?: string; body?: string } = {}) {
  return `---
title: ${title}
summary: A guide that exists to test the content loader properly.
stages: [${options.stages ?? 'drying'}]
order: ${options.order ?? 1}
updated: 2026-11-20
sources:
  - title: Cannabis Act
    url: https://www.gesetze-im-internet.de/kcang/
---

${options.body ?? 'Hang the branches in the dark.\n\n## Climate\n\nAbout 60 % humidity.\n\n### Checking\n\nStems snap.\n\n## Climate\n\nAgain.'}
`;
}

function validTree() {
  root = mkdtempSync(path.join(os.tmpdir(), 'mj-content-'));
  write('operator.yml', operator);
  write('en/guides/drying/hang-dry.md', guide('Hang drying', { order: 1 }));
  write('en/guides/drying/dry-room.md', guide('The drying room', { order: 2 }));
  write('en/guides/curing/jars.md', guide('Curing in jars', { stages: 'curing, drying' }));
  write('en/guides/legal/kcang.md', guide('The KCanG', { stages: 'germination' }));
  write(
    'de/guides/drying/hang-dry.md',
    guide('Hängend trocknen', { body: 'Die Blütephase endet.' }),
  );
}

describe('the content loader', () => {
  it('loads guides in order with headings, reading time and neighbours', () => {
    validTree();
    const store = loadContent(root);
    expect(store.list('drying', 'en').map((entry) => entry.id)).toEqual(['hang-dry', 'dry-room']);
    const entry = must(store.get('drying', 'hang-dry', 'en'));
    expect(entry.headings).toEqual([
      { depth: 2, text: 'Climate', slug: 'climate', line: 3 },
      { depth: 3, text: 'Checking', slug: 'checking', line: 7 },
      { depth: 2, text: 'Climate', slug: 'climate-2', line: 11 },
    ]);
    expect(entry.body.split('\n')[2]).toBe('## Climate');
    expect(entry.readingMinutes).toBe(1);
    expect(entry.previous).toBeNull();
    expect(entry.next?.id).toBe('dry-room');
    // Same collection and shared stages make a guide related; no shared ground, no relation.
    expect(entry.related.map((related) => related.id)).toEqual(['dry-room', 'jars']);
  });

  it('serves German where it exists and English for what is not translated', () => {
    validTree();
    const store = loadContent(root);
    const german = store.list('drying', 'de');
    expect(german.map((entry) => [entry.id, entry.locale])).toEqual([
      ['hang-dry', 'de'],
      ['dry-room', 'en'],
    ]);
    expect(must(store.get('drying', 'hang-dry', 'de')).title).toBe('Hängend trocknen');
    expect(store.get('drying', 'missing', 'de')).toBeNull();
  });

  it('finds an entry by a word of its body, ignoring case and accents', () => {
    validTree();
    const store = loadContent(root);
    expect(searchEntries(store.entries('de'), 'BLÜTEPHASE', 5).map((hit) => hit.id)).toEqual([
      'hang-dry',
    ]);
    const hits = searchEntries(store.entries('en'), 'humidity', 5);
    expect(hits.map((hit) => hit.id).sort()).toEqual(['dry-room', 'hang-dry', 'jars', 'kcang']);
    expect(hits[0]?.snippet).toContain('humidity');
    // Every word must occur.
    expect(searchEntries(store.entries('en'), 'humidity zebra', 5)).toEqual([]);
  });

  const broken: [string, string, () => void][] = [
    [
      'a missing title',
      'en/guides/drying/hang-dry.md: title',
      () => write('en/guides/drying/hang-dry.md', guide('x').replace(/^title: .*\n/m, '')),
    ],
    [
      'an unknown stage',
      'en/guides/drying/dry-room.md: stages.0',
      () => write('en/guides/drying/dry-room.md', guide('Drying', { stages: 'harvest' })),
    ],
    [
      'a source that is not https',
      'en/guides/curing/jars.md: sources.0.url',
      () =>
        write(
          'en/guides/curing/jars.md',
          guide('Curing jars').replace('https://www.gesetze', 'http://www.gesetze'),
        ),
    ],
    [
      'YAML that does not parse',
      'en/guides/curing/jars.md: front matter is not valid YAML',
      () => write('en/guides/curing/jars.md', guide('Curing: jars')),
    ],
    [
      'a file without front matter',
      'de/blog/news.md: no front matter',
      () => write('de/blog/news.md', 'Just text.'),
    ],
    [
      'a file name that is not an id',
      'en/recipes/Brownies.md: the file name',
      () => write('en/recipes/Brownies.md', 'x'),
    ],
    [
      'an unknown collection',
      'en/guides/harvest: unknown guide collection',
      () => write('en/guides/harvest/a.md', guide('Harvest')),
    ],
    [
      'an unknown front matter field',
      'en/guides/drying/hang-dry.md: (front matter): Unrecognized key: "autor"',
      () =>
        write(
          'en/guides/drying/hang-dry.md',
          guide('Hang drying').replace('order: 1', 'order: 1\nautor: me'),
        ),
    ],
    [
      'an operator file without an e-mail address',
      `${'operator.yml'}: email`,
      () => write('operator.yml', operator.replace(/^email: .*\n/m, '')),
    ],
  ];
  it.each(broken)('refuses %s, naming the file and the field', (_name, problem, breakIt) => {
    validTree();
    breakIt();
    let error: unknown;
    try {
      loadContent(root);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ContentError);
    expect(
      (error as ContentError).problems.some(
        (line) => line.startsWith(problem) || line.startsWith(path.join(root, problem)),
      ),
    ).toBe(true);
  });
});

// Issue 30: the Impressum was the template ("Your name or company, Example Street 1").
describe('the operator of the instance', () => {
  const legalPage = () =>
    write(
      'en/pages/legal-disclosure.md',
      '---\ntitle: Legal disclosure\nsummary: Who runs this site and how to reach them.\n---\n\nThe provider is named above.\n',
    );

  it('comes from the first file given (DATA_DIR), before the content folder', () => {
    validTree();
    legalPage();
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mj-data-'));
    try {
      const own = path.join(dataDir, 'operator.yml');
      writeFileSync(own, operator.replace('Jane Grower', 'Growers Club Leipzig e. V.'));
      const store = loadContent(root, { operatorFiles: [own] });
      expect(store.hasOperator()).toBe(true);
      expect(store.legalDisclosure('de')?.operator?.name).toBe('Growers Club Leipzig e. V.');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('is none without a file, and none while the file holds the example placeholders', () => {
    validTree();
    legalPage();
    rmSync(path.join(root, 'operator.yml'));
    const without = loadContent(root);
    expect(without.hasOperator()).toBe(false);
    // The page is still served, saying there is no operator yet.
    expect(without.legalDisclosure('en')).toMatchObject({ operator: null });

    const example = readFileSync(
      path.resolve(import.meta.dirname, '../../../../../content/operator.example.yml'),
      'utf8',
    );
    write('operator.yml', example);
    expect(loadContent(root).hasOperator()).toBe(false);
  });
});

describe('the content cache', () => {
  let cacheDir: string;
  afterEach(() => rmSync(cacheDir, { recursive: true, force: true }));

  it('serves unchanged content from the cache and reads again whatever changed', () => {
    validTree();
    cacheDir = mkdtempSync(path.join(os.tmpdir(), 'mj-content-cache-'));
    const cacheFile = path.join(cacheDir, 'cache', 'content.json');
    const title = () => loadContent(root, { cacheFile }).get('drying', 'hang-dry', 'en')?.title;

    const fresh = loadContent(root);
    const first = loadContent(root, { cacheFile });
    expect(existsSync(cacheFile)).toBe(true);
    for (const locale of ['en', 'de'] as const) {
      expect(loadContent(root, { cacheFile }).entries(locale)).toEqual(fresh.entries(locale));
      expect(first.legalDisclosure(locale)).toEqual(fresh.legalDisclosure(locale));
    }

    // The same files again: what the cache holds is what is served.
    const cached = readFileSync(cacheFile, 'utf8');
    writeFileSync(cacheFile, cached.replaceAll('Hang drying', 'From the cache'));
    expect(title()).toBe('From the cache');

    // An edited article is read afresh, and the cache follows it.
    write('en/guides/drying/hang-dry.md', guide('Hang drying, edited'));
    expect(title()).toBe('Hang drying, edited');
    expect(readFileSync(cacheFile, 'utf8')).toContain('Hang drying, edited');

    // A broken file added anywhere is refused, cache or not, and the cache is left as it was.
    const before = readFileSync(cacheFile, 'utf8');
    write('en/guides/drying/broken.md', 'no front matter');
    expect(() => loadContent(root, { cacheFile })).toThrow(ContentError);
    expect(readFileSync(cacheFile, 'utf8')).toBe(before);
  });
});
