import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// One German word per thing (issue 30): the table of content/GLOSSARY.md names the word to use
// and the variants not to use; this test reads that table and looks for the variants in every
// German text the reader sees: the articles, the web app's and the server's texts and the German
// catalogue descriptions.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const glossaryFile = path.join(root, 'content/GLOSSARY.md');

interface Concept {
  term: string;
  banned: string[];
  allowed: string[];
}

const codeSpans = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? '');

/** The rows of the glossary's table: | English | Use | Not to use | Still fine | Why |. */
function conceptsOf(markdown: string): Concept[] {
  return markdown
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .map((line) => line.split('|').map((cell) => cell.trim()))
    .filter((cells) => cells.length === 7 && !/^-+$/.test(cells[1] ?? '') && cells[1] !== 'English')
    .map((cells) => ({
      term: cells[2] ?? '',
      banned: codeSpans(cells[3] ?? ''),
      allowed: codeSpans(cells[4] ?? ''),
    }));
}

const letter = '[\\p{L}\\p{N}]';

/** A whole word (or words), any case; `*` stands for further letters, a space for any space. */
function patternOf(variant: string): RegExp {
  const body = variant
    .split(/(\*|\s+)/)
    .map((part) => {
      if (part === '*') return `${letter}*`;
      if (/^\s+$/.test(part)) return '\\s+';
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`(?<!${letter})${body}(?!${letter})`, 'giu');
}

const blank = (text: string) => text.replace(/[^\n]/g, ' ');

/** Link targets, addresses, inline code and {{placeholders}} are not prose: they keep their place only. */
function proseOf(text: string): string {
  return text
    .replace(/\]\(([^)]*)\)/g, (_all, target: string) => `](${blank(target)})`)
    .replace(/https?:\/\/\S+/g, blank)
    .replace(/`[^`\n]*`/g, blank)
    .replace(/\{\{[^}]*\}\}/g, blank);
}

/** A Markdown file without its front matter's `sources` (titles of cited, often English, pages). */
function markdownProse(text: string): string {
  const lines = text.split('\n');
  let frontMatter = lines[0] === '---';
  let inSources = false;
  return proseOf(
    lines
      .map((line, index) => {
        if (index > 0 && frontMatter && line === '---') frontMatter = false;
        if (!frontMatter) return line;
        if (/^\S/.test(line)) inSources = line.startsWith('sources:');
        return inSources ? blank(line) : line;
      })
      .join('\n'),
  );
}

interface Finding {
  at: string;
  found: string;
  use: string;
}

/** Every banned variant in `text`, with the line it is on. */
function findingsIn(where: string, text: string, concepts: Concept[]): Finding[] {
  const findings: Finding[] = [];
  for (const concept of concepts) {
    let checked = text;
    for (const phrase of concept.allowed) checked = checked.split(phrase).join(blank(phrase));
    for (const variant of concept.banned) {
      for (const match of checked.matchAll(patternOf(variant))) {
        const line = checked.slice(0, match.index).split('\n').length;
        findings.push({ at: `${where}:${line}`, found: match[0], use: concept.term });
      }
    }
  }
  return findings;
}

/** Every string of a JSON tree with its key path; `onlyKey` keeps the strings under that key. */
function stringsOf(tree: unknown, onlyKey?: string, keys: string[] = []): [string, string][] {
  if (typeof tree === 'string') {
    return onlyKey === undefined || keys.at(-1) === onlyKey ? [[keys.join('.'), tree]] : [];
  }
  if (tree === null || typeof tree !== 'object') return [];
  return Object.entries(tree).flatMap(([key, value]) => stringsOf(value, onlyKey, [...keys, key]));
}

function filesIn(dir: string, extension: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(extension))
    .map((file) => path.join(dir, file))
    .sort();
}

function jsonFindings(file: string, concepts: Concept[], onlyKey?: string): Finding[] {
  const tree: unknown = JSON.parse(readFileSync(path.join(root, file), 'utf8'));
  return stringsOf(tree, onlyKey).flatMap(([key, text]) =>
    findingsIn(`${file} ${key}`, proseOf(text), concepts).map((finding) => ({
      ...finding,
      at: finding.at.replace(/:1$/, ''),
    })),
  );
}

const concepts = conceptsOf(readFileSync(glossaryFile, 'utf8'));
const show = (findings: Finding[]) =>
  findings.map((finding) => `${finding.at}: "${finding.found}" (use ${finding.use})`);

describe('the German vocabulary of content/GLOSSARY.md', () => {
  it('names a word to use and the variants not to use for every concept', () => {
    expect(concepts.length).toBeGreaterThan(10);
    for (const concept of concepts) {
      expect(concept.term, JSON.stringify(concept)).not.toBe('');
      expect(concept.banned.length, concept.term).toBeGreaterThan(0);
    }
  });

  it('finds a variant as a whole word in any case and form, and skips what is still fine', () => {
    const sample: Concept[] = [
      { term: 'Curing', banned: ['aushärt*'], allowed: [] },
      { term: 'Nodium', banned: ['Node'], allowed: ['Node-RED'] },
      { term: 'Wachstumsphase', banned: ['vegetative* Phase'], allowed: [] },
    ];
    const text =
      'Aushärten, du härtest aus.\nÜber der Node, mit Node-RED, in der vegetativen\nPhase';
    expect(show(findingsIn('t', text, sample))).toEqual([
      't:1: "Aushärten" (use Curing)',
      't:2: "Node" (use Nodium)',
      't:2: "vegetativen\nPhase" (use Wachstumsphase)',
    ]);
    expect(findingsIn('t', 'Ausgehärtet, Nodes und Verlaufsphase', sample)).toEqual([]);
  });

  it('leaves out link targets, addresses, inline code and the cited sources', () => {
    const sample: Concept[] = [{ term: 'Anleitung', banned: ['Guide*'], allowed: [] }];
    const text =
      '---\ntitle: Anleitung\nsources:\n  - title: A Guide\n    url: https://x.example/guide\n---\n' +
      'Die [Anleitung](/guides/x), `guide` und https://guide.example.\n';
    expect(findingsIn('t', markdownProse(text), sample)).toEqual([]);
    expect(show(findingsIn('t', markdownProse(`${text}Der Guide.\n`), sample))).toEqual([
      't:8: "Guide" (use Anleitung)',
    ]);
  });

  it.each(filesIn('content/de', '.md'))('%s uses it', (file) => {
    const text = markdownProse(readFileSync(path.join(root, file), 'utf8'));
    expect(show(findingsIn(file, text, concepts))).toEqual([]);
  });

  it.each([
    ...filesIn('apps/web/src/locales/de', '.json'),
    ...filesIn('apps/api/src/locales/de', '.json'),
  ])('%s uses it', (file) => {
    expect(show(jsonFindings(file, concepts))).toEqual([]);
  });

  it('the German catalogue descriptions use it', () => {
    const files = filesIn('apps/api/src/modules/catalogue/data', '.json');
    expect(show(files.flatMap((file) => jsonFindings(file, concepts, 'de')))).toEqual([]);
  });
});
